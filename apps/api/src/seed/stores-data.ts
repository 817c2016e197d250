import { addDays, APPOINTMENT_BOOKING_DAYS, WEEKDAYS as DAYS_FROM_SUNDAY, type Weekday } from '@aurelia/domain';
import { REGISTERED_OFFICE } from '../company';
import type { OpeningHours } from '../db/schema/index';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function hours(weekdays: { open: string; close: string }, sunday: { open: string; close: string } | null): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, day === 'sunday' ? sunday : weekdays]));
}

export interface SeedStore {
  slug: string;
  name: string;
  city: string;
  state: string;
  address: string;
  pincode: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  openingHours: OpeningHours;
  services: string[];
  /** Appointments each slot of this store takes. */
  slotCapacity: number;
}

const SERVICES = ['Bridal consultation', 'Custom design', 'Jewellery cleaning', 'Old gold exchange', 'Ring sizing'];

/** The physical stores, in the order they are listed. */
export const SEED_STORES: readonly SeedStore[] = [
  {
    slug: 'mumbai-bandra',
    name: 'Aurelia Bandra',
    // The flagship store is the company's registered office, the seller on every invoice.
    city: REGISTERED_OFFICE.city,
    state: REGISTERED_OFFICE.state,
    address: REGISTERED_OFFICE.street,
    pincode: REGISTERED_OFFICE.pincode,
    phone: '+912226401234',
    email: 'bandra@aurelia.test',
    latitude: 19.0606,
    longitude: 72.8347,
    openingHours: hours({ open: '10:30', close: '20:30' }, { open: '11:00', close: '19:00' }),
    services: SERVICES,
    slotCapacity: 3,
  },
  {
    slug: 'delhi-connaught-place',
    name: 'Aurelia Connaught Place',
    city: 'New Delhi',
    state: 'Delhi',
    address: 'N-12 Connaught Place, Inner Circle',
    pincode: '110001',
    phone: '+911143561200',
    email: 'cp@aurelia.test',
    latitude: 28.6315,
    longitude: 77.2167,
    openingHours: hours({ open: '10:00', close: '20:00' }, { open: '11:00', close: '18:00' }),
    services: SERVICES,
    slotCapacity: 4,
  },
  {
    slug: 'bengaluru-indiranagar',
    name: 'Aurelia Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    address: '612 100 Feet Road, HAL 2nd Stage, Indiranagar',
    pincode: '560038',
    phone: '+918041250987',
    email: 'indiranagar@aurelia.test',
    latitude: 12.9719,
    longitude: 77.6412,
    openingHours: hours({ open: '10:30', close: '21:00' }, { open: '10:30', close: '21:00' }),
    services: SERVICES.slice(0, 4),
    slotCapacity: 2,
  },
  {
    slug: 'chennai-t-nagar',
    name: 'Aurelia T. Nagar',
    city: 'Chennai',
    state: 'Tamil Nadu',
    address: '48 Usman Road, T. Nagar',
    pincode: '600017',
    phone: '+914424345566',
    email: 'tnagar@aurelia.test',
    latitude: 13.0418,
    longitude: 80.2341,
    openingHours: hours({ open: '09:30', close: '21:00' }, { open: '10:00', close: '20:00' }),
    services: SERVICES,
    slotCapacity: 4,
  },
  {
    slug: 'hyderabad-banjara-hills',
    name: 'Aurelia Banjara Hills',
    city: 'Hyderabad',
    state: 'Telangana',
    address: 'Road No. 1, Banjara Hills',
    pincode: '500034',
    phone: '+914023356677',
    email: 'banjarahills@aurelia.test',
    latitude: 17.4156,
    longitude: 78.4347,
    openingHours: hours({ open: '10:30', close: '20:30' }, null),
    services: SERVICES.slice(1),
    slotCapacity: 2,
  },
  {
    slug: 'kolkata-park-street',
    name: 'Aurelia Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    address: '17 Park Street, Mullick Bazar',
    pincode: '700016',
    phone: '+913322298800',
    email: 'parkstreet@aurelia.test',
    latitude: 22.5535,
    longitude: 88.3525,
    openingHours: hours({ open: '11:00', close: '20:00' }, { open: '12:00', close: '18:00' }),
    services: SERVICES,
    slotCapacity: 3,
  },
  {
    slug: 'jaipur-mi-road',
    name: 'Aurelia MI Road',
    city: 'Jaipur',
    state: 'Rajasthan',
    address: '88 Mirza Ismail Road, near Panch Batti',
    pincode: '302001',
    phone: '+911412374455',
    email: 'jaipur@aurelia.test',
    latitude: 26.9157,
    longitude: 75.8069,
    openingHours: hours({ open: '10:30', close: '20:00' }, null),
    services: ['Bridal consultation', 'Custom design', 'Old gold exchange'],
    slotCapacity: 2,
  },
  {
    slug: 'pune-fc-road',
    name: 'Aurelia FC Road',
    city: 'Pune',
    state: 'Maharashtra',
    address: '1204 Fergusson College Road, Shivajinagar',
    pincode: '411004',
    phone: '+912025531212',
    email: 'pune@aurelia.test',
    latitude: 18.5236,
    longitude: 73.8412,
    openingHours: hours({ open: '10:00', close: '20:30' }, { open: '11:00', close: '19:00' }),
    services: SERVICES.slice(0, 3),
    slotCapacity: 3,
  },
];

/** A store as the `stores` table takes it (without the seed-only slot capacity). */
export function storeColumns(store: SeedStore): Omit<SeedStore, 'slotCapacity'> {
  const { slotCapacity, ...columns } = store;
  void slotCapacity;
  return columns;
}

/** Appointment slots are an hour long and start on the hour or half hour after opening. */
export const SLOT_MINUTES = 60;
/** How many days ahead, today included, slots are made for (the booking calendar's window). */
export const SLOT_DAYS = APPOINTMENT_BOOKING_DAYS;

const toMinutes = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The slots of one day inside the opening hours: `[start, end]` pairs of `HH:mm`. */
export function slotsWithin(open: string, close: string): [string, string][] {
  const slots: [string, string][] = [];
  for (let start = toMinutes(open); start + SLOT_MINUTES <= toMinutes(close); start += SLOT_MINUTES) {
    slots.push([toTime(start), toTime(start + SLOT_MINUTES)]);
  }
  return slots;
}

/** `YYYY-MM-DD` of `start` plus `days`, and its weekday name. */
export function seedDay(start: string, days: number): { date: string; weekday: Weekday } {
  const date = addDays(start, days);
  return { date, weekday: DAYS_FROM_SUNDAY[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'monday' };
}
