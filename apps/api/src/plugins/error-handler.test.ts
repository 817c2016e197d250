import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../errors';
import { errorHandler } from './error-handler';

let app: FastifyInstance;

beforeAll(async () => {
  const server = Fastify({ logger: false, bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.removeContentTypeParser('text/plain');
  await server.register(rateLimit, { global: false });
  await server.register(errorHandler);
  server.post(
    '/echo',
    {
      schema: {
        body: z.object({
          name: z.string().min(2),
          tags: z.array(z.string()).max(2).optional(),
          code: z.string().min(4, 'Enter the 4-letter code').regex(/^[A-Z]+$/, 'Use capital letters').optional(),
        }),
      },
    },
    async (request) => request.body,
  );
  const failures: Record<string, () => Error> = {
    missing: () => new NotFoundError('Store', 'atlantis'),
    pluginMissing: () => Object.assign(new Error('Route GET:/fail/<img src=x> not found'), { statusCode: 404 }),
    conflict: () => new ConflictError('The timeslot is full.'),
    anonymous: () => new UnauthenticatedError(),
    forbidden: () => new ForbiddenError(),
    invalid: () => new ValidationError({ email: ['The email has already been taken.'] }),
    nul: () =>
      new Error('Failed query: select …', {
        cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
      }),
    dbdown: () => new Error('Failed query: select …', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) }),
  };
  server.get('/fail/:kind', async (request) => {
    const { kind } = request.params as { kind: string };
    const failure = failures[kind];
    throw failure ? failure() : new Error('connection refused at 10.0.0.7:5432 (password=hunter2)');
  });
  server.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app = server;
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const post = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': contentType } });

describe('the central error handler', () => {
  it('answers schema failures with 422 and messages by dotted field path', async () => {
    const response = await post(JSON.stringify({ name: 'A', tags: ['a', 'b', 'c'] }));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('Please check the highlighted fields.');
    expect(Object.keys(body.errors).sort()).toEqual(['name', 'tags']);
    expect(body.errors.name[0]).toMatch(/2/);

    const nested = await post(JSON.stringify({ name: 'Asha', tags: ['ok', 5] }));
    expect(nested.json().errors).toHaveProperty(['tags.1']);
  });

  it('answers one message per field, the first the schema found', async () => {
    const response = await post(JSON.stringify({ name: 'Asha', code: 'a' }));
    expect(response.json().errors).toEqual({ code: ['Enter the 4-letter code'] });
  });

  it('names the body itself when it is not an object', async () => {
    const response = await post('[1, 2]');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('body');
  });

  it('answers malformed JSON, an empty JSON body and a wrong content type with 400', async () => {
    for (const response of [await post('{"name": '), await post(''), await post('name=Asha', 'text/plain')]) {
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['message']);
    }
  });

  it('answers a body over the limit with 413', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(2000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('maps domain errors to their status and message', async () => {
    const expectations: [string, number, object][] = [
      ['missing', 404, { message: 'Store not found.' }],
      ['conflict', 409, { message: 'The timeslot is full.' }],
      ['anonymous', 401, { message: 'Unauthenticated.' }],
      ['forbidden', 403, { message: 'This action is unauthorized.' }],
      [
        'invalid',
        422,
        { message: 'Please check the highlighted fields.', errors: { email: ['The email has already been taken.'] } },
      ],
    ];
    for (const [kind, status, body] of expectations) {
      const response = await app.inject(`/fail/${kind}`);
      expect(response.statusCode, kind).toBe(status);
      expect(response.json()).toEqual(body);
    }
  });

  it('answers a value the database refuses (SQLSTATE class 22) with 400, not 500', async () => {
    const response = await app.inject('/fail/nul');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request contains a value that cannot be used.' });
  });

  it('answers a database that cannot be reached with 503 and Retry-After, not 500', async () => {
    const response = await app.inject('/fail/dbdown');
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({ message: expect.stringMatching(/try again/) });
    expect(response.body).not.toContain('5432');
  });

  it('hides the details of a server error', async () => {
    const response = await app.inject('/fail/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server Error' });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers an unknown route with 404 Not Found, never echoing the URL', async () => {
    const response = await app.inject('/no/such/route/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });

  it('answers a plugin’s own 404 with the plain message instead of the plugin’s, which may quote the URL', async () => {
    const response = await app.inject('/fail/pluginMissing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });

  it('answers a rate-limited route with 429 and Retry-After', async () => {
    expect((await app.inject('/limited')).statusCode).toBe(200);
    const limited = await app.inject('/limited');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/rate limit|too many/i) });
  });
});
