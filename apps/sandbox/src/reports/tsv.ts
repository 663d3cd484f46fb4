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
