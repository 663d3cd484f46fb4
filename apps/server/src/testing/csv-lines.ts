/** A CSV export's lines, as a test reads them: without the byte-order mark, split at the CRLF line ends. */
export function csvLines(body: string): string[] {
  return body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}
