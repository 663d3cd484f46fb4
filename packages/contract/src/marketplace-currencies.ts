// The currency each Amazon marketplace settles in, and how many minor units its money has (the yen has
// none). The reimbursement audit values every finding in the store's marketplace currency (issue 19);
// amounts are integer minor units (spec §9 symbols on screen).
export const MARKETPLACE_CURRENCIES: Readonly<Record<string, string>> = {
  ATVPDKIKX0DER: 'USD', // United States
  A2EUQ1WTGCTBG2: 'CAD', // Canada
  A1AM78C64UM0Y8: 'MXN', // Mexico
  A2Q3Y263D00KWC: 'BRL', // Brazil
  A1F83G8C2ARO7P: 'GBP', // United Kingdom
  A1PA6795UKMFR9: 'EUR', // Germany
  A13V1IB3VIYZZH: 'EUR', // France
  APJ6JRA9NG5V4: 'EUR', // Italy
  A1RKKUPIHCS9HS: 'EUR', // Spain
  A1805IZSGTT6HS: 'EUR', // Netherlands
  A2NODRKZP88ZB9: 'SEK', // Sweden
  A1C3SOZRARQ6R3: 'PLN', // Poland
  AMEN7PMS3EDWL: 'EUR', // Belgium
  A33AVAJ2PDY3EV: 'TRY', // Turkey
  A2VIGQ35RCS4UG: 'AED', // United Arab Emirates
  A17E79C6D8DWNP: 'SAR', // Saudi Arabia
  ARBP9OOSHTCHU: 'EGP', // Egypt
  A21TJRUUN4KGV: 'INR', // India
  A1VC38T7YXB528: 'JPY', // Japan
  A39IBJ37TRP1C6: 'AUD', // Australia
  A19VAU5U5O7RUS: 'SGD', // Singapore
};

/** Currencies without minor units (ISO 4217 exponent 0) among those Amazon settles in. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'CLP', 'VND']);

/** The marketplace's currency; an unknown marketplace gets USD (the app's historical default). */
export function marketplaceCurrency(marketplaceId: string | null | undefined): string {
  return (marketplaceId && MARKETPLACE_CURRENCIES[marketplaceId]) || 'USD';
}

/** Minor units per major unit: 100 for cents, 1 for the yen. */
export function minorUnitsPerMajor(currency: string): number {
  return ZERO_DECIMAL.has(currency) ? 1 : 100;
}

/** A decimal amount in major units (as Amazon's reports give it) in integer minor units. */
export function toMinorUnits(amount: number | string, currency: string): number {
  return Math.round(Number(amount) * minorUnitsPerMajor(currency));
}
