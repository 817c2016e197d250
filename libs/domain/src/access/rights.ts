/**
 * Who may do what in the back office and at the counter: rights are named keys granted to roles, and a
 * manager's or staff member's rights hold for their own stores only. The API checks every record against
 * {@link mayActOnStore}; a record of another store is then answered as if it did not exist (404).
 */
export const STAFF_ROLES = ['admin', 'manager', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const RIGHTS = [
  'orders.view',
  'orders.pack',
  'orders.ship',
  'orders.deliver',
  'orders.prepare_pickup',
  'orders.collect',
  'orders.record_cash',
  'orders.cancel',
  'orders.refund',
  'returns.receive',
  'returns.decide',
  'settings.view',
  'settings.edit',
  'stores.edit',
  'staff.manage',
  'kiosks.manage',
  'audit.view',
  'dashboard.view',
  'rates.view',
  'rates.set',
] as const;
export type Right = (typeof RIGHTS)[number];

const COUNTER_RIGHTS: readonly Right[] = ['orders.view', 'orders.prepare_pickup', 'orders.collect', 'orders.record_cash'];
const MANAGER_RIGHTS: readonly Right[] = [
  ...COUNTER_RIGHTS,
  'orders.pack',
  'orders.ship',
  'orders.deliver',
  'orders.cancel',
  'orders.refund',
  'returns.receive',
  'returns.decide',
  'settings.view',
  'kiosks.manage',
  'audit.view',
  'dashboard.view',
  'rates.view',
];

/** The rights of each role. An admin holds every right, in every store. */
export const ROLE_RIGHTS: Readonly<Record<StaffRole, readonly Right[]>> = {
  admin: RIGHTS,
  manager: MANAGER_RIGHTS,
  staff: COUNTER_RIGHTS,
};

/** Someone acting for the shop: their role and the stores they belong to (ignored for an admin). */
export interface StaffActor {
  role: StaffRole;
  storeIds: readonly number[];
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether the role holds the right at all (the back office shows only what this allows). */
export function hasRight(actor: Pick<StaffActor, 'role'>, right: Right): boolean {
  return ROLE_RIGHTS[actor.role].includes(right);
}

/**
 * Whether the actor may use `right` on a record of `storeId`. Records of no store (an order delivered from the
 * shop's central stock) belong to the admins alone.
 */
export function mayActOnStore(actor: StaffActor, right: Right, storeId: number | null): boolean {
  if (!hasRight(actor, right)) return false;
  if (actor.role === 'admin') return true;
  return storeId !== null && actor.storeIds.includes(storeId);
}

/** The stores whose records the actor may see with `right`: every store for an admin (`'all'`). */
export function storesInReach(actor: StaffActor, right: Right): readonly number[] | 'all' {
  if (!hasRight(actor, right)) return [];
  return actor.role === 'admin' ? 'all' : actor.storeIds;
}
