import type { TEndpointInput, TEndpointResponse, TEndpointSpec } from '@seller-tools/contract';
import { call, type TApiResult, type TCallOptions, unwrap } from '../http';

/** The `data` of an endpoint's success envelope. */
export type TDataOf<E extends TEndpointSpec> = TEndpointResponse<E> extends { data: infer D } ? D : never;

// `call` types its input per endpoint; a generic endpoint is called through this wider view of it.
type TLooseCall = <E extends TEndpointSpec>(
  endpoint: E,
  input: TEndpointInput<E>,
  options?: TCallOptions,
) => Promise<TApiResult<TEndpointResponse<E>>>;

/**
 * Calls an endpoint (the full-screen loader shows unless `options.silent`): the `data` of its success
 * envelope, or an ApiError thrown. What `unwrap(await call(endpoint, input, options)).data` says.
 */
export async function callData<E extends TEndpointSpec>(
  endpoint: E,
  input: TEndpointInput<E> = {} as TEndpointInput<E>,
  options?: TCallOptions,
): Promise<TDataOf<E>> {
  const result = await (call as TLooseCall)(endpoint, input, options);
  return (unwrap(result) as { data: TDataOf<E> }).data;
}
