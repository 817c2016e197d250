import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity } from './columns';

/**
 * An append-only record of privileged actions (a manager's override at the counter, unlocking a staff member,
 * every back-office change):
 * who did it, for which store, why, and the state before and after. Ids are plain integers, not foreign keys,
 * so a record outlives the user or store it names and is never rewritten.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identity(),
    actorUserId: integer('actor_user_id'),
    storeId: integer('store_id'),
    action: text('action').notNull(),
    /** What the action was done to, as `kind:key` (`order:AUR-…`, `setting:shipping_fee_minor`), to filter by. */
    subject: text('subject'),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_store_created_idx').on(t.storeId, t.createdAt), index('audit_log_action_idx').on(t.action), index('audit_log_subject_idx').on(t.subject, t.createdAt)],
);
