import { ok, type TEndpointSpec, type TEnvelope, ZErrorEnvelope } from '@seller-tools/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import { type Outcome, unwrap } from '../lib/outcome.ts';

// Routes are registered from the contract's endpoint declarations (issue 16): the method, path and schemas
// come from packages/contract, so the server and the web cannot disagree on them, and every route
// documents the same envelope errors. A handler answers the envelope, usually through answer(outcome).

type TOut<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request of an endpoint's handler: params, query and body as its schemas parsed them. */
export type TEndpointRequest<E extends TEndpointSpec> = FastifyRequest<{
  Params: TOut<E['params']>;
  Querystring: TOut<E['query']>;
  Body: TOut<E['body']>;
}>;

/** What the handler resolves to: the success body (serialized by the endpoint's schema), or the reply it sent. */
type THandlerResult<E extends TEndpointSpec> = E['response'] extends z.ZodType
  ? z.input<E['response']> | FastifyReply
  : FastifyReply | string | Buffer;

export type TEndpointOptions<E extends TEndpointSpec> = {
  /** Guards, in order: requireAuth, role and permission checks, requireStore. */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  handler: (request: TEndpointRequest<E>, reply: FastifyReply) => Promise<THandlerResult<E>>;
  /** The few route options some endpoints need beyond their declaration. */
  options?: Pick<
    RouteOptions,
    'attachValidation' | 'bodyLimit' | 'config' | 'onRequest' | 'preValidation' | 'serializerCompiler'
  >;
  /** Left out of the OpenAPI document (development-only endpoints). */
  hide?: boolean;
};

/** Every error an endpoint may answer, in the spec's envelope (§7). */
const ERROR_RESPONSES = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  429: ZErrorEnvelope,
} as const;

// Any Fastify instance, whatever its type provider: the declaration carries the types.
// biome-ignore lint/suspicious/noExplicitAny: the instance's generics do not matter to route registration.
type TAnyFastify = FastifyInstance<any, any, any, any, any>;

/** Registers the route of an endpoint declaration. */
export function registerEndpoint<E extends TEndpointSpec>(
  app: TAnyFastify,
  endpoint: E,
  route: TEndpointOptions<E>,
): void {
  app.route({
    ...route.options,
    method: endpoint.method,
    url: endpoint.path,
    ...(route.preHandler ? { preHandler: route.preHandler } : {}),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(route.hide ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: endpoint.response ? { 200: endpoint.response, ...ERROR_RESPONSES } : ERROR_RESPONSES,
    },
    handler: route.handler as RouteOptions['handler'],
  });
}

/** The success envelope of an outcome; a failed outcome is thrown for the error plugin to answer. */
export function answer<T>(outcome: Outcome<T>, message?: string): TEnvelope<T> {
  return ok(unwrap(outcome), message);
}
