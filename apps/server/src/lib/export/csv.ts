import type { TCell } from './xlsx.ts';

// RFC 4180 CSV. A text cell starting with = + - @ (or tab/CR) is prefixed with ' so a spreadsheet does not
// run it as a formula (OWASP CSV injection); numbers are written as they are.
function csvCell(value: TCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** With a BOM, so Excel reads the file as UTF-8. */
export function csv(rows: TCell[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
