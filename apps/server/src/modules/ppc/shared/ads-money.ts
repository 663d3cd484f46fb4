// Money of the Ads profile's currency: minor units per major unit, and amounts in reason texts.

/** Minor units per major unit of a currency (Amazon's marketplaces: yen has none). */
export function minorFactor(currency: string | null | undefined): number {
  return currency === 'JPY' ? 1 : 100;
}

/** A minor-unit amount as major units for a reason text ("0.45"). */
export function formatMinor(minor: number, currency: string | null | undefined): string {
  const f = minorFactor(currency);
  return f === 1 ? String(Math.round(minor)) : (minor / f).toFixed(2);
}
