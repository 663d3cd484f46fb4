import { fromCanonical, type TDimensionUnit, type TDims, type TWeightUnit } from '@seller-tools/contract';

const round = (value: number) => Number(value.toFixed(3)).toString();

/** "12.5 × 9 × 1.2 in", or "—" when no side is known. */
export function formatDims(
  dims: Pick<TDims, 'length_in' | 'width_in' | 'height_in'>,
  unit: TDimensionUnit,
): string {
  const sides = [dims.length_in, dims.width_in, dims.height_in];
  if (sides.every((s) => s === null)) return '—';
  return `${sides.map((s) => (s === null ? '?' : round(fromCanonical(s, unit) ?? 0))).join(' × ')} ${unit}`;
}

/** "2.4 lb", or "—". */
export function formatWeight(weightLb: number | null, unit: TWeightUnit): string {
  return weightLb === null ? '—' : `${round(fromCanonical(weightLb, unit) ?? 0)} ${unit}`;
}
