/** Polls `condition` every few milliseconds until it holds; throws naming `what` after 10 s. */
export async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
