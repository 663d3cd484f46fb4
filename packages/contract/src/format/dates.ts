// Date displays of spec §9, dependency-free. UTC unless a time zone is passed, so server and browser
// print the same day for the same instant.

export type TDateInput = Date | string | number;
export type TDateFormatOptions = {
  /** An IANA zone such as America/Los_Angeles; an unknown zone throws a RangeError (from Intl). */
  readonly timeZone?: string;
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

type TCalendarDay = { readonly year: number; readonly month: number; readonly day: number };

/** The instant as a Date, or null when it is not a valid date. */
export function toDate(input: TDateInput): Date | null {
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Year, month (1-12) and day of the instant in the zone. Intl reports the era year (1 BC is year 1),
// so BC years are turned back into astronomical years to agree with getUTCFullYear.
function calendarDay(date: Date, timeZone: string | undefined): TCalendarDay {
  if (timeZone === undefined || timeZone === 'UTC') {
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const eraYear = Number(part('year').replace(/\D/g, ''));
  const year = part('era').startsWith('B') ? 1 - eraYear : eraYear;
  return { year, month: Number(part('month')), day: Number(part('day')) };
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

// YYYY: at least four digits; astronomical years below zero (2 BC and earlier) get a minus sign.
function yyyy(year: number): string {
  return year < 0 ? `-${String(-year).padStart(4, '0')}` : String(year).padStart(4, '0');
}

function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}

/** MM/DD/YYYY (spec's news date format); '' for an invalid date. */
export function formatNewsDate(input: TDateInput, options: TDateFormatOptions = {}): string {
  const date = toDate(input);
  if (date === null) return '';
  const { year, month, day } = calendarDay(date, options.timeZone);
  return `${pad2(month)}/${pad2(day)}/${yyyy(year)}`;
}

/** Day, short month, year, e.g. "7 Sep 2022" (spec's default date display); '' for an invalid date. */
export function formatDefaultDate(input: TDateInput, options: TDateFormatOptions = {}): string {
  const date = toDate(input);
  if (date === null) return '';
  const { year, month, day } = calendarDay(date, options.timeZone);
  return `${day} ${monthName(month).slice(0, 3)} ${yyyy(year)}`;
}

/** MMMM DD, YYYY, e.g. "September 07, 2022" (the relative-time fallback); '' for an invalid date. */
export function formatLongDate(input: TDateInput, options: TDateFormatOptions = {}): string {
  const date = toDate(input);
  if (date === null) return '';
  const { year, month, day } = calendarDay(date, options.timeZone);
  return `${monthName(month)} ${pad2(day)}, ${yyyy(year)}`;
}
