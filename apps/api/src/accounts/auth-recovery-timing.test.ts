import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, userForm } from '../test/auth-test-client';
import { buildApp } from '../app';
import { mailOutbox, otpCodes, passwordResets } from '../db/schema/index';
import { openTestDatabase, testConfig } from '../test/build-test-app';
import { authRoutes } from './auth-routes';

/**
 * Whether an account exists must not show in the answer to a code or reset request, nor in its time. A copy
 * of the auth routes under PROBED records, as each answer is sent, what has been written so far: nothing may
 * be, known email or not, since the lookup, the code or link and the mail all run after the answer. Counted
 * work rather than a clock: the CPU time up to the answer moved between 0.7x and 1.2x of the other side on
 * this busy machine, while the code before this change wrote 2 rows for a known email and none otherwise.
 */
const PROBED = '/probed/api/v1';
let app: FastifyInstance;
let call: ReturnType<typeof authClient>;
let known: string;
const writtenAtAnswer: number[] = [];
let nextIp = 1;
const freshIp = () => `10.5.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

async function rowsWritten(): Promise<number> {
  const counts = await Promise.all([otpCodes, passwordResets, mailOutbox].map((table) => app.db.select({ n: count() }).from(table)));
  return counts.reduce((sum, [row]) => sum + (row?.n ?? 0), 0);
}

beforeAll(async () => {
  app = await buildApp(testConfig(), { database: await openTestDatabase() });
  await app.register(
    async (scope) => {
      scope.addHook('onSend', async (_request, _reply, payload) => {
        writtenAtAnswer.push(await rowsWritten());
        return payload;
      });
      await scope.register(authRoutes);
    },
    { prefix: PROBED },
  );
  await app.ready();
  call = authClient(app, PROBED);
  const form = userForm();
  expect((await authClient(app)('POST', '/auth/register', { ip: freshIp(), body: form })).status).toBe(200);
  known = form.email;
});
afterAll(async () => {
  await app?.close();
});

describe.each([
  ['POST /auth/forgot-password', '/auth/forgot-password'],
  ['POST /auth/otp/request', '/auth/otp/request'],
])('%s for a known and an unknown email', (_name, path) => {
  it('writes nothing before answering, known email or not; the code or link and its mail come after', async () => {
    const afterwards: number[] = [];
    for (const email of [known, `nobody.${path.length}@example.com`]) {
      await app.afterReplySettled();
      const before = await rowsWritten();
      writtenAtAnswer.length = 0;
      const answer = await call('POST', path, { ip: freshIp(), body: { email } });
      expect(answer.status).toBe(200);
      expect(writtenAtAnswer.map((rows) => rows - before), email).toEqual([0]);
      await app.afterReplySettled();
      afterwards.push((await rowsWritten()) - before);
    }
    // The known email got its code or link and the mail; the unknown one nothing.
    expect(afterwards).toEqual([2, 0]);
  });
});
