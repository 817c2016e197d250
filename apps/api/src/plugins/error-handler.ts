import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/unavailable';
import { HttpError, NOT_FOUND_MESSAGE, VALIDATION_MESSAGE } from '../errors';

/** Fastify's own client errors that keep their status but get our message. */
const CLIENT_ERROR_MESSAGES: Readonly<Record<string, [number, string]>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [400, 'Unsupported content type: send JSON with Content-Type: application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its Content-Length.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty but Content-Type is application/json.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
};

/** The SQLSTATE of a database error, looking through the errors that wrap it (Drizzle wraps the driver's). */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Errors Fastify raises before routing (a malformed percent-encoding, an over-long path parameter), in
 * the wire shape. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .send({ message: tooLong ? 'The URL is too long.' : 'The URL is malformed.' });
}

/** `filters/attributes/id/$in/0` → `filters.attributes.id.$in.0`; the root of a part is named after it. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path || context || 'request';
}

/** The first issue of each field: a person fixes one thing at a time, and stacked sentences repeat each other. */
function fieldErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const field = fieldName(issue.instancePath, error.validationContext);
    errors[field] ??= [issue.message ?? 'Check this field'];
  }
  return errors;
}

/**
 * One error shape everywhere (docs/architecture.md): `{ message, errors? }`. Validation is 422 with errors by
 * field, malformed input 400, domain errors keep their status, anything else is a 500 whose details are
 * logged, never sent.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    // Fastify's own says "Route GET:/<url> not found", handing the request back to whoever sent it.
    app.setNotFoundHandler((_request, reply) => {
      void reply.code(404).send({ message: NOT_FOUND_MESSAGE });
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error) || (error.validation && error.validation.length > 0)) {
        return reply.code(422).send({ message: VALIDATION_MESSAGE, errors: fieldErrors(error) });
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
      }
      const known = error.code ? CLIENT_ERROR_MESSAGES[error.code] : undefined;
      if (known) return reply.code(known[0]).send({ message: known[1] });
      if (error instanceof SyntaxError && error.statusCode === 400) {
        return reply.code(400).send({ message: 'The request body is not valid JSON.' });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status === 429) return reply.code(429).send({ message: error.message || 'Too Many Attempts.' });
      // A plugin's 404 (a static file, a route's callNotFound) may quote the URL in its message.
      if (status === 404) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: error.message });
      }
      // PostgreSQL class 22 "data exception": a value the database cannot take (a NUL byte, a number out of
      // range). It came from the request, so it is the caller's error, never a 500.
      if (sqlState(error)?.startsWith('22')) {
        request.log.warn({ err: error }, 'request carried a value the database refused');
        return reply.code(400).send({ message: 'The request contains a value that cannot be used.' });
      }
      // The database away (down, restarting, the session killed): the request can be sent again shortly.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'the database is unavailable');
        return reply.code(503).header('retry-after', String(DATABASE_UNAVAILABLE.retryAfterSeconds)).send({ message: DATABASE_UNAVAILABLE.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Server Error' });
    });
  },
  { name: 'error-handler' },
);
