import { Group, SegmentedControl } from '@mantine/core';
import { DIMENSION_UNITS, type TDimensionUnit, type TWeightUnit, WEIGHT_UNITS } from '@seller-tools/contract';
import { useState } from 'react';

// The seller's units for this visit; stored values are always inches and pounds (the server converts).
export function useUnits() {
  const [dimensionUnit, setDimensionUnit] = useState<TDimensionUnit>('in');
  const [weightUnit, setWeightUnit] = useState<TWeightUnit>('lb');
  return { dimensionUnit, setDimensionUnit, weightUnit, setWeightUnit };
}

export function UnitChoice({ units }: { units: ReturnType<typeof useUnits> }) {
  return (
    <Group gap="xs">
      <SegmentedControl
        size="xs"
        aria-label="Length unit"
        data={[...DIMENSION_UNITS]}
        value={units.dimensionUnit}
        onChange={(value) => units.setDimensionUnit(value as TDimensionUnit)}
      />
      <SegmentedControl
        size="xs"
        aria-label="Weight unit"
        data={[...WEIGHT_UNITS]}
        value={units.weightUnit}
        onChange={(value) => units.setWeightUnit(value as TWeightUnit)}
      />
    </Group>
  );
}
