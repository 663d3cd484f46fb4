import { formatDefaultDate } from '@seller-tools/contract';

// Instants as the app prints them: spec §9's default date (day, short month, year), then a 24-hour time.

function validZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** "7 Sep 2022, 14:05" (spec §9's default date, then a 24-hour time); `fallback` (default '—') for no or a bad instant. */
export function formatDateTime(iso: string | null, timeZone = 'UTC', fallback = '—'): string {
  if (!iso) return fallback;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return fallback;
  const zone = validZone(timeZone);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${formatDefaultDate(at, { timeZone: zone })}, ${time}`;
}

/** "7 Sep 2022" for a date or an instant; '—' without one. */
export function formatDay(iso: string | null, timeZone = 'UTC'): string {
  if (!iso) return '—';
  return formatDefaultDate(iso, { timeZone: validZone(timeZone) }) || '—';
}

function shortZoneName(locale: string, timeZone: string, at: Date): string {
  return (
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/**
 * The zone's short name at an instant: "CET"/"CEST", "GMT"/"BST", "PST"/"PDT", else its offset ("GMT+9").
 * British English names Europe's zones, American English America's; whichever is a name wins.
 */
export function zoneAbbreviation(timeZone: string, at: Date = new Date()): string {
  const zone = validZone(timeZone);
  if (zone === 'UTC') return 'UTC';
  const gb = shortZoneName('en-GB', zone, at);
  if (!/^(GMT|UTC)[+-]/.test(gb)) return gb;
  const us = shortZoneName('en-US', zone, at);
  return /^(GMT|UTC)[+-]/.test(us) ? gb : us;
}

/**
 * formatDateTime labelled with its zone, "7 Sep 2022, 14:05 CET" (issue 15: pages showed the same moment
 * in different zones, unlabelled).
 */
export function formatZonedDateTime(iso: string | null, timeZone: string, fallback = '—'): string {
  const text = formatDateTime(iso, timeZone, fallback);
  return text === fallback || !iso ? text : `${text} ${zoneAbbreviation(timeZone, new Date(iso))}`;
}
