/** The first character of a word, whole even when outside the BMP (an accented or CJK name, an emoji). */
const firstChar = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');

/**
 * Up to two initials for the avatar, the first and last word's: "Ada Lovelace" and "Ada Byron Lovelace" →
 * "AL", "ada@example.com" → "A". The one rule every avatar uses (see UserAvatar).
 */
export function initialsOf(name: string): string {
  const words = name.split(/[\s@]+/).filter(Boolean);
  if (words.length === 0) return '';
  const last = words.length > 1 && !name.includes('@') ? firstChar(words.at(-1)) : '';
  return `${firstChar(words[0])}${last}`.toUpperCase();
}
