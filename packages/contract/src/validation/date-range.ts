import type { z } from 'zod';

// One rule for every from/to period a caller may ask for (issue 17, M1): a period bounds the rows, day
// series and files the server builds for it, so an unbounded one (1000-01-01 to 2999-12-31) cost 46 MB
// and seconds of work. Dates before the product's data could exist, or centuries ahead, are refused too.

export const DATE_RANGE = {
  /** The earliest day a period may start on. */
  earliest: '2000-01-01',
  /** The latest day a period may end on. */
  latest: '2099-12-31',
  /** The longest period, both ends included: two years, a leap day among them. */
  maxDays: 731,
} as const;

export const DATE_RANGE_MESSAGES = {
  inverted: 'The start date must not be after the end date.',
  tooEarly: `Choose a date on or after ${DATE_RANGE.earliest}.`,
  tooLate: `Choose a date on or before ${DATE_RANGE.latest}.`,
  tooLong: 'Choose a period of at most 2 years.',
} as const;

const DAY_MS = 86_400_000;

export type TDateRangeOptions = {
  /** Whether the span is capped (periods that build series and totals); a plain filter only keeps its dates in bounds. */
  capSpan?: boolean;
  /** Where an inverted period's issue points (by default at the query as a whole). */
  invertedPath?: string[];
};

export type TDateRangeProblem = { path: string[]; message: string };

/**
 * What is wrong with a period of YYYY-MM-DD days (either end may be absent or empty), or null. Dates that are not
 * YYYY-MM-DD are left to the field's own schema.
 */
export function dateRangeProblem(
  range: { from?: string | undefined; to?: string | undefined },
  options: TDateRangeOptions = {},
): TDateRangeProblem | null {
  // An empty field (a cleared date input) is no bound.
  const from = range.from || undefined;
  const to = range.to || undefined;
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (day === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(day)) continue;
    if (day < DATE_RANGE.earliest) return { path: [field], message: DATE_RANGE_MESSAGES.tooEarly };
    if (day > DATE_RANGE.latest) return { path: [field], message: DATE_RANGE_MESSAGES.tooLate };
  }
  if (from === undefined || to === undefined) return null;
  if (from > to) return { path: options.invertedPath ?? [], message: DATE_RANGE_MESSAGES.inverted };
  if (options.capSpan !== false) {
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
    if (days > DATE_RANGE.maxDays) return { path: ['to'], message: DATE_RANGE_MESSAGES.tooLong };
  }
  return null;
}

/** The schema with the period rule of dateRangeProblem on its from and to (one issue at most). */
export function withDateRange<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: T,
  options: TDateRangeOptions = {},
) {
  return schema.superRefine((value, ctx) => {
    const problem = dateRangeProblem(value, options);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  });
}
