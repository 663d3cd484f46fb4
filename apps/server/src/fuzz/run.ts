import { appendFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import {
  everyStringCases,
  malformedCases,
  mutate,
  plausibleRequest,
  type TCase,
  type TRequestParts,
} from './inputs.ts';
import { isWrite, type TOperation } from './operations.ts';
import { seededRandom } from './prng.ts';
import type { TFuzzWorld, TPersona } from './world.ts';

// Runs the drawn cases of each route as one persona and keeps what broke a rule: a 5xx, a refused write
// that still changed rows, or another company's data in an answer.

/** The seed of every run; FUZZ_SEED replays another. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Randomly broken cases per route and persona (beside the fixed ones); FUZZ_CASES widens a run by hand. */
export const FUZZ_CASES = Number(process.env.FUZZ_CASES ?? 4);

/**
 * Tables a refused request may still write by design: the audit log records the request, and a refused
 * sign-in records the failure so that the next attempts are throttled. (A write is an insert, an update
 * or a delete of a row: every write is seen, not only a change in the number of rows.)
 */
const REFUSAL_MAY_WRITE = new Set(['audit_log', 'login_throttles']);

export type TFinding = {
  persona: TPersona;
  request: string;
  case: string;
  status: number;
  problem: string;
  answer: string;
};

const preview = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length)}…` : text);

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) becomes the bytes of its
 * would-be UTF-8 encoding: invalid UTF-8 in the URL, itself a case worth sending.
 */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((c) => {
        const code = c.charCodeAt(0);
        if (c.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(c);
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
      })
      .join('');
  }
}

function urlOf(operation: TOperation, parts: TRequestParts): string {
  const path = operation.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = parts.params[name];
    // An empty segment would route elsewhere: keep a placeholder so that the route itself is probed.
    const text = value === undefined || value === null || value === '' ? '-' : String(value);
    return encode(typeof value === 'object' ? JSON.stringify(value) : text);
  });
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(parts.query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const text = item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item);
      pairs.push(`${encode(key)}=${encode(text)}`);
    }
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

function injectOptions(operation: TOperation, drawn: TCase, token: string | undefined): InjectOptions {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const options: InjectOptions = { method: operation.method, url: urlOf(operation, drawn), headers };
  if (drawn.raw) {
    headers['content-type'] = drawn.raw.contentType;
    options.payload = drawn.raw.payload;
  } else if (drawn.body !== undefined && isWrite(operation.method)) {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(drawn.body);
  }
  return options;
}

function describeRequest(options: InjectOptions, length = 200): string {
  const payload = options.payload;
  const body =
    payload === undefined
      ? ''
      : ` ${preview(Buffer.isBuffer(payload) ? payload.toString('hex') : String(payload), length)}`;
  return `${options.method} ${preview(String(options.url), length)}${body}`;
}

/** The cases of one route: its plausible request, then broken ones (and transport breakage if asked). */
function casesOf(operation: TOperation, world: TFuzzWorld, persona: TPersona, malformed: boolean): TCase[] {
  const random = seededRandom(FUZZ_SEED).fork(`${persona} ${operation.method} ${operation.path}`);
  const hints = world.hints[persona];
  const base = plausibleRequest(operation, hints, random);
  if (malformed) return malformedCases(operation, base, random);
  const cases: TCase[] = [{ ...base, label: 'plausible request' }, ...everyStringCases(base, random)];
  for (const [name, values] of Object.entries(world.forged)) {
    const part = operation.query.some((p) => p.name === name) ? 'query' : undefined;
    if (!part) continue;
    for (const value of values) {
      cases.push({ ...base, query: { ...base.query, [name]: value }, label: `forged ${name} ${value}` });
    }
  }
  for (let i = 0; i < FUZZ_CASES; i++) {
    // Each case breaks a fresh plausible request, so optional fields vary too.
    cases.push(mutate(operation, i % 3 === 0 ? plausibleRequest(operation, hints, random) : base, random));
  }
  return cases;
}

/** Runs every route's cases as `persona`, in order, and answers the findings. */
export async function fuzzRoutes(
  world: TFuzzWorld,
  operations: readonly TOperation[],
  persona: TPersona,
  options: { malformed?: boolean } = {},
): Promise<{ findings: TFinding[]; requests: number; statuses: Map<string, number[]> }> {
  const findings: TFinding[] = [];
  const statuses = new Map<string, number[]>();
  let requests = 0;
  // Deletions last, so that the routes before them still find the seeded rows.
  const ordered = [...operations].sort(
    (x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'),
  );
  const timing = new Map<string, number>();
  for (const operation of ordered) {
    const started = performance.now();
    await world.restore(persona);
    const cases = casesOf(operation, world, persona, options.malformed ?? false);
    // A session per case, minted up front: a fuzzed sign-out must not end the next case's.
    const tokens = await world.sessionsFor(persona, cases.length);
    for (const [index, drawn] of cases.entries()) {
      const request = injectOptions(operation, drawn, tokens[index]);
      const write = isWrite(operation.method);
      const before = write ? await world.writes() : undefined;
      // FUZZ_TRACE=<file>: each request before it is sent, with the heap, to find one that kills the process.
      if (process.env.FUZZ_TRACE) {
        const heap = Math.round(process.memoryUsage().heapUsed / 1e6);
        appendFileSync(process.env.FUZZ_TRACE, `${heap}MB ${drawn.label} ${describeRequest(request, 150)}\n`);
      }
      const res = await world.app.inject(request);
      requests++;
      const route = `${operation.method} ${operation.path}`;
      statuses.set(route, [...(statuses.get(route) ?? []), res.statusCode]);
      if (process.env.FUZZ_REPORT && drawn.label === 'plausible request' && res.statusCode >= 400) {
        console.log('PLAUSIBLE', describeRequest(request), res.statusCode, preview(res.body, 400));
      }
      const found = (problem: string) =>
        findings.push({
          persona,
          request: describeRequest(request),
          case: drawn.label,
          status: res.statusCode,
          problem,
          answer: preview(res.body),
        });
      if (res.statusCode >= 500) found('a 5xx');
      if (before && res.statusCode >= 400 && res.statusCode < 500) {
        const after = await world.writes();
        const written = [...after]
          .map(([table, n]) => [table, n - (before.get(table) ?? 0)] as const)
          .filter(([table, n]) => n > 0 && !REFUSAL_MAY_WRITE.has(table));
        if (written.length > 0) {
          found(`refused, yet it wrote rows: ${written.map(([table, n]) => `${table} ×${n}`).join(', ')}`);
        }
      }
      const body = res.body.toLowerCase();
      for (const marker of world.forbiddenMarkers[persona]) {
        if (body.includes(marker)) found(`the answer holds another company's marker ${marker}`);
      }
      const sent = describeRequest(request, Number.POSITIVE_INFINITY).toLowerCase();
      for (const id of world.forbiddenIds[persona]) {
        if (body.includes(id) && !sent.includes(id)) found(`the answer reveals another company's id ${id}`);
      }
    }
    timing.set(`${operation.method} ${operation.path}`, performance.now() - started);
  }
  if (process.env.FUZZ_REPORT) {
    const slowest = [...timing].sort((x, y) => y[1] - x[1]).slice(0, 12);
    console.log('SLOWEST', slowest.map(([route, ms]) => `${route} ${Math.round(ms)}ms`).join('\n'));
  }
  return { findings, requests, statuses };
}
