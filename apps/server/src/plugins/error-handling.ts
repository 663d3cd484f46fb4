import { fail } from '@seller-tools/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type TErrorCode } from '../lib/outcome.ts';

/** The one place a domain error code becomes an HTTP status. */
export const ERROR_STATUS: Record<TErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  unavailable: 503,
};

/** The message of a request that failed its zod schema: each issue as "field: message", in order. */
export function describeValidationErrors(
  context: string | undefined,
  issues: readonly { instancePath: string; message?: string | undefined }[],
): string {
  return issues
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = field || context || 'request';
      return `${where}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/**
 * Every failure leaves in the spec's envelope. Validation failures are 400 with a readable message;
 * other client errors keep their status and Fastify's own message; anything unexpected is a 500 that
 * reveals nothing about the internals (it is logged in full instead).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      const { retryAfterSeconds, data } = err.details;
      if (retryAfterSeconds !== undefined) reply.header('Retry-After', String(retryAfterSeconds));
      return reply.code(ERROR_STATUS[err.code]).send(fail(err.message, data));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send(fail(describeValidationErrors(err.validationContext, err.validation)));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(fail('Internal server error'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fail(err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(fail('Internal server error'));
  });
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export function notFoundMessage(method: string, url: string): string {
  return `Not found: ${method} ${url.split('?')[0]}`;
}
