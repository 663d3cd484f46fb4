import type { TCell } from './xlsx.ts';

// RFC 4180 CSV. A text cell starting with = + - @ (or tab/CR) is prefixed with ' so a spreadsheet does not
// run it as a formula (OWASP CSV injection); numbers are written as they are, a day as YYYY-MM-DD (the
// exports' dates are calendar days at midnight UTC) and any other instant in ISO 8601.
function csvCell(value: TCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** With a BOM, so Excel reads the file as UTF-8. */
export function csv(rows: TCell[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
