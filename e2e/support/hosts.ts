/**
 * The product's address under its other loopback name: 127.0.0.1 for localhost and the other way round.
 * The product's PUBLIC_URL is its base URL, so a page opened here is on another origin than PUBLIC_URL,
 * as when a seller opens http://127.0.0.1:3000 while PUBLIC_URL says localhost (issue 15).
 */
export function otherLoopbackOrigin(baseUrl = process.env.E2E_BASE_URL): string {
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run through the e2e global setup');
  const url = new URL(baseUrl);
  const names: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };
  const other = names[url.hostname];
  if (!other) throw new Error(`${baseUrl} is not a loopback address`);
  url.hostname = other;
  return url.origin;
}
