import type { TEndpointInput, TEndpointSpec } from '@seller-tools/contract';
import { callData, type TDataOf } from './call-data';

/** What the endpoint takes as its body. */
type TBodyOf<E extends TEndpointSpec> = TEndpointInput<E> extends { body: infer B } ? B : never;

/**
 * A save that sends its one argument as the endpoint's body (the full-screen loader shows): the `data` of
 * the answer, or an ApiError thrown.
 */
export function bodySender<E extends TEndpointSpec>(endpoint: E) {
  return (body: TBodyOf<E>): Promise<TDataOf<E>> => callData(endpoint, { body } as TEndpointInput<E>);
}
