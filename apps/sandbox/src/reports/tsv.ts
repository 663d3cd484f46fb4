// Flat-file reports are tab-separated with a header row, as Amazon delivers them.
export function toTsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const clean = (v: string | number) => String(v).replace(/[\t\r\n]+/g, ' ');
  return `${[header, ...rows].map((row) => row.map(clean).join('\t')).join('\n')}\n`;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function usDate(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** "2025-01-15T10:11:12+00:00", the timestamp style of Amazon's flat files. */
export function flatFileTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}+00:00`;
}

// The zone names Amazon prints after a local time in flat files, by zone and UTC offset in minutes.
const ZONE_NAMES: Record<string, Record<number, string>> = {
  'America/Los_Angeles': { [-480]: 'PST', [-420]: 'PDT' },
  'Europe/London': { 0: 'GMT', 60: 'BST' },
  'Europe/Paris': { 60: 'MET', 120: 'MEST' },
  'Asia/Tokyo': { 540: 'JST' },
  'Australia/Sydney': { 600: 'AEST', 660: 'AEDT' },
  'Asia/Singapore': { 480: 'SGT' },
};

// The parts of a local time, each as digits (hours 00 to 23).
const LOCAL_TIME_PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  ...Object.fromEntries(['month', 'day', 'hour', 'minute', 'second'].map((part) => [part, '2-digit'])),
};

/**
 * "2025-01-15 02:11:12 PST": the marketplace's local time with its zone's name, as Amazon writes
 * `open-date` in the merchant listings report.
 */
export function localFlatFileTime(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, ...LOCAL_TIME_PARTS, timeZoneName: 'longOffset' })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(parts.timeZoneName ?? '');
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  const zone = ZONE_NAMES[timeZone]?.[minutes] ?? 'GMT';
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${zone}`;
}
