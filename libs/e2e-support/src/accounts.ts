/**
 * The accounts and store of the API's seed (apps/api seed-database.ts; README), as every e2e suite signs in with
 * them. Restated here, not imported: an e2e project reaches the API over HTTP only.
 */

/** A seeded account's web sign-in. */
export interface Credentials {
  email: string;
  password: string;
}

/** A seeded member of a store's staff: a web sign-in and the PIN that unlocks a kiosk of their store. */
export interface StaffMember extends Credentials {
  /** As the kiosk's lock screen lists them. */
  name: string;
  pin: string;
}

/** The first seeded store, where the kiosk staff below work. */
export const STORE = { slug: 'mumbai-bandra', name: 'Aurelia Bandra' } as const;

/** The demo shopper. */
export const SHOPPER: Credentials = { email: 'shopper@aurelia.test', password: 'Shopper#2026' };

/** Rahul Mehta, Bandra's manager: sets kiosks up, opens the counter out of hours, and has a PIN. */
export const MANAGER: StaffMember = { name: 'Rahul Mehta', email: 'staff@aurelia.test', password: 'Staff#2026', pin: '2580' };

/** Anjali Nair, staff at Bandra (not a manager); the seeded staff share the manager's password. */
export const ANJALI: StaffMember = { name: 'Anjali Nair', email: 'anjali@aurelia.test', password: 'Staff#2026', pin: '1357' };

/** Vikram Das, staff at Bandra; the suites that lock him out with wrong PINs leave him to themselves. */
export const VIKRAM: StaffMember = { name: 'Vikram Das', email: 'vikram@aurelia.test', password: 'Staff#2026', pin: '2468' };

/** Aditi Kapoor, the shop's admin (no store): the back office asks her for a code mailed after her password. */
export const ADMIN: Credentials & { name: string } = { name: 'Aditi Kapoor', email: 'admin@aurelia.test', password: 'Admin#2026' };

/** The second seeded store, Meera's. */
export const SECOND_STORE = { slug: 'delhi-connaught-place', name: 'Aurelia Connaught Place' } as const;

/** Meera Iyer, Connaught Place's manager: the back office's second manager, refused Bandra's orders. */
export const MEERA: StaffMember = { name: 'Meera Iyer', email: 'meera@aurelia.test', password: 'Staff#2026', pin: '8642' };
