import { CountryFlag } from '../country-flag';

/** The marketplace's country (value_2) as its flag; nothing when the marketplace has no country. */
export function MarketFlag({ countryCode }: { countryCode: string | null }) {
  if (!countryCode) return null;
  return <CountryFlag code={countryCode} />;
}
