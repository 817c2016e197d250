import { devEndpoints, OUTBOX_LIST_LIMIT } from '@aurelia/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookToday } from '../appointments/today-bookings';
import { mailOutbox } from '../db/schema/index';
import { routeOptions } from '../http/route-options';

/**
 * Development-only calls: the mail outbox, so a person can finish a reset or an OTP login without a mail
 * server, and a settings switch for end-to-end tests (maintenance mode, store open, disabled routes, notice
 * bar), and today's appointments for a store (a kiosk to try, and the kiosk's end-to-end journeys). `app.ts`
 * registers this plugin only with DEV_TOOLS=true, which config.ts allows only on a loopback HOST; the storefront
 * and kiosk servers never forward `/api/v1/dev*` (libs/server-http/src/forward-to-api.mjs).
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listOutbox, updateSettings, bookToday: bookTodayEndpoint } = devEndpoints;

  const tags = ['development'];

  app.route({
    ...routeOptions(app, bookTodayEndpoint, {
      tags,
      description:
          'Books each customer into today’s slot (India time) of the store that `slot` names: `current` (the slot that ' +
          'started last, so the customer is due now), `next` (the first not started) or a start time `HH:mm`. Capacity ' +
          'and one booking per phone and slot hold; a started slot may be booked. Without `bookings`, three demo ' +
          'customers. In order; a refusal answers 409 and keeps the bookings made before it. 422 for an unknown store.',
    }),
    handler: async (request, reply) => reply.code(201).send({ data: await bookToday(app, request.body, new Date()) }),
  });

  app.route({
    ...routeOptions(app, updateSettings, { tags }),
    handler: async (request) => {
      await app.settings.upsert(request.body.settings);
      return { data: await app.settings.list() };
    },
  });

  app.route({
    ...routeOptions(app, listOutbox, { tags }),
    handler: async (request) => {
      const { to } = request.query;
      const rows = await app.db
        .select()
        .from(mailOutbox)
        .where(to ? eq(sql`lower(${mailOutbox.recipient})`, to) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(OUTBOX_LIST_LIMIT);
      return {
        data: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.bodyText,
          html: row.bodyHtml,
          sent_at: row.sentAt ? row.sentAt.toISOString() : null,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  });
};
