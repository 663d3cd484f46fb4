// Catalogue dimensions arrive in the unit of the marketplace's catalogue (inches and pounds in the US,
// centimeters and kilograms in Europe, at times grams or ounces). The products rows keep one canonical
// unit whatever the store: inches for lengths (length_in, width_in, height_in) and pounds for weight
// (weight_lb), so stores compare and the FBA size tiers read them directly.

export type TMeasure = { unit?: string; value?: number };

const INCHES_PER_UNIT: Record<string, number> = {
  inches: 1,
  inch: 1,
  in: 1,
  feet: 12,
  foot: 12,
  centimeters: 1 / 2.54,
  centimetres: 1 / 2.54,
  cm: 1 / 2.54,
  millimeters: 1 / 25.4,
  millimetres: 1 / 25.4,
  mm: 1 / 25.4,
  meters: 100 / 2.54,
  metres: 100 / 2.54,
  m: 100 / 2.54,
};

const POUNDS_PER_UNIT: Record<string, number> = {
  pounds: 1,
  pound: 1,
  lb: 1,
  lbs: 1,
  ounces: 1 / 16,
  ounce: 1 / 16,
  oz: 1 / 16,
  kilograms: 1 / 0.45359237,
  kilogram: 1 / 0.45359237,
  kg: 1 / 0.45359237,
  grams: 1 / 453.59237,
  gram: 1 / 453.59237,
  g: 1 / 453.59237,
};

/**
 * The measure in the canonical unit as the column's text (rounded to `digits`), or null when it has no
 * number, a unit we cannot convert (better no value than a wrong one), or a size past numeric(10, x).
 */
function convert(m: TMeasure | undefined, perUnit: Record<string, number>, digits: number): string | null {
  if (!m || typeof m.value !== 'number' || !Number.isFinite(m.value)) return null;
  const factor = perUnit[(m.unit ?? '').trim().toLowerCase()];
  if (factor === undefined) return null;
  const value = m.value * factor;
  return Math.abs(value) < 1e7 ? value.toFixed(digits) : null;
}

/** A length in inches (the products rows' length_in, width_in, height_in). */
export const inchesOf = (m: TMeasure | undefined) => convert(m, INCHES_PER_UNIT, 2);

/** A weight in pounds (the products rows' weight_lb). */
export const poundsOf = (m: TMeasure | undefined) => convert(m, POUNDS_PER_UNIT, 3);
