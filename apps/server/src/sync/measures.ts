import { toInches, toPounds } from '../lib/measure-units.ts';

// Catalogue dimensions arrive in the unit of the marketplace's catalogue (inches and pounds in the US,
// centimeters and kilograms in Europe, at times grams or ounces). The products rows keep one canonical
// unit whatever the store: inches for lengths (length_in, width_in, height_in) and pounds for weight
// (weight_lb), so stores compare and the FBA size tiers read them directly. The conversion itself is
// lib/measure-units.ts, shared with the fee report's dimensions.

export type TMeasure = { unit?: string; value?: number };

/**
 * The measure in the canonical unit as the column's text, or null when it has no number, no unit or one we
 * cannot convert (the catalogue always names its unit: better no value than a wrong one), or a size past
 * numeric(10, x).
 */
function columnText(
  m: TMeasure | undefined,
  convert: (value: number, unit: string) => number | null,
  digits: number,
): string | null {
  if (!m || typeof m.value !== 'number' || !m.unit?.trim()) return null;
  const value = convert(m.value, m.unit);
  return value !== null && Math.abs(value) < 1e7 ? value.toFixed(digits) : null;
}

/** A length in inches (the products rows' length_in, width_in, height_in). */
export const inchesOf = (m: TMeasure | undefined) => columnText(m, toInches, 2);

/** A weight in pounds (the products rows' weight_lb). */
export const poundsOf = (m: TMeasure | undefined) => columnText(m, toPounds, 3);
