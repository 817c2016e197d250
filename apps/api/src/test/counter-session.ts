import { KIOSK_DEVICE_HEADER } from '@aurelia/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generateToken, hashToken } from '../auth/tokens';
import { authTokens, counterHoursOverrides, kioskDevices, users } from '../db/schema/index';
import { required } from '../required';

/** Test fixtures for the counter's suites; not used by the app. */

/** A staff session at a kiosk: its bearer token, the kiosk's device token, and both as request headers. */
export interface CounterSession {
  token: string;
  device: string;
  headers: Record<string, string>;
}

/**
 * What a PIN unlock gives: a kiosk of the staff member's store (registered by no one) and a session on it,
 * written straight to the database, so suites about counter calls need not go through set-up and PINs. The
 * kiosk stands in `kioskStoreId` when given (for staff without a store). Unless `storeHours` is kept, the
 * store's counter is opened for the next 12 hours too (a manager's override), so these suites pass at any hour.
 */
export async function openCounterSession(
  app: FastifyInstance,
  userId: number,
  kioskStoreId?: number,
  { storeHours = false }: { storeHours?: boolean } = {},
): Promise<CounterSession> {
  const [member] = await app.db.select({ storeId: users.storeId }).from(users).where(eq(users.id, userId));
  const storeId = required(kioskStoreId ?? member?.storeId, `the store of user ${userId}`);
  const device = generateToken();
  const [kiosk] = await app.db.insert(kioskDevices).values({ storeId, name: 'Test counter', tokenHash: hashToken(device) }).returning();
  const token = generateToken();
  await app.db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 12 * 3_600_000),
    kioskDeviceId: required(kiosk, 'the test kiosk').id,
  });
  if (!storeHours) {
    await app.db.insert(counterHoursOverrides).values({ storeId, reason: 'Counter suite', openUntil: new Date(Date.now() + 12 * 3_600_000) });
  }
  return { token, device, headers: { authorization: `Bearer ${token}`, [KIOSK_DEVICE_HEADER]: device } };
}
