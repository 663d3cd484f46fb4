// The server sends the token expiry in UTC, sometimes without a zone designator ("2025-01-31 10:00:00");
// Date.parse would read that as local time, so such strings get an explicit "Z".
const NAIVE_DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

export function parseUtcDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return new Date(Number(trimmed));
  const iso = NAIVE_DATE_TIME.test(trimmed) ? `${trimmed.replace(' ', 'T')}Z` : trimmed;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time);
}
