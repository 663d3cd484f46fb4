import type { TErrorEnvelope } from '@seller-tools/contract';
import type { z } from 'zod';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TQueryValue = string | number | boolean | null | undefined;
export type TQuery = Record<string, TQueryValue | readonly TQueryValue[]>;

export type TResponseType = 'json' | 'text' | 'blob';

export interface TRequestOptions<T = unknown> {
  method?: THttpMethod;
  query?: TQuery;
  /** A plain object is sent as JSON; FormData, Blob, URLSearchParams and strings are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Caller cancellation, e.g. TanStack Query's signal. */
  signal?: AbortSignal;
  /** Skip the global loader for this call (polling, background refreshes). */
  silent?: boolean;
  /** Validates a successful JSON body; error envelopes are returned without it. */
  schema?: z.ZodType<T>;
  /** How to read a successful body; 'json' by default. */
  responseType?: TResponseType;
  /** Sees a successful response before its body is read, e.g. for a download's Content-Disposition. */
  onResponse?: (response: Response) => void;
}

/** What every call resolves to: the success body, or the spec's error envelope (§7, §8). */
export type TApiResult<T> = T | TErrorEnvelope;
