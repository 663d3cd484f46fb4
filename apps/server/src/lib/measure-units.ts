// The canonical units of stored product measurements: inches and pounds (the columns say so: *_in,
// *_lb). Amazon sends lengths and weights in the marketplace's units (inches/pounds in the US, cm/kg in
// Europe and Japan) and names them in words that differ by API: the catalogue's `unit`, the fee report's
// `unit-of-dimension`/`unit-of-weight`. Every importer converts through here.

const PER_INCH: Record<string, number> = {
  inches: 1,
  inch: 1,
  in: 1,
  centimeters: 1 / 2.54,
  centimetres: 1 / 2.54,
  centimeter: 1 / 2.54,
  cm: 1 / 2.54,
  millimeters: 1 / 25.4,
  millimetres: 1 / 25.4,
  mm: 1 / 25.4,
  meters: 1 / 0.0254,
  metres: 1 / 0.0254,
  m: 1 / 0.0254,
  feet: 12,
  foot: 12,
  ft: 12,
};

const PER_POUND: Record<string, number> = {
  pounds: 1,
  pound: 1,
  lb: 1,
  lbs: 1,
  ounces: 1 / 16,
  ounce: 1 / 16,
  oz: 1 / 16,
  kilograms: 1 / 0.453_592_37,
  kilogram: 1 / 0.453_592_37,
  kg: 1 / 0.453_592_37,
  grams: 1 / 453.592_37,
  gram: 1 / 453.592_37,
  g: 1 / 453.592_37,
};

function convert(table: Record<string, number>, value: number, unit: string | undefined, digits: number) {
  if (!Number.isFinite(value)) return null;
  // No unit named: Amazon's default for the field, the canonical one.
  const factor = unit === undefined || unit === '' ? 1 : table[unit.trim().toLowerCase()];
  if (factor === undefined) return null;
  const scale = 10 ** digits;
  return Math.round(value * factor * scale) / scale;
}

/** A length in inches (2 decimals), or null when the unit is not one we know. */
export const toInches = (value: number, unit?: string) => convert(PER_INCH, value, unit, 2);

/** A weight in pounds (3 decimals), or null when the unit is not one we know. */
export const toPounds = (value: number, unit?: string) => convert(PER_POUND, value, unit, 3);
