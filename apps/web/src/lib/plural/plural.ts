// Counts in running text: "1 review", "2 reviews", "1,204 ratings". One helper, so no screen says
// "1 reviews" again.

/** `count` with the word in singular or plural (default: the singular plus "s"), thousands separated. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
