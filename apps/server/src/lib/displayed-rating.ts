// Amazon shows a product's rating to one decimal ("4.3 out of 5"): what shoppers see, and what the
// rating-drop alert and every "change" compare.
export function displayedRating(average: number | string | null | undefined): number | null {
  if (average === null || average === undefined) return null;
  const value = typeof average === 'string' ? Number(average) : average;
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : null;
}
