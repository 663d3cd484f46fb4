import {
  endpointPath,
  type TEndpointInput,
  type TEndpointResponse,
  type TEndpointSpec,
} from '@seller-tools/contract';
import type { THttpClient } from './http-client';
import { buildUrl } from './request-rules';
import type { TApiResult, TQuery, TRequestOptions } from './types';

// The web calls the API only through the contract's endpoint declarations (issue 16): the path, method and
// answer schema come from there, so a path is never typed twice and every success body is parsed.

/** Per-call options: cancellation, the silent loader, and how to read a non-JSON answer. */
export type TCallOptions = Pick<
  TRequestOptions,
  'signal' | 'silent' | 'headers' | 'responseType' | 'onResponse'
>;

/** An endpoint whose params, query and body are all optional may be called without an input. */
type TInputArgs<E extends TEndpointSpec> =
  Record<never, never> extends TEndpointInput<E>
    ? [input?: TEndpointInput<E>, options?: TCallOptions]
    : [input: TEndpointInput<E>, options?: TCallOptions];

export type TCall = <E extends TEndpointSpec>(
  endpoint: E,
  ...args: TInputArgs<E>
) => Promise<TApiResult<TEndpointResponse<E>>>;

/** call(endpoint, { params, query, body }, options): the parsed success body, or the error envelope. */
export function createCall(client: THttpClient): TCall {
  return (endpoint, ...[input, options]) => {
    const parts = (input ?? {}) as { params?: object; query?: TQuery; body?: unknown };
    return client.request(endpointPath(endpoint, parts.params), {
      ...options,
      method: endpoint.method,
      query: parts.query,
      body: parts.body,
      schema: endpoint.response,
    }) as never;
  };
}

/** The address of a GET endpoint, for a link or a download the browser fetches itself. */
export function endpointHref<E extends TEndpointSpec>(
  baseUrl: string,
  endpoint: E,
  input: Pick<TEndpointInput<E>, 'params' | 'query'> = {} as never,
): string {
  const parts = input as { params?: object; query?: TQuery };
  return buildUrl(baseUrl, endpointPath(endpoint, parts.params), parts.query);
}
