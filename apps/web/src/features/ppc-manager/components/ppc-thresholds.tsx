import { NumberInput } from '@mantine/core';

/** A whole-number threshold field: its label, bounds and width, and what an emptied (or 0) field means. */
export interface TWholeField {
  label: string;
  fallback: number;
  min?: number;
  max?: number;
  w: number;
}

interface WholeNumberProps {
  field: TWholeField;
  value: number | '';
  onChange: (value: number) => void;
}

/** A whole-number threshold of the PPC tools (days, orders, clicks, a percent). */
export function WholeNumber({ field, value, onChange }: WholeNumberProps) {
  return (
    <NumberInput
      label={field.label}
      min={field.min ?? 1}
      max={field.max}
      value={value}
      onChange={(v) => onChange(Number(v) || field.fallback)}
      w={field.w}
    />
  );
}

export interface THarvestThresholds {
  min_orders: number;
  target_acos: number;
  min_clicks: number;
}

const HARVEST_FIELDS: readonly (TWholeField & { key: keyof THarvestThresholds })[] = [
  { key: 'min_orders', label: 'Min orders', fallback: 1, w: 110 },
  { key: 'target_acos', label: 'Max ACoS %', max: 200, fallback: 30, w: 110 },
  { key: 'min_clicks', label: 'Wasted clicks ≥', fallback: 1, w: 130 },
];

/**
 * What makes a search term worth harvesting: orders and ACoS for an exact keyword, wasted clicks for a
 * negative. The same three in the harvest panel and in a harvest rule.
 */
export function HarvestThresholds({
  values,
  onChange,
}: {
  values: THarvestThresholds;
  onChange: (change: Partial<THarvestThresholds>) => void;
}) {
  return HARVEST_FIELDS.map((field) => (
    <WholeNumber
      key={field.key}
      field={field}
      value={values[field.key]}
      onChange={(value) => onChange({ [field.key]: value })}
    />
  ));
}
