import type { z } from 'zod';
import { refuseControlCharacters } from './validation/control-characters.ts';

// An API endpoint declared once (issue 16): the server registers its route from this declaration (schemas,
// envelope errors and OpenAPI filled in) and the web calls it through it, so no path is written twice.

export type TEndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TEndpointSpec = {
  method: TEndpointMethod;
  /** Fastify's path syntax: `:name` for a path parameter, e.g. /api/market/:companyId/channel. */
  path: `/${string}`;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tags (the module). */
  tags: readonly string[];
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * The JSON body of a success (the spec's envelope). Absent: the endpoint answers with something other
   * than JSON (a file, a redirect, a page), described by `produces`.
   */
  response?: z.ZodType;
  /** What a non-JSON endpoint answers, e.g. "text/csv or an XLSX file". */
  produces?: string;
};

/**
 * Declares an endpoint; the literal types are kept so callers get typed params, query, body and answer.
 * Every string of its params, query and body is refused if it holds a control character (issue 17).
 */
export function defineEndpoint<const E extends TEndpointSpec>(endpoint: E): E {
  return {
    ...endpoint,
    ...(endpoint.params ? { params: refuseControlCharacters(endpoint.params) } : {}),
    ...(endpoint.query ? { query: refuseControlCharacters(endpoint.query) } : {}),
    ...(endpoint.body ? { body: refuseControlCharacters(endpoint.body) } : {}),
  };
}

type TInputOf<S> = S extends z.ZodType ? z.input<S> : never;
type TField<K extends string, S> = S extends z.ZodType
  ? // A part whose every field is optional may be left out.
    Record<never, never> extends TInputOf<S>
    ? { [P in K]?: TInputOf<S> }
    : { [P in K]: TInputOf<S> }
  : { [P in K]?: never };

/** What a caller gives an endpoint: its path params, query and body, each typed by its schema. */
export type TEndpointInput<E extends TEndpointSpec> = TField<'params', E['params']> &
  TField<'query', E['query']> &
  TField<'body', E['body']>;

/** The parsed success body of an endpoint. */
export type TEndpointResponse<E extends TEndpointSpec> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : unknown;

/** The endpoint's path with its `:name` parameters filled in (each encoded as one path segment). */
export function endpointPath(endpoint: Pick<TEndpointSpec, 'path'>, params: object = {}): string {
  const values = params as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.path}: path parameter ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}
