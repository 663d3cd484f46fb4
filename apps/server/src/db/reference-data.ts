// Reference data seeded at every start (insert-if-missing, so operators' edits in System > General code
// survive restarts). Marketplace ids and Seller Central hosts are Amazon's (docs/amazon-reference.md).

export const CODE_CLASSES = {
  emailDomain: 'EMAIL_DOMAIN',
  region: 'REGION',
  marketplace: 'AMZ_MARKET_CHANNEL',
} as const;

export type TReferenceCode = {
  class: string;
  code: string;
  name: string;
  value1?: string;
  value2?: string;
  value3?: string;
  value6?: string;
  value7?: string;
  sortOrder: number;
};

// The first listed domain is the default (spec §9: gmail-type first).
const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'hotmail.com', 'yahoo.com', 'icloud.com', 'aol.com'];

export const REGIONS = ['North America', 'Europe', 'Far East'] as const;
export type TRegion = (typeof REGIONS)[number];

type TMarketplace = {
  id: string;
  country: string;
  countryCode: string;
  region: TRegion;
  sellerCentral: string;
  domain: string;
};

const MARKETPLACES: TMarketplace[] = [
  {
    id: 'ATVPDKIKX0DER',
    country: 'United States',
    countryCode: 'us',
    region: 'North America',
    sellerCentral: 'https://sellercentral.amazon.com',
    domain: 'amazon.com',
  },
  {
    id: 'A2EUQ1WTGCTBG2',
    country: 'Canada',
    countryCode: 'ca',
    region: 'North America',
    sellerCentral: 'https://sellercentral.amazon.ca',
    domain: 'amazon.ca',
  },
  {
    id: 'A1AM78C64UM0Y8',
    country: 'Mexico',
    countryCode: 'mx',
    region: 'North America',
    sellerCentral: 'https://sellercentral.amazon.com.mx',
    domain: 'amazon.com.mx',
  },
  {
    id: 'A2Q3Y263D00KWC',
    country: 'Brazil',
    countryCode: 'br',
    region: 'North America',
    sellerCentral: 'https://sellercentral.amazon.com.br',
    domain: 'amazon.com.br',
  },
  {
    id: 'A1F83G8C2ARO7P',
    country: 'United Kingdom',
    countryCode: 'uk',
    region: 'Europe',
    sellerCentral: 'https://sellercentral-europe.amazon.com',
    domain: 'amazon.co.uk',
  },
  {
    id: 'A1PA6795UKMFR9',
    country: 'Germany',
    countryCode: 'de',
    region: 'Europe',
    sellerCentral: 'https://sellercentral-europe.amazon.com',
    domain: 'amazon.de',
  },
  {
    id: 'A13V1IB3VIYZZH',
    country: 'France',
    countryCode: 'fr',
    region: 'Europe',
    sellerCentral: 'https://sellercentral-europe.amazon.com',
    domain: 'amazon.fr',
  },
  {
    id: 'APJ6JRA9NG5V4',
    country: 'Italy',
    countryCode: 'it',
    region: 'Europe',
    sellerCentral: 'https://sellercentral-europe.amazon.com',
    domain: 'amazon.it',
  },
  {
    id: 'A1RKKUPIHCS9HS',
    country: 'Spain',
    countryCode: 'es',
    region: 'Europe',
    sellerCentral: 'https://sellercentral-europe.amazon.com',
    domain: 'amazon.es',
  },
  {
    id: 'A1805IZSGTT6HS',
    country: 'Netherlands',
    countryCode: 'nl',
    region: 'Europe',
    sellerCentral: 'https://sellercentral.amazon.nl',
    domain: 'amazon.nl',
  },
  {
    id: 'A2NODRKZP88ZB9',
    country: 'Sweden',
    countryCode: 'se',
    region: 'Europe',
    sellerCentral: 'https://sellercentral.amazon.se',
    domain: 'amazon.se',
  },
  {
    id: 'A1C3SOZRARQ6R3',
    country: 'Poland',
    countryCode: 'pl',
    region: 'Europe',
    sellerCentral: 'https://sellercentral.amazon.pl',
    domain: 'amazon.pl',
  },
  {
    id: 'AMEN7PMS3EDWL',
    country: 'Belgium',
    countryCode: 'be',
    region: 'Europe',
    sellerCentral: 'https://sellercentral.amazon.com.be',
    domain: 'amazon.com.be',
  },
  {
    id: 'A33AVAJ2PDY3EV',
    country: 'Turkey',
    countryCode: 'tr',
    region: 'Europe',
    sellerCentral: 'https://sellercentral.amazon.com.tr',
    domain: 'amazon.com.tr',
  },
  {
    id: 'A2VIGQ35RCS4UG',
    country: 'United Arab Emirates',
    countryCode: 'ae',
    region: 'Europe',
    sellerCentral: 'https://sellercentral.amazon.ae',
    domain: 'amazon.ae',
  },
  {
    id: 'A17E79C6D8DWNP',
    country: 'Saudi Arabia',
    countryCode: 'sa',
    region: 'Europe',
    sellerCentral: 'https://sellercentral.amazon.sa',
    domain: 'amazon.sa',
  },
  {
    id: 'ARBP9OOSHTCHU',
    country: 'Egypt',
    countryCode: 'eg',
    region: 'Europe',
    sellerCentral: 'https://sellercentral.amazon.eg',
    domain: 'amazon.eg',
  },
  {
    id: 'A21TJRUUN4KGV',
    country: 'India',
    countryCode: 'in',
    region: 'Europe',
    sellerCentral: 'https://sellercentral.amazon.in',
    domain: 'amazon.in',
  },
  {
    id: 'A1VC38T7YXB528',
    country: 'Japan',
    countryCode: 'jp',
    region: 'Far East',
    sellerCentral: 'https://sellercentral.amazon.co.jp',
    domain: 'amazon.co.jp',
  },
  {
    id: 'A39IBJ37TRP1C6',
    country: 'Australia',
    countryCode: 'au',
    region: 'Far East',
    sellerCentral: 'https://sellercentral.amazon.com.au',
    domain: 'amazon.com.au',
  },
  {
    id: 'A19VAU5U5O7RUS',
    country: 'Singapore',
    countryCode: 'sg',
    region: 'Far East',
    sellerCentral: 'https://sellercentral.amazon.sg',
    domain: 'amazon.sg',
  },
];

/** Every marketplace id Amazon lists, in the code list's order. */
export function amazonMarketplaceIds(): string[] {
  return MARKETPLACES.map((m) => m.id);
}

/** The region and storefront domain of a marketplace Amazon lists; null for one it does not. */
export function marketplaceFacts(
  marketplaceId: string,
): { region: TRegion; domain: string; country: string; sellerCentral: string } | null {
  const m = MARKETPLACES.find((mp) => mp.id === marketplaceId);
  return m
    ? { region: m.region, domain: m.domain, country: m.country, sellerCentral: m.sellerCentral }
    : null;
}

export function referenceCodes(): TReferenceCode[] {
  return [
    ...EMAIL_DOMAINS.map((domain, i) => ({
      class: CODE_CLASSES.emailDomain,
      code: domain,
      name: domain,
      value3: domain,
      sortOrder: i,
    })),
    ...REGIONS.map((region, i) => ({ class: CODE_CLASSES.region, code: region, name: region, sortOrder: i })),
    ...MARKETPLACES.map((m, i) => ({
      class: CODE_CLASSES.marketplace,
      code: m.id,
      name: m.country,
      value1: m.region,
      value2: m.countryCode,
      value6: m.sellerCentral,
      value7: m.domain,
      sortOrder: i,
    })),
  ];
}
