import type { BackOfficeProfile, BackOfficeStore } from '@aurelia/contracts';
import { hasRight, ROLE_RIGHTS, type Right, type StaffActor } from '@aurelia/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { stores } from '../db/schema/index';
import { staffRoleOf } from '../auth/auth-plugin';
import type { UserRow } from '../auth/user-presenter';
import { ForbiddenError } from '../errors';

/** Said to a member of staff (not a manager) who tries the back office: their work is at the counter. */
export const STAFF_USE_KIOSK_MESSAGE =
  'The back office is for managers and admins: your pick-ups, cash and gift cards are at your store’s kiosk, unlocked with your PIN.';

/** Said when a role lacks the right an action needs. */
export const NO_RIGHT_MESSAGE = 'Your role does not allow this.';

/** A user as the back office's rights see them (staffActor for a user row, before any request carries them). */
export function actorOfUser(user: UserRow): (StaffActor & { userId: number; name: string }) | null {
  const role = staffRoleOf(user);
  if (role === null) return null;
  return { userId: user.id, name: user.name, role, storeIds: role === 'admin' || user.storeId === null ? [] : [user.storeId] };
}

/** 403 unless the actor's role holds `right` (a record's store is then checked with `mayActOnStore`). */
export function requireRight(actor: Pick<StaffActor, 'role'>, right: Right): void {
  if (!hasRight(actor, right)) throw new ForbiddenError(NO_RIGHT_MESSAGE);
}

/** The stores whose records the actor may see: every store for an admin, their own for anyone else; by position. */
export async function storesInReachOf(db: Database, actor: StaffActor): Promise<BackOfficeStore[]> {
  if (actor.role !== 'admin' && actor.storeIds.length === 0) return [];
  return db
    .select({ id: stores.id, slug: stores.slug, name: stores.name, city: stores.city })
    .from(stores)
    .where(actor.role === 'admin' ? undefined : inArray(stores.id, [...actor.storeIds]))
    .orderBy(asc(stores.position), asc(stores.id));
}

/** What `GET /back-office/me` and a sign-in answer about the person. */
export async function backOfficeProfile(db: Database, user: UserRow, actor: StaffActor): Promise<BackOfficeProfile> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: actor.role,
    stores: await storesInReachOf(db, actor),
    rights: [...ROLE_RIGHTS[actor.role]],
  };
}
