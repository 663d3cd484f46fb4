// Made-up brands drawn for the side panel: no real company's name or trademark.

export interface TClientLogo {
  name: string;
  /** The mark, drawn in a 32×32 box. */
  mark: string;
}

export const CLIENT_LOGOS: readonly TClientLogo[] = [
  { name: 'Northwind Goods', mark: 'M16 3 20 16 16 29 12 16Z M3 16h26' },
  { name: 'Cedar & Pine', mark: 'M16 3 26 18H20L27 27H5L12 18H6Z' },
  { name: 'Bluehaven Home', mark: 'M4 15 16 5l12 10v13H20v-8h-8v8H4Z' },
  {
    name: 'Tidepool Pets',
    mark: 'M3 18c4-5 8-5 13 0s9 5 13 0v7c-4 5-9 5-13 0s-9-5-13 0Z M16 4a5 5 0 1 1 0 10a5 5 0 1 1 0-10Z',
  },
  { name: 'Lumen Kitchen', mark: 'M16 9a7 7 0 1 1 0 14a7 7 0 1 1 0-14Z M16 2v4 M16 26v4 M2 16h4 M26 16h4' },
  { name: 'Peakform Outdoors', mark: 'M2 27 12 9l6 10 4-6 8 14Z' },
];

export function ClientLogo({ logo }: { logo: TClientLogo }) {
  return (
    <svg viewBox="0 0 190 32" height="28" role="img" aria-label={logo.name} style={{ maxWidth: '100%' }}>
      <path
        d={logo.mark}
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <text x="40" y="22" fill="currentColor" fontSize="15" fontWeight="700" letterSpacing="-0.2">
        {logo.name}
      </text>
    </svg>
  );
}
