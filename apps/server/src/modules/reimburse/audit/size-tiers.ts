// Amazon's US FBA size tiers and fulfilment fees (rate card of 5 February 2024, unchanged for 2025;
// non-apparel, non-dangerous goods priced $10–$50) as data, so the fee-overcharge audit computes what a
// unit should cost from its true dimensions. Lengths in inches, weights in pounds, fees in US dollars.
// The sandbox's rate card (apps/sandbox/src/data/catalog.ts) carries the same figures.

export type TMeasures = { length: number; width: number; height: number; weight: number };

export type TSizeTier = {
  name: string;
  /** Longest, median and shortest side, and length + girth; null = no limit. */
  maxLongest: number | null;
  maxMedian: number | null;
  maxShortest: number | null;
  maxLengthGirth: number | null;
  maxWeight: number | null;
  /** Whether the fee weight is the greater of unit and dimensional weight (else unit weight). */
  dimensionalWeight: boolean;
  /** Fee by fee-weight steps (inclusive upper bound, fee); beyond the last step `over` applies. */
  steps: readonly (readonly [number, number])[];
  /** Above the steps: base + per started increment of fee weight above `fromWeight`. */
  over: { base: number; fromWeight: number; perIncrement: number; increment: number } | null;
};

const oz = (n: number) => n / 16;

export const US_SIZE_TIERS: readonly TSizeTier[] = [
  {
    name: 'Small standard-size',
    maxLongest: 15,
    maxMedian: 12,
    maxShortest: 0.75,
    maxLengthGirth: null,
    maxWeight: 1,
    dimensionalWeight: false,
    steps: [
      [oz(2), 3.06],
      [oz(4), 3.15],
      [oz(6), 3.24],
      [oz(8), 3.33],
      [oz(10), 3.43],
      [oz(12), 3.53],
      [oz(14), 3.6],
      [oz(16), 3.65],
    ],
    over: null,
  },
  {
    name: 'Large standard-size',
    maxLongest: 18,
    maxMedian: 14,
    maxShortest: 8,
    maxLengthGirth: null,
    maxWeight: 20,
    dimensionalWeight: true,
    steps: [
      [oz(4), 3.68],
      [oz(8), 3.9],
      [oz(12), 4.15],
      [oz(16), 4.55],
      [1.25, 4.99],
      [1.5, 5.37],
      [1.75, 5.52],
      [2, 5.77],
      [2.25, 5.87],
      [2.5, 6.05],
      [2.75, 6.21],
      [3, 6.62],
    ],
    // $6.92 + $0.08 per 4 oz above the first 3 lb.
    over: { base: 6.92, fromWeight: 3, perIncrement: 0.08, increment: 0.25 },
  },
  {
    name: 'Large bulky',
    maxLongest: 59,
    maxMedian: 33,
    maxShortest: 33,
    maxLengthGirth: 130,
    maxWeight: 50,
    dimensionalWeight: true,
    steps: [],
    over: { base: 9.61, fromWeight: 1, perIncrement: 0.38, increment: 1 },
  },
  {
    name: 'Extra-large 0 to 50 lb',
    maxLongest: null,
    maxMedian: null,
    maxShortest: null,
    maxLengthGirth: null,
    maxWeight: 50,
    dimensionalWeight: true,
    steps: [],
    over: { base: 26.33, fromWeight: 1, perIncrement: 0.38, increment: 1 },
  },
  {
    name: 'Extra-large 50 to 70 lb',
    maxLongest: null,
    maxMedian: null,
    maxShortest: null,
    maxLengthGirth: null,
    maxWeight: 70,
    dimensionalWeight: true,
    steps: [],
    over: { base: 40.12, fromWeight: 51, perIncrement: 0.75, increment: 1 },
  },
  {
    name: 'Extra-large 70 to 150 lb',
    maxLongest: null,
    maxMedian: null,
    maxShortest: null,
    maxLengthGirth: null,
    maxWeight: 150,
    dimensionalWeight: true,
    steps: [],
    over: { base: 54.81, fromWeight: 71, perIncrement: 0.75, increment: 1 },
  },
  {
    name: 'Extra-large 150 lb and above',
    maxLongest: null,
    maxMedian: null,
    maxShortest: null,
    maxLengthGirth: null,
    maxWeight: null,
    dimensionalWeight: false,
    steps: [],
    over: { base: 194.95, fromWeight: 151, perIncrement: 0.19, increment: 1 },
  },
];

/** Amazon's dimensional weight divisor (cubic inches per pound). */
export const DIM_WEIGHT_DIVISOR = 139;

const within = (value: number, max: number | null) => max === null || value <= max;

function sides(m: TMeasures): [number, number, number] {
  return [m.length, m.width, m.height].sort((a, b) => b - a) as [number, number, number];
}

export function sizeTierOf(m: TMeasures): TSizeTier {
  const [longest, median, shortest] = sides(m);
  const lengthGirth = longest + 2 * (median + shortest);
  const tier = US_SIZE_TIERS.find(
    (t) =>
      within(longest, t.maxLongest) &&
      within(median, t.maxMedian) &&
      within(shortest, t.maxShortest) &&
      within(lengthGirth, t.maxLengthGirth) &&
      within(m.weight, t.maxWeight),
  );
  // The last tier has no limits, so one always matches.
  return tier ?? (US_SIZE_TIERS[US_SIZE_TIERS.length - 1] as TSizeTier);
}

/** The weight the fee is charged on: unit weight, or dimensional weight when larger (most tiers). */
export function feeWeight(tier: TSizeTier, m: TMeasures): number {
  if (!tier.dimensionalWeight) return m.weight;
  const [longest, median, shortest] = sides(m);
  // Bulky and extra-large units count at least 2 inches of width and height.
  const bulky = tier.maxLengthGirth !== null || tier.maxLongest === null;
  const w = bulky ? Math.max(2, median) : median;
  const h = bulky ? Math.max(2, shortest) : shortest;
  return Math.max(m.weight, (longest * w * h) / DIM_WEIGHT_DIVISOR);
}

/** The FBA fulfilment fee per unit in US dollars for a unit of these measures, with its tier. */
export function fulfilmentFeeOf(m: TMeasures): { tier: string; feeWeight: number; fee: number } {
  const tier = sizeTierOf(m);
  const weight = feeWeight(tier, m);
  const step = tier.steps.find(([max]) => weight <= max + 1e-9);
  let fee: number;
  if (step) fee = step[1];
  else if (tier.over) {
    const above = Math.max(0, weight - tier.over.fromWeight);
    fee = tier.over.base + Math.ceil(above / tier.over.increment - 1e-9) * tier.over.perIncrement;
  } else fee = tier.steps[tier.steps.length - 1]?.[1] ?? 0;
  return { tier: tier.name, feeWeight: Math.round(weight * 1000) / 1000, fee: Math.round(fee * 100) / 100 };
}
