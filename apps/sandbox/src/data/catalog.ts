import { currencyScale, roundAmount } from '../marketplaces.ts';
import { rngFor, type TRng } from '../prng.ts';
import type { TSellerProfile } from './seller-profile.ts';

export type TDimensions = { length: number; width: number; height: number; weight: number };

export type TProduct = {
  index: number;
  asin: string;
  sku: string;
  /** FBA label id; null for merchant-fulfilled listings. */
  fnsku: string | null;
  channel: 'AFN' | 'MFN';
  title: string;
  brand: string;
  noun: string;
  category: TCategory;
  price: number;
  currency: string;
  color: string;
  size: string | null;
  /** "Color: Blue | Size: Large" strings a reviewer may have bought. */
  variants: string[];
  /** Inches and pounds, as measured by the seller. */
  dimensions: TDimensions;
  ean: string;
  modelNumber: string;
  /** Relative share of the seller's sales. */
  popularity: number;
  launchDay: number;
  /** Mean star rating buyers give; `dip` is a stretch of days with a bad batch. */
  quality: number;
  dip: { fromDay: number; toDay: number; drop: number } | null;
  returnRate: number;
  fulfillmentCenter: string;
  bullets: string[];
};

export type TCategory = {
  key: string;
  productType: string;
  displayGroup: string;
  displayName: string;
  nouns: string[];
  price: [number, number];
  size: [number, number];
  weight: [number, number];
  sized: boolean;
};

const list = (text: string) => text.split('|').map((s) => s.trim());

// Word banks per category; dimensions in inches, weights in pounds, prices in USD. The order is the
// draw order of the seeded catalogue: a new category goes last.
// key, product type, display group (before `_display_on_website`), display name, price, longest side,
// weight, sold in sizes.
type TRange = [number, number];
type TCategoryRow = [string, string, string, string, TRange, TRange, TRange, boolean];
const CATEGORY_ROWS: TCategoryRow[] = [
  ['kitchen', 'KITCHEN', 'kitchen', 'Kitchen & Dining', [9, 49], [4, 16], [0.2, 3], false],
  ['pet', 'PET_SUPPLIES', 'pet_products', 'Pet Supplies', [8, 59], [3, 30], [0.1, 8], true],
  ['fitness', 'SPORTING_GOODS', 'sporting_goods', 'Sports & Outdoors', [10, 69], [4, 26], [0.2, 6], false],
  ['home', 'HOME', 'home', 'Home & Kitchen', [12, 79], [6, 40], [0.3, 9], true],
  ['tech', 'ELECTRONIC_ADAPTER', 'pc', 'Electronics', [7, 45], [2, 15], [0.05, 2], false],
  ['baby', 'BABY_PRODUCT', 'baby_product', 'Baby', [9, 39], [4, 20], [0.1, 3], false],
  ['garden', 'OUTDOOR_LIVING', 'lawn_and_garden', 'Patio, Lawn & Garden', [8, 89], [4, 48], [0.2, 22], false],
];
const NOUNS: Record<string, string> = {
  kitchen:
    'Silicone Spatula Set|Mixing Bowls|Knife Sharpener|Bamboo Cutting Board|Pour Over Coffee Maker|Herb Scissors|Measuring Cups|Oil Sprayer',
  pet: 'Dog Chew Toy|Cat Scratching Post|Slow Feeder Bowl|Pet Grooming Brush|Dog Harness|Collapsible Water Bowl|Cat Tunnel',
  fitness: 'Resistance Bands|Yoga Mat|Jump Rope|Foam Roller|Grip Strengthener|Ankle Weights|Water Bottle',
  home: 'Throw Pillow Covers|Drawer Organizer|Shower Caddy|Blackout Curtains|Storage Baskets|Door Draft Stopper|Bath Mat',
  tech: 'USB C Cable|Phone Stand|Wireless Charger|Laptop Sleeve|Cable Organizer|Webcam Cover|Power Strip',
  baby: 'Silicone Bib Set|Teething Toy|Stroller Organizer|Muslin Swaddle Blankets|Bottle Drying Rack|Baby Bath Thermometer',
  garden:
    'Garden Kneeler|Plant Labels|Hose Nozzle|Pruning Shears|Self Watering Spikes|Bird Feeder|Raised Garden Bed',
};
const CATEGORIES: readonly TCategory[] = CATEGORY_ROWS.map(
  ([key, productType, group, displayName, price, size, weight, sized]) => ({
    key,
    productType,
    displayGroup: `${group}_display_on_website`,
    displayName,
    nouns: list(NOUNS[key] ?? ''),
    price,
    size,
    weight,
    sized,
  }),
);

const COLORS = list('Black|White|Gray|Navy Blue|Sage Green|Blush Pink|Charcoal|Beige|Teal|Red');
const SIZES = list('Small|Medium|Large|X-Large');
const DESCRIPTORS = list(
  'Premium|Heavy Duty|Eco-Friendly|Compact|Professional|Non-Slip|Reusable|Ultra Soft|Adjustable|Portable',
);
const FEATURES = list(
  'BPA Free|Dishwasher Safe|Easy to Clean|Gift Ready|Lifetime Warranty|Space Saving|Travel Friendly|Odor Resistant',
);
const FC_CODES = list('PHX7|ONT8|BFI4|MDW2|CLT2|TPA1|SBD1|FTW1|ABE8|MQJ1');
const ASIN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

function dimensionsFor(category: TCategory, rng: TRng): TDimensions {
  const longest = rng.float(category.size[0], category.size[1]);
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    length: round(longest),
    width: round(longest * rng.float(0.3, 0.9)),
    height: round(Math.max(0.3, longest * rng.float(0.05, 0.5))),
    weight: round(rng.float(category.weight[0], category.weight[1])),
  };
}

function eanCheckDigit(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export function generateCatalog(profile: TSellerProfile): TProduct[] {
  const rng = rngFor('catalog', profile.sellingPartnerId);
  const scale = currencyScale(profile.home.currency);
  const seen = new Set<string>();
  const products: TProduct[] = [];
  for (let index = 0; index < profile.asinCount; index++) {
    const category = rng.pick(CATEGORIES);
    const brand = rng.pick(profile.brands);
    const noun = rng.pick(category.nouns);
    const color = rng.pick(COLORS);
    const size = category.sized ? rng.pick(SIZES) : null;
    let asin = `B0${rng.alnum(8, ASIN_ALPHABET)}`;
    while (seen.has(asin)) asin = `B0${rng.alnum(8, ASIN_ALPHABET)}`;
    seen.add(asin);
    const channel = rng.chance(profile.afnShare) ? 'AFN' : 'MFN';
    const basePrice = rng.float(category.price[0], category.price[1]) * scale;
    const price =
      profile.home.currency === 'JPY' ? Math.round(basePrice / 10) * 10 : Math.floor(basePrice) + 0.99;
    const variantColors = [color, ...Array.from({ length: rng.int(0, 3) }, () => rng.pick(COLORS))];
    const variants = [...new Set(variantColors)].flatMap((c) =>
      size ? SIZES.slice(0, rng.int(2, 4)).map((s) => `Color: ${c} | Size: ${s}`) : [`Color: ${c}`],
    );
    const launchDay =
      profile.startDay + (index < profile.asinCount * 0.6 ? rng.int(0, 30) : rng.int(30, 420));
    const dipStart = launchDay + rng.int(90, 700);
    products.push({
      index,
      asin,
      sku: `${brand.slice(0, 3).toUpperCase()}-${category.key.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(4, '0')}${size ? `-${size[0]}` : ''}`,
      fnsku: channel === 'AFN' ? `X00${rng.alnum(7)}` : null,
      channel,
      title: `${brand} ${rng.pick(DESCRIPTORS)} ${noun}${size ? `, ${size}` : ''} - ${rng.pick(FEATURES)}, ${color}`,
      brand,
      noun,
      category,
      price,
      currency: profile.home.currency,
      color,
      size,
      variants,
      dimensions: dimensionsFor(category, rng),
      ean: ((twelve) => twelve + eanCheckDigit(twelve))(`0${rng.digits(11)}`),
      modelNumber: `${brand.slice(0, 2).toUpperCase()}${rng.digits(4)}`,
      // Zipf-like: a few best sellers carry most of the volume, as on every real account.
      popularity: 1 / (index + 1) ** 0.9,
      launchDay,
      quality: rng.float(3.5, 4.8),
      dip: rng.chance(0.15)
        ? { fromDay: dipStart, toDay: dipStart + rng.int(30, 90), drop: rng.float(0.8, 1.6) }
        : null,
      returnRate: rng.float(0.02, 0.1),
      fulfillmentCenter: rng.pick(FC_CODES),
      bullets: [
        `${rng.pick(DESCRIPTORS).toUpperCase()} DESIGN: a ${noun.toLowerCase()} built for everyday use.`,
        `${rng.pick(FEATURES).toUpperCase()}: made from durable, tested materials.`,
        `WHAT YOU GET: one ${noun.toLowerCase()} in ${color.toLowerCase()}, and friendly support from ${brand}.`,
      ],
    });
  }
  return products;
}

// Amazon's US size tiers and fulfilment fees (rate card of 5 February 2024, unchanged for 2025;
// non-apparel, $10–$50). The server's reimbursement audit has the same card
// (apps/server/src/modules/reimburse/audit/size-tiers.ts): both must agree on what a unit costs.
const sidesOf = (d: TDimensions) =>
  [d.length, d.width, d.height].sort((a, b) => b - a) as [number, number, number];

/** The size tier of a unit (sides in inches, unit weight in pounds). */
export function sizeTier(d: TDimensions): string {
  const [longest, median, shortest] = sidesOf(d);
  if (longest <= 15 && median <= 12 && shortest <= 0.75 && d.weight <= 1) return 'Small standard-size';
  if (longest <= 18 && median <= 14 && shortest <= 8 && d.weight <= 20) return 'Large standard-size';
  if (
    longest <= 59 &&
    median <= 33 &&
    shortest <= 33 &&
    longest + 2 * (median + shortest) <= 130 &&
    d.weight <= 50
  )
    return 'Large bulky';
  if (d.weight <= 50) return 'Extra-large 0 to 50 lb';
  if (d.weight <= 70) return 'Extra-large 50 to 70 lb';
  if (d.weight <= 150) return 'Extra-large 70 to 150 lb';
  return 'Extra-large 150 lb and above';
}

/** The weight the fee is charged on: the unit weight, or the dimensional weight (÷139) when larger. */
export function feeWeight(d: TDimensions): number {
  const tier = sizeTier(d);
  if (tier === 'Small standard-size' || tier === 'Extra-large 150 lb and above') return d.weight;
  const [longest, median, shortest] = sidesOf(d);
  const bulky = tier !== 'Large standard-size';
  const w = bulky ? Math.max(2, median) : median;
  const h = bulky ? Math.max(2, shortest) : shortest;
  return Math.max(d.weight, (longest * w * h) / 139);
}

// The standard tiers' fees by weight step (up to 2, 4, … ounces for small; 4, 8, … for large).
const steps = (ounces: number, fees: number[]): [number, number][] =>
  fees.map((fee, i) => [(i + 1) * ounces, fee]);
const SMALL_STEPS = steps(2, [3.06, 3.15, 3.24, 3.33, 3.43, 3.53, 3.6, 3.65]);
const LARGE_STEPS = steps(4, [3.68, 3.9, 4.15, 4.55, 4.99, 5.37, 5.52, 5.77, 5.87, 6.05, 6.21, 6.62]);
const OVER: Record<string, [number, number, number, number]> = {
  // base, from pounds, per increment, increment in pounds
  'Large standard-size': [6.92, 3, 0.08, 0.25],
  'Large bulky': [9.61, 1, 0.38, 1],
  'Extra-large 0 to 50 lb': [26.33, 1, 0.38, 1],
  'Extra-large 50 to 70 lb': [40.12, 51, 0.75, 1],
  'Extra-large 70 to 150 lb': [54.81, 71, 0.75, 1],
  'Extra-large 150 lb and above': [194.95, 151, 0.19, 1],
};

/** Fulfilment fee per unit in USD for a unit's measures (its tier and fee weight). */
export function fulfilmentFee(d: TDimensions): number {
  const tier = sizeTier(d);
  const weight = feeWeight(d);
  const ounces = weight * 16;
  const steps =
    tier === 'Small standard-size' ? SMALL_STEPS : tier === 'Large standard-size' ? LARGE_STEPS : [];
  const step = steps.find(([max]) => ounces <= max + 1e-9);
  if (step) return step[1];
  const [base, from, per, increment] = OVER[tier] ?? [0, 0, 0, 1];
  const above = Math.max(0, weight - from);
  return Math.round((base + Math.ceil(above / increment - 1e-9) * per) * 100) / 100;
}

/** The fulfilment fee in the marketplace's currency (the US card's dollars at the sandbox's rate). */
export function localFulfilmentFee(d: TDimensions, currency: string): number {
  return roundAmount(fulfilmentFee(d) * currencyScale(currency), currency);
}
