// What a person types into a date field, read back as the API's YYYY-MM-DD: the app's own format
// ("24 Nov 2026", spec §9's default date display; the month may be written out) or an ISO date.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoOf(year: number, month: number, day: number): string | null {
  const at = new Date(Date.UTC(year, month - 1, day));
  // 31 Feb rolls over into March: not a date.
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return at.toISOString().slice(0, 10);
}

/** "24 Nov 2026", "24 november 2026" or "2026-11-24" → "2026-11-24"; null for anything else. */
export function parseDay(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = /^(\d{1,2})\s+([a-z]{3,9})\.?,?\s+(\d{4})$/i.exec(value);
  if (!named) return null;
  const month = MONTHS.indexOf((named[2] ?? '').slice(0, 3).toLowerCase());
  return month < 0 ? null : isoOf(Number(named[3]), month + 1, Number(named[1]));
}
