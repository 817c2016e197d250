import type { StaffAppointment, StaffAppointmentListResponse, Timeslot } from '@aurelia/contracts';
import type { Locator, Page } from '@playwright/test';
import { ANJALI, STORE, e2eToday } from '@aurelia/e2e-support';
import { expect, test, unlock } from '../support';

/**
 * The kiosk's screens on the tablets it serves (the project's viewport), compared with the committed baselines
 * in __screenshots__ (docs/architecture.md, "Visual regression"). The browser's clock starts at 12:15 in India on
 * the day (src/clock.ts); what still changes with the day or the minute (the date, the day's hours, the "now" line's
 * time) is masked.
 */
async function expectScreen(page: Page, name: string, mask: Locator[] = []) {
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, { mask });
}

const store = { id: 1, slug: STORE.slug, name: STORE.name, address: '14 Hill Road, Bandra West, Mumbai 400050' };

function slot(id: number, start: string, end: string): Timeslot {
  return { id, store_id: 1, date: e2eToday(), start_time: start, end_time: end, capacity: 3, available: 1 };
}

/** A booking of the fixed day the queue is drawn with; `at` is its last step's time in India. */
function booking(id: number, name: string, status: StaffAppointment['status'], time: Timeslot, notes: string | null, at: string, by: string | null): StaffAppointment {
  const action = ({ booked: 'booked', checked_in: 'check-in', completed: 'complete', no_show: 'no-show', cancelled: 'cancel' } as const)[status];
  return {
    id,
    booking_number: `APT-VIS${String(id).padStart(3, '0')}`,
    customer_name: name,
    phone: `+9198765000${String(id).padStart(2, '0')}`,
    appointment_date: e2eToday(),
    notes,
    timeslot_id: time.id,
    user_id: null,
    status,
    store,
    timeslot: time,
    checked_in_at: null,
    created_at: `${e2eToday()}T03:00:00.000Z`,
    history: [{ action, staff_name: by, note: null, at: `${e2eToday()}T${at}:00.000+05:30` }],
  };
}

/**
 * The appointments list the queue is drawn with, the same whatever the journeys before booked: a finished morning,
 * a customer in the shop, one due now, and the afternoon to come.
 */
function fixedDay(): StaffAppointmentListResponse {
  const [ten, eleven, half, one, two, four] = [slot(1, '10:30', '11:30'), slot(2, '11:00', '12:00'), slot(3, '11:30', '12:30'), slot(4, '12:30', '13:30'), slot(5, '13:30', '14:30'), slot(6, '16:00', '17:00')];
  const data = [
    booking(1, 'Lakshmi Narayanan', 'completed', ten, 'Temple jewellery for a wedding', '11:20', ANJALI.name),
    booking(2, 'Arjun Menon', 'no_show', eleven, null, '11:40', ANJALI.name),
    booking(3, 'Meera Iyer', 'checked_in', half, 'Emerald earrings', '11:35', ANJALI.name),
    booking(4, 'Kabir Pillai', 'booked', half, 'Engagement ring, solitaire around one carat', '09:10', null),
    booking(5, 'Farah Khan', 'booked', one, 'Resize a bangle', '08:45', null),
    booking(6, 'Nisha Bose', 'booked', one, null, '10:05', null),
    booking(7, 'Rohan Gill', 'booked', two, 'Mangalsutra', '10:50', null),
    booking(8, 'Devika Rao', 'booked', four, 'Gold coins for Diwali', '11:05', null),
  ];
  return { data, meta: { date: e2eToday(), store, total: data.length } };
}

test.describe('kiosk screens', () => {
  // The screens are drawn with answers of the test's own (page.route), which Playwright cannot give a request the
  // kiosk's service worker has seen: once the worker has claimed the page (a race with the first requests), the real
  // API would answer. The worker's offline shell has journeys of its own (idle-and-offline.spec.ts).
  test.use({ serviceWorkers: 'block' });

  test('lock screen and PIN pad', async ({ page }) => {
    await expect(page.getByRole('heading', { name: STORE.name, level: 1 })).toBeVisible();
    await expectScreen(page, 'lock-screen', [page.getByText(/today|open|closes|until/i)]);
    await page.getByRole('button', { name: ANJALI.name, exact: true }).click();
    await expect(page.getByRole('group', { name: 'PIN' })).toBeVisible();
    await expectScreen(page, 'pin-pad');
  });

  test('appointments, the walk-in dialog and gift cards', async ({ page }) => {
    // The day's bookings and free times depend on the journeys that ran before on the same database: the screen is
    // drawn with a fixed day instead.
    await page.route(
      (url) => url.pathname === '/api/v1/staff/appointments',
      (route) => (route.request().method() === 'GET' ? route.fulfill({ json: fixedDay() }) : route.fallback()),
    );
    await page.route(
      (url) => url.pathname === '/api/v1/timeslots',
      (route) => route.fulfill({ json: { data: [slot(4, '12:30', '13:30'), slot(5, '13:30', '14:30'), { ...slot(9, '14:30', '15:30'), available: 3 }, { ...slot(6, '16:00', '17:00'), available: 2 }] } }),
    );
    await unlock(page, ANJALI);
    await expect(page.getByRole('heading', { name: 'Devika Rao' })).toBeVisible();
    const nowLine = page.getByRole('listitem').filter({ hasText: /^Now, / });
    await expectScreen(page, 'appointments', [nowLine]);

    await page.getByRole('button', { name: 'Book a walk-in' }).click();
    const walkIn = page.getByRole('dialog', { name: 'Book a walk-in' });
    await expect(walkIn.getByRole('radio', { name: /^16:00 to/ })).toBeVisible();
    // The coming days are named by their dates, whose width changes with the day ("Sat 5 Dec", "Wed 30 Dec"): the
    // whole row of days is masked, a box as wide as the dialog whatever the dates.
    await expectScreen(page, 'walk-in', [walkIn.getByRole('radiogroup', { name: 'Day' })]);
    await walkIn.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Gift cards' }).click();
    await expect(page.getByRole('form', { name: 'Issue a gift card' })).toBeVisible();
    await expectScreen(page, 'gift-card-issue');
    await page.getByRole('tab', { name: 'Balance and redeem' }).click();
    await expectScreen(page, 'gift-card-balance');
  });
});
