import { hasRight, isStaffRole, type Right } from '@aurelia/domain';
import type { BackOfficeProfile } from '@aurelia/contracts';

/** Whether the signed-in person's role holds `right` (libs/domain's matrix; the API checks every record again). */
export function may(staff: Pick<BackOfficeProfile, 'role'> | null | undefined, right: Right): boolean {
  return !!staff && isStaffRole(staff.role) && hasRight({ role: staff.role }, right);
}

/** The back office's sections, each shown only to a role that may open it. */
export interface Section {
  path: string;
  label: string;
  right: Right;
}

export const SECTIONS: readonly Section[] = [
  { path: '/', label: 'Dashboard', right: 'dashboard.view' },
  { path: '/orders', label: 'Orders', right: 'orders.view' },
  { path: '/metal-rates', label: 'Metal rates', right: 'rates.view' },
  { path: '/audit', label: 'Audit log', right: 'audit.view' },
  { path: '/settings', label: 'Settings', right: 'settings.view' },
];

export function sectionsFor(staff: Pick<BackOfficeProfile, 'role'> | null | undefined): Section[] {
  return SECTIONS.filter((section) => may(staff, section.right));
}

export const ROLE_NAMES: Readonly<Record<string, string>> = { admin: 'Admin', manager: 'Store manager', staff: 'Staff' };
