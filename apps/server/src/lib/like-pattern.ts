/** An ILIKE pattern matching the text anywhere: `%`, `_` and `\` typed by a user are literal characters. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
