import { backOfficeAdminEndpoints } from '@aurelia/contracts';
import { addDays, indiaMoment } from '@aurelia/domain';
import { and, count, desc, eq, gte, inArray, isNotNull, like, lt, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../auth/auth-plugin';
import { auditLog, stores, users } from '../db/schema/index';
import { NotFoundError } from '../errors';
import { routeOptions } from '../http/route-options';
import { requireRight } from './back-office-access';

const tags = ['back office'];

/** `%` and `_` typed into a filter match themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The audit log as the back office reads it: an admin's every record, a manager's those of their stores (records of
 * no store, such as settings, are the admins'); newest first.
 */
export const backOfficeAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOptions(app, backOfficeAdminEndpoints.listAuditEntries, {
      tags,
      description:
        '`action` matches exactly, `subject` by its beginning (`order:` lists every order’s records), `actor` is a ' +
        'user id, `from` and `to` are India dates, both included. A `store` out of the caller’s reach is 404.',
      authBeforeValidation: true,
      preValidation: async (request) => requireRight(staffActor(request), 'audit.view'),
    }),
    handler: async (request) => {
      const actor = staffActor(request);
      requireRight(actor, 'audit.view');
      const { action, subject, actor: actorId, store, from, to, page, per_page: perPage } = request.query;
      if (store !== undefined && actor.role !== 'admin' && !actor.storeIds.includes(store)) throw new NotFoundError('Store', store);
      const where: SQL[] = [];
      if (actor.role !== 'admin') where.push(isNotNull(auditLog.storeId), inArray(auditLog.storeId, actor.storeIds.length > 0 ? [...actor.storeIds] : [0]));
      if (action) where.push(eq(auditLog.action, action));
      if (subject) where.push(like(auditLog.subject, likePrefix(subject)));
      if (actorId !== undefined) where.push(eq(auditLog.actorUserId, actorId));
      if (store !== undefined) where.push(eq(auditLog.storeId, store));
      if (from) where.push(gte(auditLog.createdAt, indiaMoment(from, '00:00')));
      if (to) where.push(lt(auditLog.createdAt, indiaMoment(addDays(to, 1), '00:00')));
      const filter = and(...where);
      const [counted] = await app.db.select({ total: count() }).from(auditLog).where(filter);
      const total = counted?.total ?? 0;
      const rows = await app.db
        .select({ entry: auditLog, actorName: users.name, storeSlug: stores.slug, storeName: stores.name })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .leftJoin(stores, eq(stores.id, auditLog.storeId))
        .where(filter)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return {
        data: rows.map(({ entry, actorName, storeSlug, storeName }) => ({
          id: entry.id,
          created_at: entry.createdAt.toISOString(),
          action: entry.action,
          subject: entry.subject,
          actor: entry.actorUserId !== null && actorName !== null ? { id: entry.actorUserId, name: actorName } : null,
          store: entry.storeId !== null && storeSlug !== null && storeName !== null ? { id: entry.storeId, slug: storeSlug, name: storeName } : null,
          reason: entry.reason,
          before: entry.before,
          after: entry.after,
        })),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
      };
    },
  });
};
