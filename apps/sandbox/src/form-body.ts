import type { FastifyInstance } from 'fastify';

// A repeated field becomes an array, which the routes refuse: OAuth forbids repeating a parameter.
export function parseForm(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const seen = fields[key];
    if (seen === undefined) fields[key] = value;
    else fields[key] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return fields;
}

// Fastify parses only JSON and text; LWA and HTML forms both send application/x-www-form-urlencoded.
export function registerFormBodyParser(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, parseForm(String(body)));
    },
  );
}

// Reads one parameter from a parsed query or body; an empty, missing or repeated one counts as absent.
export function singleField(source: unknown, key: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
