// History from day one (issue 25): a store connected today has one snapshot per ASIN, but its reviews go
// back to the product's first. The rating Amazon showed on a day before the first snapshot is rebuilt from
// the reviews dated up to that day, with the star-only ratings (the page's count holds them, no review
// shows them) assumed to arrive alongside the reviews.
//
// How: each star's reviews are scaled by one factor w(s) = e^(β·(s−3)) (one β per ASIN), fitted so the
// scaled distribution of the reviews up to the first snapshot has exactly that snapshot's average; a
// common factor then makes its size the snapshot's ratings count. β > 0 says the star-only raters are
// kinder than the writers of reviews, as on Amazon. When no β reaches the snapshot (every review has the
// same stars, or the snapshot lies outside their range) the rest is closed by shifting every day alike,
// so the reconstructed line always meets the first real point.

/** Reviews per star, index 0 = 1 star … index 4 = 5 stars. */
export type TStarTally = [number, number, number, number, number];

export type TReconstruction = { weights: TStarTally; scale: number; shift: number };

const BETA_LIMIT = 8;
const STEPS = 60;
const HALF_NUDGE = 1e-6;

export function emptyTally(): TStarTally {
  return [0, 0, 0, 0, 0];
}

function weighted(tally: TStarTally, weights: TStarTally): { size: number; sum: number } {
  let size = 0;
  let sum = 0;
  for (let i = 0; i < 5; i++) {
    const n = (tally[i] ?? 0) * (weights[i] ?? 0);
    size += n;
    sum += n * (i + 1);
  }
  return { size, sum };
}

function tilt(beta: number): TStarTally {
  return [-2, -1, 0, 1, 2].map((d) => Math.exp(beta * d)) as TStarTally;
}

/**
 * The scaling that turns the reviews dated up to the first snapshot (`reviews`) into that snapshot
 * (`anchor`); null when nothing can be rebuilt (no review by then, or a page showing no rating).
 */
export function fitReconstruction(
  anchor: { average: number; count: number },
  reviews: TStarTally,
): TReconstruction | null {
  if (anchor.count <= 0 || !(anchor.average >= 1 && anchor.average <= 5)) return null;
  if (reviews.reduce((a, b) => a + b, 0) <= 0) return null;
  const averageAt = (beta: number) => {
    const { size, sum } = weighted(reviews, tilt(beta));
    return sum / size;
  };
  // The tilted average grows with β: bisect for the anchor's average, clamped to the reachable range.
  let lo = -BETA_LIMIT;
  let hi = BETA_LIMIT;
  for (let step = 0; step < STEPS; step++) {
    const mid = (lo + hi) / 2;
    if (averageAt(mid) < anchor.average) lo = mid;
    else hi = mid;
  }
  const weights = tilt((lo + hi) / 2);
  const { size, sum } = weighted(reviews, weights);
  return { weights, scale: anchor.count / size, shift: anchor.average - sum / size };
}

/** The rating reconstructed for a day from the reviews dated up to it; null before the first review. */
export function reconstructAt(
  fit: TReconstruction,
  tally: TStarTally,
): { average: number; count: number } | null {
  const { size, sum } = weighted(tally, fit.weights);
  if (size <= 0) return null;
  const average = Math.min(5, Math.max(1, sum / size + fit.shift));
  // Stored like a snapshot: two decimals (what the page's average is read to), a whole count. The fit's
  // float error (weights of 0.9999999 where the reviews needed no scaling) must not flip a half down.
  return {
    average: Math.round(average * 100 + HALF_NUDGE) / 100,
    count: Math.max(1, Math.round(size * fit.scale + HALF_NUDGE)),
  };
}
