import type { TSellerRegion } from './sellers.ts';

export type TMarketplace = {
  id: string;
  countryCode: string;
  name: string;
  domain: string;
  currency: string;
  language: string;
  /** For review pages: "Reviewed in {country} on …". */
  countryName: string;
  region: TSellerRegion;
  /** The marketplace's local time: report dates and Ads report days are in it. */
  timeZone: string;
};

const m = (
  id: string,
  countryCode: string,
  domain: string,
  currency: string,
  language: string,
  countryName: string,
  region: TSellerRegion,
  timeZone: string,
): TMarketplace => ({
  id,
  countryCode,
  name: domain,
  domain: `www.${domain.toLowerCase()}`,
  currency,
  language,
  countryName,
  region,
  timeZone,
});

// The marketplaces a demo seller of each region participates in. The first is its home (catalogue, FBA,
// ads); every one of them has its own orders (issue 15: stores outside the home got none).
export const MARKETPLACES: readonly TMarketplace[] = [
  m('ATVPDKIKX0DER', 'US', 'Amazon.com', 'USD', 'en_US', 'the United States', 'na', 'America/Los_Angeles'),
  m('A2EUQ1WTGCTBG2', 'CA', 'Amazon.ca', 'CAD', 'en_CA', 'Canada', 'na', 'America/Los_Angeles'),
  m('A1AM78C64UM0Y8', 'MX', 'Amazon.com.mx', 'MXN', 'es_MX', 'Mexico', 'na', 'America/Los_Angeles'),
  m('A1F83G8C2ARO7P', 'GB', 'Amazon.co.uk', 'GBP', 'en_GB', 'the United Kingdom', 'eu', 'Europe/London'),
  m('A1PA6795UKMFR9', 'DE', 'Amazon.de', 'EUR', 'de_DE', 'Germany', 'eu', 'Europe/Paris'),
  m('A13V1IB3VIYZZH', 'FR', 'Amazon.fr', 'EUR', 'fr_FR', 'France', 'eu', 'Europe/Paris'),
  m('APJ6JRA9NG5V4', 'IT', 'Amazon.it', 'EUR', 'it_IT', 'Italy', 'eu', 'Europe/Rome'),
  m('A1RKKUPIHCS9HS', 'ES', 'Amazon.es', 'EUR', 'es_ES', 'Spain', 'eu', 'Europe/Madrid'),
  m('A1VC38T7YXB528', 'JP', 'Amazon.co.jp', 'JPY', 'ja_JP', 'Japan', 'fe', 'Asia/Tokyo'),
  m('A39IBJ37TRP1C6', 'AU', 'Amazon.com.au', 'AUD', 'en_AU', 'Australia', 'fe', 'Australia/Sydney'),
  m('A19VAU5U5O7RUS', 'SG', 'Amazon.sg', 'SGD', 'en_SG', 'Singapore', 'fe', 'Asia/Singapore'),
];

export function marketplacesOf(region: TSellerRegion): TMarketplace[] {
  return MARKETPLACES.filter((mp) => mp.region === region);
}

export function findMarketplace(id: string): TMarketplace | null {
  return MARKETPLACES.find((mp) => mp.id === id) ?? null;
}

/** Price scale against USD, so a yen price looks like a yen price. */
/** An amount rounded to the currency's minor unit (whole yen, cents elsewhere). */
export function roundAmount(value: number, currency: string): number {
  const scale = currency === 'JPY' ? 1 : 100;
  return Math.round(value * scale) / scale;
}

export function currencyScale(currency: string): number {
  return (
    ({ JPY: 150, MXN: 18, CAD: 1.35, AUD: 1.5, SGD: 1.35, GBP: 0.8, EUR: 0.92 } as Record<string, number>)[
      currency
    ] ?? 1
  );
}
