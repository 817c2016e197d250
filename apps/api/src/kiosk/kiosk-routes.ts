import { KIOSK_DEVICE_HEADER, kioskEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentKiosk, currentUser } from '../auth/auth-plugin';
import { routeOptions } from '../http/route-options';
import { PinLockedError } from './kiosk-service';

const MANAGER_NOTE =
  'The manager types their email and password on the kiosk for this one action: wrong passwords count like ' +
  'sign-in failures (429 with `Retry-After` past the limits), 422 at `password` for wrong credentials, 403 for ' +
  'anyone who is not a manager of the kiosk’s store. Recorded in the audit log.';

const tags = ['kiosk'];

/**
 * Kiosk set-up and staff unlock. Unlock is limited per kiosk on top of the per-staff lock-out, so
 * one screen cannot try PINs of every staff member quickly.
 */
export const kioskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kiosks } = app;
  const { registerKioskDevice, getKioskDevice, unlockKiosk, listStoreKiosks, revokeStoreKiosk, openCounterOutsideHours, clearStaffPinLock, clearKioskDeviceLock } =
    kioskEndpoints;

  app.route({
    ...routeOptions(app, registerKioskDevice, {
      tags,
      description:
        'Signed in with a password as a store manager (a `staff` account with `is_manager`), who types the ' +
        'password again in `password` (counted like sign-in failures; 422 when wrong). A kiosk PIN session is ' +
        'refused (403). Answers 201 with `device_token`, ' +
        `shown once: the kiosk sends it as \`${KIOSK_DEVICE_HEADER}\` from then on. 403 for staff who are not managers ` +
        'and for shoppers; 422 for an unknown store.',
    }),
    // Any signed-in user: the service refuses everyone but a manager with a sentence a shopper understands.
    handler: async (request, reply) =>
      reply.code(201).send({ data: await kiosks.register(currentUser(request), request.body, { reply, ip: request.ip }) }),
  });

  app.route({
    ...routeOptions(app, listStoreKiosks, {
      tags,
      description: 'Signed in with a password as a store manager: the kiosks of their store. 403 for anyone else and for a kiosk PIN session.',
    }),
    handler: async (request) => ({ data: await kiosks.listForManager(currentUser(request)) }),
  });

  app.route({
    ...routeOptions(app, revokeStoreKiosk, {
      tags,
      description:
        'Signed in with a password as a store manager: the kiosk’s device token stops working and the staff sessions ' +
        'opened on it end at once; `reason` is kept in the audit log. 404 for a kiosk of another store; revoking twice answers the same kiosk.',
    }),
    handler: async (request) => ({ data: await kiosks.revoke(currentUser(request), request.params.id, request.body, new Date()) }),
  });

  app.route({
    ...routeOptions(app, openCounterOutsideHours, {
      tags,
      description:
        `\`${KIOSK_DEVICE_HEADER}\` header required. Outside the store’s opening hours the counter (PIN unlock and ` +
        'every counter call) answers 403; a manager opens it with a reason until `until` today (India time) or the ' +
        `end of the day. 422 at \`until\` for a time already past. ${MANAGER_NOTE}`,
    }),
    handler: async (request, reply) => {
      const { device, store } = currentKiosk(request);
      const override = await kiosks.openOutsideHours(device, store, request.body, { reply, ip: request.ip }, new Date());
      return reply.code(201).send({ data: override });
    },
  });

  app.route({
    ...routeOptions(app, clearStaffPinLock, {
      tags,
      description:
        `\`${KIOSK_DEVICE_HEADER}\` header required. The staff member may try their PIN again at once. 404 for anyone ` +
        `not on the kiosk store’s staff. ${MANAGER_NOTE}`,
    }),
    handler: async (request, reply) => {
      const { device, store } = currentKiosk(request);
      return { data: await kiosks.clearPinLock(device, store, request.params.id, request.body, { reply, ip: request.ip }) };
    },
  });

  app.route({
    ...routeOptions(app, clearKioskDeviceLock, {
      tags,
      description:
        `\`${KIOSK_DEVICE_HEADER}\` header required. After too many wrong PINs the kiosk refuses every PIN for a while ` +
        '(`locked_until` in `GET /kiosk/device`); a manager lifts it early from that kiosk, with a reason. Answers the ' +
        `lock screen's state. ${MANAGER_NOTE}`,
    }),
    handler: async (request, reply) => {
      const { device, store } = currentKiosk(request);
      return { data: await kiosks.clearDeviceLock(device, store, request.body, { reply, ip: request.ip }, new Date()) };
    },
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
        'the staff member is locked out for 15 minutes, and after 8 in a row on one kiosk (whoever they were for) the ' +
        'kiosk is: 429 with `Retry-After`. The right PIN outside opening hours answers 403 unless a manager opened the ' +
        `counter (\`POST /kiosk/hours-override\`). Also limited to ${unlockKiosk.rateLimit.max} tries per ${unlockKiosk.rateLimit.window} ` +
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
