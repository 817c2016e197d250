import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, ValidationError } from '../errors';

/** Deepest JSON nesting a request may carry: our forms and carts need about 4 levels. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
export const NO_BODY_MESSAGE = 'This endpoint takes no request body.';

const METHODS_WITH_BODIES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether `text` opens more than `limit` arrays or objects inside one another. One pass over the raw
 * text, before parsing: a deeply nested body must not reach `JSON.parse`, the validators or
 * `JSON.stringify`, which all recurse and end in a stack overflow (a 500) thousands of levels down.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

/** A route that declares no body takes none: an empty object (what some clients send by habit) at most. */
function isEmptyBody(body: unknown): boolean {
  if (body === undefined) return true;
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;
}

async function refuseBody(request: FastifyRequest): Promise<void> {
  if (!isEmptyBody(request.body)) throw new ValidationError({ body: [NO_BODY_MESSAGE] }, NO_BODY_MESSAGE);
}

/**
 * How the API reads request bodies: JSON through Fastify's own parser (secure-json-parse, which refuses
 * `__proto__` and `constructor.prototype` keys with a 400) after a nesting-depth check, and routes that
 * declare no body schema refuse any body with a 422, as a strict empty schema would.
 */
export const jsonBody = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        done(new HttpError(400, TOO_DEEP_MESSAGE), undefined);
        return;
      }
      parseJson(request, text, done);
    });

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.schema?.body || !methods.some((method) => METHODS_WITH_BODIES.has(method))) return;
      const existing = route.preValidation;
      route.preValidation = existing === undefined ? [refuseBody] : [refuseBody, ...(Array.isArray(existing) ? existing : [existing])];
    });
  },
  { name: 'json-body' },
);
