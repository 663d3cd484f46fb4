/** Up to two initials for the avatar: "Ada Lovelace" → "AL", "ada@example.com" → "A". */
export function initialsOf(name: string): string {
  const words = name.split(/[\s@]+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 && !name.includes('@') ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
