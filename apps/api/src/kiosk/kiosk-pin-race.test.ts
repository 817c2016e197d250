import { STAFF_PIN_MAX_ATTEMPTS } from '@aurelia/domain';
import { KIOSK_DEVICE_HEADER, kioskRegistrationResponseSchema } from '@aurelia/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdByEmail } from '../test/appointment-helpers';
import { users } from '../db/schema/index';
import { WRONG_PIN_MESSAGE } from './kiosk-service';
import { DEMO_KIOSK_STAFF, DEMO_STAFF } from '../seed/seed-database';
import { buildTestApp } from '../test/build-test-app';

/** Wrong PINs sent at once for one staff member: three times the lock-out's allowance. */
const PARALLEL = 15;

let app: FastifyInstance;
let device: string;
let vikramId: number;
const vikram = DEMO_KIOSK_STAFF[2];

beforeAll(async () => {
  // Enough connections on PostgreSQL (TEST_DATABASE_URL) for every try to run at once.
  ({ app } = await buildTestApp({ poolSize: PARALLEL + 2 }));
  vikramId = await userIdByEmail(app, vikram.email);
  const managerToken = await app.issueToken(await userIdByEmail(app, DEMO_STAFF.email));
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/kiosk/devices',
    headers: { authorization: `Bearer ${managerToken}` },
    payload: { password: DEMO_STAFF.password, store: 'mumbai-bandra', name: 'Front counter' },
  });
  device = kioskRegistrationResponseSchema.parse(registered.json()).data.device_token;
});
afterAll(async () => {
  console.info(`PIN race on ${app?.database.kind}`);
  await app?.close();
});

const unlock = (pin: string) =>
  app.inject({ method: 'POST', url: '/api/v1/kiosk/unlock', headers: { [KIOSK_DEVICE_HEADER]: device }, payload: { staff_id: vikramId, pin } });

describe('wrong PINs for one staff member sent in parallel', () => {
  it(`judges at most ${STAFF_PIN_MAX_ATTEMPTS} of ${PARALLEL} and locks the rest out with 429`, async () => {
    const wrongPins = Array.from({ length: PARALLEL }, (_, index) => String(1000 + index));
    const answers = await Promise.all(wrongPins.map((pin) => unlock(pin)));
    const judged = answers.filter((answer) => answer.statusCode === 401 && answer.json().message.startsWith(WRONG_PIN_MESSAGE));
    const locked = answers.filter((answer) => answer.statusCode === 429);
    console.info(`${PARALLEL} parallel wrong PINs: ${judged.length} judged, ${locked.length} locked out`);
    expect(judged.length).toBeLessThanOrEqual(STAFF_PIN_MAX_ATTEMPTS);
    expect(judged.length + locked.length).toBe(PARALLEL);
    for (const answer of locked) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await app.db.select().from(users).where(eq(users.id, vikramId));
    expect(row?.pinLockedUntil).not.toBeNull();
    // Locked out: the right PIN waits too.
    expect((await unlock(vikram.pin)).statusCode).toBe(429);
  });
});
