import type { TJsonSchema, TOperation, TParameter } from './operations.ts';
import type { TRandom } from './prng.ts';

// Inputs for one route, drawn from its JSON schemas: first a plausible request (so that the handler, not
// only validation, is reached), then that request with one thing broken: a wrong type, a missing or an
// extra field, a value at or past a boundary, an oversized or hostile string.

/** Plausible values by field name (ids of the persona's target company, dates, codes). */
export type THints = Record<string, readonly unknown[]>;

export type TRequestParts = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** undefined: no body. */
  body: unknown;
};

/** A drawn request: its parts, or a raw body with its content type (malformed transports). */
export type TCase = TRequestParts & {
  label: string;
  raw?: { payload: string | Buffer; contentType: string };
};

const HUGE = 'x'.repeat(300_000);
const HUGE_BODY = JSON.stringify({ a: 'x'.repeat(2_000_000) });

/** Strings that break naive code: control characters, lone surrogates, injection, odd dates and numbers. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001b[31m\u007f',
  'tab\tline\nreturn\r',
  '\ud800',
  '\udfff\ud800x',
  '😀'.repeat(40),
  '\u202eevil',
  '\ufeffbom',
  'Ω≈ç√∫˜µ≤≥÷',
  "' OR 1=1 --",
  '"; drop table users; --',
  '$1',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '%',
  '\\',
  '{}',
  '[]',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '9'.repeat(40),
  '2024-99-99',
  '0000-00-00',
  '1000-01-01',
  '9999-12-31',
  '2026-02-30',
  '2026-11-22T25:61:00Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '11111111-1111-1111-1111-11111111111',
  '__proto__',
  'constructor',
  'x'.repeat(5_000),
];

const WRONG_TYPES: readonly unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  true,
  false,
  null,
  [],
  {},
  [1, 'a'],
  { a: 1 },
  'text',
  '',
];

// Strings tried, in order, for a string whose pattern or format the fuzzer cannot otherwise satisfy.
const PATTERN_CANDIDATES: readonly string[] = [
  'ATVPDKIKX0DER',
  'A1FUZZA',
  'B0AAA00001',
  '2026-11-01',
  '2026-11-01T00:00:00.000Z',
  'US',
  'USD',
  'abc',
  'abc123',
  'ABC123',
  'A',
  'a',
  '1',
  '10',
  '08:00',
  'fuzz@example.test',
  'https://example.test/x.png',
  'Abcdef1!',
  'daily_summary',
];

const UUIDS = ['5b0b7b1e-9c6a-4c51-8a8e-0f3f5e7b9a11', '00000000-0000-0000-0000-000000000000'];

function typesOf(schema: TJsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function matchesPattern(schema: TJsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (
    schema.format === 'uuid' &&
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  )
    return false;
  if (schema.format === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) return false;
  return true;
}

/** Whether a hint fits the schema well enough to be worth sending as the plausible value. */
function fits(schema: TJsonSchema, value: unknown): boolean {
  if (schema.anyOf) return schema.anyOf.some((branch) => fits(branch, value));
  if (schema.enum) return schema.enum.includes(value);
  const types = typesOf(schema);
  if (types.length === 0) return true;
  if (typeof value === 'string') return types.includes('string') && matchesPattern(schema, value);
  if (typeof value === 'number') return types.includes('number') || types.includes('integer');
  if (typeof value === 'boolean') return types.includes('boolean');
  if (Array.isArray(value)) return types.includes('array');
  return false;
}

/** A plausible value for a schema: a hint for the field when one fits, else one drawn from the schema. */
export function plausible(
  schema: TJsonSchema,
  name: string,
  hints: THints,
  random: TRandom,
  depth = 0,
): unknown {
  const hinted = (hints[name] ?? []).filter((value) => fits(schema, value));
  if (hinted.length > 0) return random.pick(hinted);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    const nonNull = branches.filter((branch) => !typesOf(branch).includes('null'));
    return plausible(random.pick(nonNull.length > 0 ? nonNull : branches), name, hints, random, depth);
  }
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], name, hints, random, depth);
  const type = typesOf(schema).find((t) => t !== 'null') ?? typesOf(schema)[0];
  switch (type) {
    case 'string':
      return plausibleString(schema, random);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max =
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : min + 10);
      return random.int(Math.ceil(min), Math.max(Math.ceil(min), Math.floor(Math.min(max, min + 50))));
    }
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const itemHints = hints[name] ? { ...hints, [`${name}[]`]: hints[name] } : hints;
      const min = schema.minItems ?? 0;
      const count = Math.min(schema.maxItems ?? 3, min + random.int(0, 2));
      if (depth > 4 || !schema.items) return [];
      return Array.from({ length: count }, () =>
        plausible(schema.items as TJsonSchema, `${name}[]`, itemHints, random, depth + 1),
      );
    }
    case 'object':
      return plausibleObject(schema, hints, random, depth);
    default:
      return random.pick(['text', 1, true]);
  }
}

function plausibleString(schema: TJsonSchema, random: TRandom): string {
  if (schema.format === 'uuid') return random.pick(UUIDS);
  if (schema.pattern || schema.format) {
    const found = PATTERN_CANDIDATES.find((candidate) => matchesPattern(schema, candidate));
    if (found) return found;
  }
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? 12, 12));
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: random.int(min, max) }, () => random.pick([...letters])).join('');
}

function plausibleObject(schema: TJsonSchema, hints: THints, random: TRandom, depth: number) {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const omitted = hints[key]?.length === 0;
    if (!required.has(key) && (omitted || !random.chance(0.6))) continue;
    out[key] = plausible(property, key, hints, random, depth + 1);
  }
  return out;
}

function asObjectSchema(parameters: readonly TParameter[]): TJsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/** The plausible request of an operation. */
export function plausibleRequest(operation: TOperation, hints: THints, random: TRandom): TRequestParts {
  return {
    params: plausibleObject(asObjectSchema(operation.params), hints, random, 0),
    query: plausibleObject(asObjectSchema(operation.query), hints, random, 0),
    body: operation.body ? plausible(operation.body, 'body', hints, random) : undefined,
  };
}

/** Values at and past a schema's bounds, and wrong ones for its type. */
function boundaryValues(schema: TJsonSchema): unknown[] {
  const out: unknown[] = [];
  const types = typesOf(schema);
  if (types.includes('string')) {
    const min = schema.minLength ?? 0;
    if (min > 0) out.push('a'.repeat(min - 1));
    if (schema.maxLength !== undefined)
      out.push('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1));
    out.push(HUGE);
  }
  if (types.includes('integer') || types.includes('number')) {
    if (schema.minimum !== undefined) out.push(schema.minimum, schema.minimum - 1);
    if (schema.maximum !== undefined) out.push(schema.maximum, schema.maximum + 1);
    out.push(-0, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308);
  }
  if (types.includes('array')) {
    const item = schema.items?.enum?.[0] ?? (typesOf(schema.items ?? {}).includes('string') ? 'a' : 1);
    if (schema.maxItems !== undefined) out.push(Array.from({ length: schema.maxItems + 1 }, () => item));
    out.push(
      Array.from({ length: 10_000 }, () => item),
      [[[[[]]]]],
    );
  }
  if (schema.enum) out.push(`${String(schema.enum[0])}x`, String(schema.enum[0]).toUpperCase());
  return out;
}

type TPart = 'params' | 'query' | 'body';

/** The fields a mutation may aim at: top-level entries of params and query, body fields at any depth. */
function targetsOf(operation: TOperation): { part: TPart; path: string[]; schema: TJsonSchema }[] {
  const targets: { part: TPart; path: string[]; schema: TJsonSchema }[] = [];
  for (const p of operation.params) targets.push({ part: 'params', path: [p.name], schema: p.schema });
  for (const p of operation.query) targets.push({ part: 'query', path: [p.name], schema: p.schema });
  const walk = (schema: TJsonSchema, path: string[], depth: number) => {
    if (depth > 3) return;
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      targets.push({ part: 'body', path: [...path, key], schema: property });
      walk(property, [...path, key], depth + 1);
      if (property.items?.properties) walk(property.items, [...path, key, '0'], depth + 1);
    }
    for (const branch of schema.anyOf ?? []) if (branch.properties) walk(branch, path, depth + 1);
  };
  if (operation.body) walk(operation.body, [], 0);
  return targets;
}

function setAt(root: unknown, path: readonly string[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const container: Record<string, unknown> | unknown[] =
    root !== null && typeof root === 'object' ? (Array.isArray(root) ? [...root] : { ...root }) : {};
  const record = container as Record<string, unknown>;
  if (rest.length === 0 && remove) delete record[head];
  else record[head] = setAt(record[head], rest, value, remove);
  return container;
}

const clone = (parts: TRequestParts): TRequestParts => structuredClone(parts);

/** One broken variant of the plausible request. */
export function mutate(operation: TOperation, base: TRequestParts, random: TRandom): TCase {
  const parts = clone(base);
  const targets = targetsOf(operation);
  const kind = random.pick([
    'hostile',
    'hostile',
    'hostile',
    'wrong-type',
    'wrong-type',
    'boundary',
    'boundary',
    'missing',
    'extra',
    'whole-body',
    'query-flood',
  ] as const);
  const target = targets.length > 0 ? random.pick(targets) : undefined;
  const at = (value: unknown, label: string): TCase => {
    if (!target) return { ...parts, query: { ...parts.query, q: value }, label: `${label} (query q)` };
    const next = setAt(parts[target.part], target.path, value) as never;
    return { ...parts, [target.part]: next, label: `${label} at ${target.part}.${target.path.join('.')}` };
  };
  switch (kind) {
    case 'hostile':
      return at(random.pick(HOSTILE_STRINGS), 'hostile string');
    case 'wrong-type':
      return at(random.pick(WRONG_TYPES), 'wrong type');
    case 'boundary': {
      const values = target ? boundaryValues(target.schema) : [];
      return values.length > 0 ? at(random.pick(values), 'boundary') : at(HUGE, 'oversized');
    }
    case 'missing': {
      if (!target) return { ...parts, label: 'nothing to remove' };
      const next = setAt(parts[target.part], target.path, undefined, true) as never;
      return { ...parts, [target.part]: next, label: `missing ${target.part}.${target.path.join('.')}` };
    }
    case 'extra': {
      const key = random.pick([
        'extra',
        '__proto__',
        'constructor',
        'company_id',
        'user_id',
        'id',
        'is_admin',
      ]);
      const value = random.pick([...WRONG_TYPES, ...HOSTILE_STRINGS.slice(0, 8)]);
      if (operation.body !== undefined && random.chance(0.7)) {
        const body = parts.body !== null && typeof parts.body === 'object' ? parts.body : {};
        return { ...parts, body: { ...body, [key]: value }, label: `extra body field ${key}` };
      }
      return { ...parts, query: { ...parts.query, [key]: value }, label: `extra query field ${key}` };
    }
    case 'whole-body':
      return {
        ...parts,
        body: random.pick<unknown>([null, [], 'text', 0, true, [parts.body], { body: parts.body }]),
        label: 'whole body of the wrong shape',
      };
    case 'query-flood': {
      const query: Record<string, unknown> = { ...parts.query };
      const name = operation.query[0]?.name ?? 'q';
      if (random.chance(0.5)) query[name] = Array.from({ length: 2_000 }, (_, i) => `v${i}`);
      else for (let i = 0; i < 2_000; i++) query[`k${i}`] = 'v';
      return { ...parts, query, label: 'flood of query parameters' };
    }
  }
}

function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]));
  }
  return value;
}

/**
 * Cases that change every string of the plausible request at once, so that no field is missed by luck:
 * a control character in each (NUL: PostgreSQL refuses it), a broken character (which PostgreSQL
 * refuses in JSON), and each oversized.
 */
export function everyStringCases(base: TRequestParts, random: TRandom): TCase[] {
  const all = (label: string, change: (text: string) => string): TCase => ({
    params: mapStrings(base.params, change) as Record<string, unknown>,
    query: mapStrings(base.query, change) as Record<string, unknown>,
    body: mapStrings(base.body, change),
    label,
  });
  const control = random.pick(['\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f']);
  return [
    all(`a NUL and ${JSON.stringify(control)} in every string`, (text) => `${control}${text}\u0000`),
    all('half a surrogate pair in every string', (text) => `${text}\ud83d`),
    all('every string oversized', (text) => `${text}${HUGE.slice(0, 20_000)}`),
  ];
}

/** Raw bodies per route in a malformed run: a seeded few of the kinds below, so the run stays short. */
const MALFORMED_BODIES_PER_ROUTE = 5;

/** Transport-level breakage: malformed JSON, bad UTF-8, wrong content types, huge query strings. */
export function malformedCases(operation: TOperation, base: TRequestParts, random: TRandom): TCase[] {
  const cases: TCase[] = [
    { ...base, label: 'query of 100 000 characters', query: { ...base.query, q: 'x'.repeat(100_000) } },
    { ...base, label: 'bad UTF-8 in the query', query: { ...base.query, q: '\udfff\ud800x' } },
  ];
  if (operation.method === 'GET' || operation.method === 'HEAD') return cases;
  const json = JSON.stringify(base.body ?? {});
  const raw = (label: string, payload: string | Buffer, contentType = 'application/json'): TCase => ({
    ...base,
    label,
    raw: { payload, contentType },
  });
  const bodies = [
    raw('truncated JSON', json.slice(0, Math.max(1, json.length - 1))),
    raw('not JSON at all', 'hello'),
    raw('empty JSON body', ''),
    raw(
      'bad UTF-8 bytes in a string',
      Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}')]),
    ),
    raw('bad UTF-8 as the whole body', Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80])),
    raw('deeply nested JSON', `${'['.repeat(5_000)}${']'.repeat(5_000)}`),
    raw('a JSON body of 2 MB', HUGE_BODY),
    raw('a text/plain body', json, 'text/plain'),
    raw('a form body', 'a=1&b=%00&c=%FF', 'application/x-www-form-urlencoded'),
    raw('a JSON charset it does not speak', json, 'application/json; charset=utf-16'),
  ];
  const chosen: TCase[] = [];
  while (chosen.length < MALFORMED_BODIES_PER_ROUTE && bodies.length > 0) {
    chosen.push(...bodies.splice(random.int(0, bodies.length - 1), 1));
  }
  return [...cases, ...chosen];
}
