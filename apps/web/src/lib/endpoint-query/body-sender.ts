import type { TEndpointInput, TEndpointResponse, TEndpointSpec } from '@seller-tools/contract';
import { call, type TApiResult, type TCallOptions, unwrap } from '../http';
import type { TDataOf } from './index';

/** What the endpoint takes as its body. */
type TBodyOf<E extends TEndpointSpec> = TEndpointInput<E> extends { body: infer B } ? B : never;

// `call` types its input per endpoint; a generic endpoint is called through this wider view of it.
type TLooseCall = <E extends TEndpointSpec>(
  endpoint: E,
  input: TEndpointInput<E>,
  options?: TCallOptions,
) => Promise<TApiResult<TEndpointResponse<E>>>;

/**
 * A save that sends its one argument as the endpoint's body (the full-screen loader shows): the `data` of
 * the answer, or an ApiError thrown.
 */
export function bodySender<E extends TEndpointSpec>(endpoint: E) {
  return async (body: TBodyOf<E>): Promise<TDataOf<E>> => {
    const result = await (call as TLooseCall)(endpoint, { body } as TEndpointInput<E>);
    return (unwrap(result) as { data: TDataOf<E> }).data;
  };
}
