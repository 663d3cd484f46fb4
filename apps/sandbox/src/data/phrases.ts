// The phrase bank reviews are written from: titles and sentences by sentiment, with {noun} standing
// for the product ("this {noun}" → "this yoga mat"). Enough variety that no two pages read alike.
const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((s) => s.trim());

export const TITLES: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: lines(`
    Exactly what I needed
    Love it!
    Best {noun} I've owned
    Five stars, would buy again
    Great quality for the price
    Exceeded my expectations
    Perfect gift
    Works like a charm
    So glad I bought this
    Highly recommend`),
  4: lines(`
    Very good, one small issue
    Solid {noun}
    Good value
    Does the job well
    Nice, but could be better
    Pretty happy with it
    Almost perfect`),
  3: lines(`
    It's okay
    Average at best
    Decent but not great
    Mixed feelings
    Does what it says, nothing more
    Fine for the price`),
  2: lines(`
    Disappointed
    Not as described
    Cheaply made
    Expected more
    Started falling apart`),
  1: lines(`
    Broke after a week
    Do not buy
    Waste of money
    Arrived damaged
    Completely useless
    Returned it`),
};

const POSITIVE = lines(`
  I've been using this {noun} every day for a few weeks now and it still looks brand new.
  The quality is much better than I expected at this price.
  It arrived quickly and was well packaged.
  My whole family loves this {noun}.
  Setup took less than five minutes.
  It feels sturdy and well made.
  The color is exactly as pictured.
  I bought a second one as a gift.
  Customer service answered my question within a day.
  It replaced a much more expensive {noun} I had before.
  Easy to clean and easy to store.
  The size is perfect for a small apartment.`);
const MIXED = lines(`
  It works, but the instructions were confusing.
  The material is a little thinner than I hoped.
  For the price it is fine, just don't expect premium quality.
  It smelled a bit plastic for the first couple of days.
  The color is slightly different from the photos.
  Shipping took longer than promised.
  It does the job, although it is smaller than I expected.
  One of the parts was a bit loose but still usable.`);
const NEGATIVE = lines(`
  It stopped working after about a week.
  The stitching came apart the first time I used it.
  It arrived with a crack in it.
  Nothing like the pictures in the listing.
  The {noun} feels cheap and flimsy.
  I contacted the seller and never heard back.
  It was clearly used and repackaged.
  Way too small, the measurements in the listing are wrong.
  I had to return it.`);
const CLOSERS = lines(`
  Would recommend.
  Overall, happy with the purchase.
  I will update this review if anything changes.
  Worth it.
  Can't beat it for the price.
  Not sure I would buy again.
  Save your money.`);

export function sentencesFor(stars: number): { pool: string[]; closers: string[] } {
  if (stars >= 4)
    return {
      pool: stars === 5 ? POSITIVE : [...POSITIVE, ...MIXED.slice(0, 3)],
      closers: CLOSERS.slice(0, 5),
    };
  if (stars === 3) return { pool: [...MIXED, ...POSITIVE.slice(0, 3)], closers: CLOSERS.slice(2, 6) };
  return { pool: NEGATIVE, closers: CLOSERS.slice(5) };
}

export const FIRST_NAMES = lines(`
  Jennifer Michael Sarah David Jessica Chris Amanda Brian Emily Kevin Laura Jason Megan Ryan Rachel
  Daniel Ashley Matthew Nicole Andrew Olivia Ethan Sophia Noah Ava Liam Mia Lucas Grace Henry`)
  .join(' ')
  .split(/\s+/);
