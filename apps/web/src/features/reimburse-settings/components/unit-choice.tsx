import { Group, SegmentedControl } from '@mantine/core';
import { DIMENSION_UNITS, type TDimensionUnit, type TWeightUnit, WEIGHT_UNITS } from '@seller-tools/contract';
import { useState } from 'react';

// The seller's units for this visit; stored values are always inches and pounds (the server converts).
export function useUnits() {
  const [dimensionUnit, setDimensionUnit] = useState<TDimensionUnit>('in');
  const [weightUnit, setWeightUnit] = useState<TWeightUnit>('lb');
  return { dimensionUnit, setDimensionUnit, weightUnit, setWeightUnit };
}

function UnitControl<TUnit extends string>({
  label,
  units,
  value,
  onChange,
}: {
  label: string;
  units: readonly TUnit[];
  value: TUnit;
  onChange: (unit: TUnit) => void;
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={label}
      data={[...units]}
      value={value}
      onChange={(next) => onChange(next as TUnit)}
    />
  );
}

export function UnitChoice({ units }: { units: ReturnType<typeof useUnits> }) {
  return (
    <Group gap="xs">
      <UnitControl
        label="Length unit"
        units={DIMENSION_UNITS}
        value={units.dimensionUnit}
        onChange={units.setDimensionUnit}
      />
      <UnitControl
        label="Weight unit"
        units={WEIGHT_UNITS}
        value={units.weightUnit}
        onChange={units.setWeightUnit}
      />
    </Group>
  );
}
