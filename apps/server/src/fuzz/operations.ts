import { supportStreamEndpoint, supportVisitorStreamEndpoint } from '@seller-tools/contract';
import type { FastifyInstance } from 'fastify';

// The routes the fuzz suite probes: every operation of the app's OpenAPI document (so an endpoint added
// anywhere is fuzzed without touching the suite), plus the routes the document leaves out.

/** The subset of JSON Schema the zod → OpenAPI transform emits for requests. */
export type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchema;
  items?: TJsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export type TMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TParameter = { name: string; required: boolean; schema: TJsonSchema };

export type TOperation = {
  method: TMethod;
  /** Fastify's syntax: `:name` for a path parameter. */
  path: string;
  params: TParameter[];
  query: TParameter[];
  /** The JSON body's schema; absent when the route takes none. */
  body?: TJsonSchema;
  /** From the OpenAPI document, or listed here because the document leaves it out. */
  source: 'openapi' | 'listed';
};

type TOpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: TJsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
};

const METHODS = new Set<string>(['get', 'post', 'put', 'patch', 'delete']);

const stringParameter = (name: string, required = false): TParameter => ({
  name,
  required,
  schema: { type: 'string', maxLength: 400 },
});

/**
 * Routes the OpenAPI document does not describe: pages and files served beside the API, the consent
 * popup's return address (a web route, answered by the not-found handler), the document itself, and
 * paths no route matches (the not-found handler, API and page).
 */
export const LISTED_OPERATIONS: readonly TOperation[] = [
  { method: 'GET', path: '/robots.txt', params: [], query: [], source: 'listed' },
  { method: 'GET', path: '/sitemap.xml', params: [], query: [], source: 'listed' },
  { method: 'GET', path: '/api/openapi.json', params: [], query: [], source: 'listed' },
  { method: 'GET', path: '/api/docs', params: [], query: [], source: 'listed' },
  { method: 'GET', path: '/dev/mailbox', params: [], query: [stringParameter('to')], source: 'listed' },
  {
    method: 'GET',
    path: '/auth/user/amazon',
    params: [],
    query: [
      stringParameter('spapi_oauth_code'),
      stringParameter('state'),
      stringParameter('selling_partner_id'),
    ],
    source: 'listed',
  },
  {
    method: 'GET',
    path: '/api/fuzz/no-such-route',
    params: [],
    query: [stringParameter('q')],
    source: 'listed',
  },
  {
    method: 'POST',
    path: '/api/fuzz/no-such-route',
    params: [],
    query: [],
    body: { type: 'object', properties: { q: { type: 'string' } } },
    source: 'listed',
  },
  { method: 'GET', path: '/fuzz/no-such-page', params: [], query: [stringParameter('q')], source: 'listed' },
];

/**
 * Server-Sent Event streams answer for as long as the client listens, so a fuzzed request to one would
 * never end; their refusals are tested with the feature (support-chat.test.ts), their opening never here.
 */
const STREAMS = new Set<string>([supportStreamEndpoint.path, supportVisitorStreamEndpoint.path]);

/** Every operation of the app's OpenAPI document (streams aside), then the listed ones. */
export function operationsOf(app: FastifyInstance): TOperation[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, TOpenApiOperation>> };
  const operations: TOperation[] = [];
  for (const [openApiPath, byMethod] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!METHODS.has(method) || STREAMS.has(openApiPath)) continue;
      const parameters = operation.parameters ?? [];
      const partOf = (where: string): TParameter[] =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }));
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as TMethod,
        path: openApiPath.replace(/\{([^}]+)\}/g, ':$1'),
        params: partOf('path'),
        query: partOf('query'),
        ...(body ? { body } : {}),
        source: 'openapi',
      });
    }
  }
  return [...operations, ...LISTED_OPERATIONS];
}

export const isWrite = (method: TMethod) => method !== 'GET' && method !== 'HEAD';
