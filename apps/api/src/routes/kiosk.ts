import { createHash } from 'node:crypto';
import { KIOSK_DEVICE_HEADER, kioskEndpoints } from '@aurelia/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentKiosk, currentUser } from '../auth/auth-plugin';
import { routeOptions } from '../http/route-options';
import { PinLockedError } from '../kiosk/kiosk-service';

const tags = ['kiosk'];

/** The device token a kiosk sends; an array (header sent twice) counts as none. */
function deviceToken(request: FastifyRequest): string | undefined {
  const value = request.headers[KIOSK_DEVICE_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/** Unlocks a kiosk may try in 5 minutes, on top of the per-staff lock-out after 5 wrong PINs. */
export const UNLOCKS_PER_KIOSK = 60;

/** The unlock limit's key: the kiosk (its device token, hashed), or the IP for a request without one. */
function unlockLimitKey(request: FastifyRequest): string {
  const token = deviceToken(request);
  return token ? `kiosk:${createHash('sha256').update(token).digest('base64url')}` : `ip:${request.ip}`;
}

/**
 * Kiosk set-up and staff unlock. Unlock is limited per kiosk on top of the per-staff lock-out, so
 * one screen cannot try PINs of every staff member quickly.
 */
export const kioskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kiosks } = app;
  const { registerKioskDevice, getKioskDevice, unlockKiosk } = kioskEndpoints;

  app.route({
    ...routeOptions(app, registerKioskDevice, {
      tags,
      description:
        'Signed in as a store manager (a `staff` account with `is_manager`). Answers 201 with `device_token`, ' +
        `shown once: the kiosk sends it as \`${KIOSK_DEVICE_HEADER}\` from then on. 403 for staff who are not managers ` +
        'and for shoppers; 422 for an unknown store.',
      rateLimit: { max: 20, timeWindow: '10 minutes' },
    }),
    // Any signed-in user: the service refuses everyone but a manager with a sentence a shopper understands.
    handler: async (request, reply) => reply.code(201).send({ data: await kiosks.register(currentUser(request), request.body) }),
  });

  app.route({
    ...routeOptions(app, getKioskDevice, {
      tags,
      description: `\`${KIOSK_DEVICE_HEADER}\` header required; 401 for a kiosk that is not set up or was removed.`,
    }),
    handler: async (request) => {
      const { device, store } = currentKiosk(request);
      return { data: await kiosks.state(device, store, new Date()) };
    },
  });

  app.route({
    ...routeOptions(app, unlockKiosk, {
      tags,
      description:
        `\`${KIOSK_DEVICE_HEADER}\` header required. 200 with a staff session for this kiosk's store (bearer token, ` +
        'at most 12 hours; the kiosk signs out with `POST /auth/logout` when it locks). 401 for a wrong PIN (the ' +
        'message says how many tries are left) and for anyone not on this store’s staff; after 5 wrong PINs in a row ' +
        `the staff member is locked out for 15 minutes: 429 with \`Retry-After\`. Also limited to ${UNLOCKS_PER_KIOSK} tries per 5 ` +
        'minutes per kiosk (per IP without a kiosk header).',
      // Per kiosk, not per IP: a store's kiosks reach us from one address, and staff unlock after every idle lock.
      rateLimit: { max: UNLOCKS_PER_KIOSK, timeWindow: '5 minutes', keyGenerator: (request) => unlockLimitKey(request) },
    }),
    handler: async (request, reply) => {
      const { device, store } = currentKiosk(request);
      try {
        return { data: await kiosks.unlock(device, store, request.body.staff_id, request.body.pin, new Date()) };
      } catch (error) {
        if (error instanceof PinLockedError) void reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  });
};
