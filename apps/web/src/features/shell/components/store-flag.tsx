import { CountryFlag } from '../../../lib/country-flag';

/** The store's marketplace flag (spec §9 flag codes); an unknown code gets a globe. */
export function StoreFlag({ countryCode }: { countryCode: string | null | undefined }) {
  return <CountryFlag code={countryCode} />;
}
