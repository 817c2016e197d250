import { STORE_TIMEZONE, WEEKDAYS, type OpeningHoursByDay, type Page, type PageSummary, type Store } from '@aurelia/contracts';
import type { OpeningHours, pages, stores } from '../db/schema/index';

export type StoreRow = typeof stores.$inferSelect;
export type PageRow = typeof pages.$inferSelect;

/** Every weekday present, a day missing from the stored hours being closed. */
export function presentOpeningHours(hours: OpeningHours): OpeningHoursByDay {
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, hours[day] ?? null]));
  return days as OpeningHoursByDay;
}

/** A store as the wire carries it (libs/contracts `Store`). All stores are in India, on India time. */
export function presentStore(row: StoreRow): Store {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    city: row.city,
    state: row.state,
    country: 'IN',
    address: row.address,
    pincode: row.pincode,
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    opening_hours: presentOpeningHours(row.openingHours),
    services: row.services,
    timezone: STORE_TIMEZONE,
  };
}

/** The one-line postal address a confirmation or a map link shows: street, city and pincode. */
export function fullAddress(row: Pick<StoreRow, 'address' | 'city' | 'pincode'>): string {
  return `${row.address}, ${row.city} ${row.pincode}`;
}

export function presentPageSummary(row: Pick<PageRow, 'slug' | 'title'>): PageSummary {
  return { slug: row.slug, title: row.title };
}

export function presentPage(row: PageRow): Page {
  return { slug: row.slug, title: row.title, body_html: row.bodyHtml, updated_at: row.updatedAt.toISOString() };
}
