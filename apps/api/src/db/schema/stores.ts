import { relations } from 'drizzle-orm';
import { doublePrecision, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identity } from './columns';
import { timeslots } from './timeslots';

/** Opening hours by weekday (`monday`…`sunday`): `HH:mm` open and close, or null when closed all day. */
export type OpeningHours = Record<string, { open: string; close: string } | null>;

export const stores = pgTable('stores', {
  id: identity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  address: text('address').notNull(),
  pincode: text('pincode').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
  services: jsonb('services').$type<string[]>().notNull(),
  position: integer('position').notNull().default(0),
});

export const storesRelations = relations(stores, ({ many }) => ({
  timeslots: many(timeslots),
}));
