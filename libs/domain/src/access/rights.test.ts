import { describe, expect, it } from 'vitest';
import { RIGHTS, ROLE_RIGHTS, STAFF_ROLES, hasRight, isStaffRole, mayActOnStore, storesInReach, type Right, type StaffRole } from './rights';

const admin = { role: 'admin', storeIds: [] } as const;
const manager = { role: 'manager', storeIds: [1, 2] } as const;
const staff = { role: 'staff', storeIds: [1] } as const;

/** The matrix as a reader checks it: role × right → granted. */
const MATRIX: Record<Right, Record<StaffRole, boolean>> = {
  'orders.view': { admin: true, manager: true, staff: true },
  'orders.pack': { admin: true, manager: true, staff: false },
  'orders.ship': { admin: true, manager: true, staff: false },
  'orders.deliver': { admin: true, manager: true, staff: false },
  'orders.prepare_pickup': { admin: true, manager: true, staff: true },
  'orders.collect': { admin: true, manager: true, staff: true },
  'orders.record_cash': { admin: true, manager: true, staff: true },
  'orders.cancel': { admin: true, manager: true, staff: false },
  'orders.refund': { admin: true, manager: true, staff: false },
  'returns.receive': { admin: true, manager: true, staff: false },
  'returns.decide': { admin: true, manager: true, staff: false },
  'settings.view': { admin: true, manager: true, staff: false },
  'settings.edit': { admin: true, manager: false, staff: false },
  'stores.edit': { admin: true, manager: false, staff: false },
  'staff.manage': { admin: true, manager: false, staff: false },
  'kiosks.manage': { admin: true, manager: true, staff: false },
  'audit.view': { admin: true, manager: true, staff: false },
  'dashboard.view': { admin: true, manager: true, staff: false },
  'rates.view': { admin: true, manager: true, staff: false },
  'rates.set': { admin: true, manager: false, staff: false },
};

describe('rights', () => {
  it('grants each role exactly the rights of the matrix', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...RIGHTS].sort());
    for (const right of RIGHTS) {
      for (const role of STAFF_ROLES) expect(hasRight({ role }, right), `${role} ${right}`).toBe(MATRIX[right][role]);
    }
  });

  it('lists no right twice for a role', () => {
    for (const role of STAFF_ROLES) expect(new Set(ROLE_RIGHTS[role]).size).toBe(ROLE_RIGHTS[role].length);
  });

  it('holds a manager to their own stores, and an admin to none', () => {
    expect(mayActOnStore(manager, 'orders.refund', 2)).toBe(true);
    expect(mayActOnStore(manager, 'orders.refund', 3)).toBe(false);
    expect(mayActOnStore(admin, 'orders.refund', 3)).toBe(true);
  });

  it('leaves records of no store to the admins', () => {
    expect(mayActOnStore(admin, 'orders.ship', null)).toBe(true);
    expect(mayActOnStore(manager, 'orders.ship', null)).toBe(false);
  });

  it('refuses a right the role lacks even in the actor’s own store', () => {
    expect(mayActOnStore(staff, 'orders.refund', 1)).toBe(false);
    expect(mayActOnStore(staff, 'orders.collect', 1)).toBe(true);
    expect(mayActOnStore(staff, 'orders.collect', 2)).toBe(false);
  });

  it('names the stores in reach for filtering lists', () => {
    expect(storesInReach(admin, 'orders.view')).toBe('all');
    expect(storesInReach(manager, 'orders.view')).toEqual([1, 2]);
    expect(storesInReach(staff, 'orders.refund')).toEqual([]);
  });

  it('knows the staff roles and nothing else', () => {
    expect(isStaffRole('manager')).toBe(true);
    expect(isStaffRole('customer')).toBe(false);
    expect(isStaffRole('Admin')).toBe(false);
  });
});
