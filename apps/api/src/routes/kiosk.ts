import { KIOSK_DEVICE_HEADER, kioskEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentKiosk, currentUser } from '../auth/auth-plugin';
import { routeOptions } from '../http/route-options';
import { PinLockedError } from '../kiosk/kiosk-service';

const tags = ['kiosk'];

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
        `the staff member is locked out for 15 minutes: 429 with \`Retry-After\`. Also limited to ${unlockKiosk.rateLimit.max} tries per ${unlockKiosk.rateLimit.window} ` +
        'per kiosk (per IP without a kiosk header).',
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
