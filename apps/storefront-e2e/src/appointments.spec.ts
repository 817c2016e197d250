import type { APIRequestContext, Page } from '@playwright/test';
import { SHOPPER, expectNoAxeViolations, signInOnStorefront } from '@aurelia/e2e-support';
import { API, expect, expectNoSidewaysScroll, holdRequests, test } from './support';

interface SeedStore {
  slug: string;
  name: string;
  city: string;
}

interface Slot {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  available: number;
}

async function seedStores(request: APIRequestContext): Promise<SeedStore[]> {
  return ((await (await request.get(`${API}/stores`)).json()) as { data: SeedStore[] }).data;
}

async function freeSlots(request: APIRequestContext, store: string, date?: string): Promise<Slot[]> {
  const query = date ? `store=${store}&date=${date}` : `store=${store}`;
  return ((await (await request.get(`${API}/timeslots?${query}`)).json()) as { data: Slot[] }).data;
}

/**
 * A free slot of the store from tomorrow on (today's may begin while the journey runs), with at least
 * `places` free, and on a day with at least `others` more free slots. Each journey uses its own store,
 * so journeys never depend on each other's bookings.
 */
async function findSlot(request: APIRequestContext, store: string, { places = 1, others = 0 } = {}): Promise<Slot> {
  const slots = await freeSlots(request, store);
  const today = slots[0]?.date ?? '';
  const found = slots.find(
    (slot) => slot.date > today && slot.available >= places && slots.filter((other) => other.date === slot.date && other.id !== slot.id).length >= others,
  );
  if (!found) throw new Error(`No free slot at ${store}`);
  return found;
}

/**
 * A national number no other booking in this run has: the API refuses a second booking of one phone in
 * one slot, and the database is shared by every journey (and every repeat) of a run.
 */
let phonesMade = 0;
const uniquePhone = () => `9${String(Date.now()).slice(-6)}${String((phonesMade += 1) % 1000).padStart(3, '0')}`;

/** The store and calendar's code (booking-form.tsx), which comes as the page hydrates. */
const STORE_DATE_CODE = /\/assets\/booking-store-date-[\w-]+\.js$/;

const slotName = (slot: Slot) => new RegExp(`^${slot.start_time} to ${slot.end_time}`);

async function chooseStore(page: Page, store: SeedStore) {
  await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: `${store.name}, ${store.city}` });
}

/** Opens the date's month in the calendar (it starts on today's) and chooses the day. */
async function chooseDate(page: Page, date: string) {
  const day = page.locator(`.au-calendar [data-date="${date}"]`);
  if ((await day.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}

/** The first store with a free time on a day the calendar shows before it has hydrated (today's month). */
async function freeTimeShownFirst(page: Page, request: APIRequestContext, stores: SeedStore[]): Promise<{ store: SeedStore; slot: Slot } | undefined> {
  for (const store of stores) {
    for (const slot of await freeSlots(request, store.slug)) {
      if ((await page.locator(`.au-calendar [data-date="${slot.date}"]:not([disabled])`).count()) > 0) return { store, slot };
    }
  }
  return undefined;
}

async function chooseSlot(page: Page, slot: Slot) {
  await page.getByRole('radio', { name: slotName(slot) }).click();
}

/** Books the slot directly through the API, as another shopper would. */
async function bookThroughApi(request: APIRequestContext, slot: Slot, phone: string) {
  const response = await request.post(`${API}/appointment`, {
    data: { customer_name: 'Someone Else', phone, appointment_date: slot.date, timeslot_id: slot.id },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('appointments', () => {
  test('a guest books an appointment and sees the booking on the success page, also after a reload', async ({ page, request }) => {
    const store = (await seedStores(request))[1] as SeedStore;
    const slot = await findSlot(request, store.slug);
    await page.goto('/appointment');
    await expect(page).toHaveTitle('Book Appointment | Aurelia | Premium Jewellery Collection');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Appointment');
    await chooseStore(page, store);
    await chooseDate(page, slot.date);
    await chooseSlot(page, slot);
    await page.getByRole('textbox', { name: /Your name/ }).fill('Asha Verma');
    const phone = uniquePhone();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
    await page.getByRole('textbox', { name: /Notes/ }).fill('A ring to resize');
    await page.getByRole('button', { name: 'Book appointment' }).click();

    await expect(page).toHaveURL(/\/appointment\/success$/);
    await expect(page).toHaveTitle('Appointment Confirmed | Aurelia | Premium Jewellery Collection');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Appointment Confirmed');
    const details = page.getByRole('region', { name: 'Your booking' });
    await expect(details.getByText(store.name, { exact: true })).toBeVisible();
    await expect(details.getByText(`${slot.start_time} – ${slot.end_time}`)).toBeVisible();
    await expect(details.getByText('Asha Verma', { exact: true })).toBeVisible();
    await expect(details.getByText(`+91${phone}`)).toBeVisible();
    await expect(details.getByText('A ring to resize')).toBeVisible();
    await expect(page.getByRole('region', { name: 'What to bring' }).getByRole('listitem').first()).toContainText('photo ID');
    const bookingNumber = await details.locator('dt:text-is("Booking number") + dd').textContent();
    expect(bookingNumber).toMatch(/\S+/);
    expect(page.url()).not.toContain(phone.slice(0, 5));

    // The booking is real: the slot has one place fewer.
    const after = (await freeSlots(request, store.slug, slot.date)).find((entry) => entry.id === slot.id);
    expect(after?.available ?? 0).toBe(slot.available - 1);

    await page.reload();
    await expect(details.getByText(bookingNumber ?? '', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `About ${store.name}` })).toHaveAttribute('href', `/stores/${store.slug}`);
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  test('a signed-in shopper finds name and phone filled in', async ({ page }) => {
    await signInOnStorefront(page, SHOPPER, '/');
    await page.goto('/appointment');
    await expect(page.getByRole('textbox', { name: /Your name/ })).toHaveValue('Priya Sharma');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('9876543210');
    await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('IN');
  });

  test('a bad form shows the server’s errors by the fields and keeps what was typed', async ({ page, request }) => {
    const store = (await seedStores(request))[3] as SeedStore;
    const slot = await findSlot(request, store.slug);
    await page.goto('/appointment');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByText('Choose a store.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Store' })).toBeFocused();

    await chooseStore(page, store);
    await chooseDate(page, slot.date);
    await chooseSlot(page, slot);
    await page.getByRole('textbox', { name: /Your name/ }).fill('A');
    // Five digits joined to +91 are not an Indian number.
    await page.getByRole('textbox', { name: 'Phone number' }).fill('98765');
    await page.getByRole('textbox', { name: /Notes/ }).fill('Bridal set');
    await page.getByRole('button', { name: 'Book appointment' }).click();

    const name = page.getByRole('textbox', { name: /Your name/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/at least 2 characters/);
    await expect(name).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('group', { name: /Phone/ })).toContainText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9');
    await expect(page).toHaveURL(/\/appointment$/);
    await expect(name).toHaveValue('A');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('98765');
    await expect(page.getByRole('textbox', { name: /Notes/ })).toHaveValue('Bridal set');
    await expect(page.getByRole('radio', { name: slotName(slot) })).toBeChecked();
    await expectNoAxeViolations(page);
  });

  test('a slot taken meanwhile is explained, leaves the picker, and another slot books', async ({ page, request }) => {
    const store = (await seedStores(request))[2] as SeedStore;
    const slot = await findSlot(request, store.slug, { others: 1 });
    await page.goto(`/appointment?store=${store.slug}`);
    await chooseDate(page, slot.date);
    await chooseSlot(page, slot);
    await page.getByRole('textbox', { name: /Your name/ }).fill('Meera Iyer');
    const phone = uniquePhone();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);

    for (let place = 0; place < slot.available; place += 1) await bookThroughApi(request, slot, uniquePhone());
    await page.getByRole('button', { name: 'Book appointment' }).click();

    const alert = page.getByRole('status').filter({ hasText: 'That time is no longer free' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('just been booked up');
    await expect(alert).toBeFocused();
    await expect(page.getByRole('radio', { name: slotName(slot) })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /Your name/ })).toHaveValue('Meera Iyer');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(phone);

    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page).toHaveURL(/\/appointment\/success$/);
    await expect(page.getByRole('region', { name: 'Your booking' }).getByText('Meera Iyer', { exact: true })).toBeVisible();
  });

  test('the success page without a booking goes to the booking form', async ({ page }) => {
    await page.goto('/appointment/success');
    await expect(page).toHaveURL(/\/appointment$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Appointment');
  });

  test('?store= preselects the store, as the store page links to it', async ({ page, request }) => {
    const store = (await seedStores(request))[4] as SeedStore;
    await page.goto(`/stores/${store.slug}`);
    await page.getByRole('link', { name: 'Book an appointment here' }).click();
    await expect(page).toHaveURL(new RegExp(`/appointment\\?store=${store.slug}$`));
    await expect(page.getByRole('combobox', { name: 'Store' })).toHaveValue(store.slug);
    await expect(page.getByText('Choose a date to see the free times.')).toBeVisible();
  });

  test('a store and a day chosen before their code has come are chosen once it has', async ({ page, request }) => {
    // The store and calendar come as the page hydrates (booking-form.tsx): held back here until both choices are made.
    const release = await holdRequests(page, STORE_DATE_CODE);
    await page.goto('/appointment');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // A store with a free time on a day the calendar shows from the start (its month: the month buttons work only
    // once hydrated). On a month's last evening every store's next free time may be in the next month: then the
    // store alone is chosen early.
    const stores = await seedStores(request);
    const { store, slot } = (await freeTimeShownFirst(page, request, stores)) ?? { store: stores[1] as SeedStore, slot: undefined };
    await chooseStore(page, store);
    if (slot) await page.locator(`.au-calendar [data-date="${slot.date}"]`).click();
    await expect(page.locator('.au-calendar td[aria-selected="true"]')).toHaveCount(0);

    release();
    await expect(page.getByRole('combobox', { name: 'Store' })).toHaveValue(store.slug);
    if (!slot) return;
    await expect(page.locator('.au-calendar td[aria-selected="true"]').locator(`[data-date="${slot.date}"]`)).toBeVisible();
    // The page acts on both: the day's free times are the store's.
    await expect(page.getByRole('radio', { name: slotName(slot) })).toBeVisible();
  });

  test('a store chosen as its code comes, before React has hydrated it, is kept', async ({ page, request }) => {
    // Between the code coming and React hydrating the store, a select's `input` would have React hydrate it there and
    // then, and draw the form again with no store before the `change` came: the choice lost.
    const store = (await seedStores(request))[1] as SeedStore;
    // A phone's slower processor, as a shopper's: that moment lasts long enough for the journey to choose within it
    // (on every load in trials of the form without the fix; at a desktop's pace, on 4 of 8 loads).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let load = 0; load < 2; load += 1) {
      const release = await holdRequests(page, STORE_DATE_CODE);
      await page.goto('/appointment');
      const came = page.waitForResponse(STORE_DATE_CODE);
      release();
      await came;
      await chooseStore(page, store);
      await expect(page.getByText('Choose a date to see the free times.')).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Store' })).toHaveValue(store.slug);
      await page.unroute(STORE_DATE_CODE);
    }
  });

  test('a store chosen and "Book appointment" pressed before the store’s code has come ask for the date, not the store', async ({ page, request }) => {
    // The press is judged with the form's choices, which hear of the kept store only once its part has hydrated: its
    // "Choose a store." must go once they have.
    const store = (await seedStores(request))[1] as SeedStore;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const when of ['before its code has come', 'as its code comes'] as const) {
      const release = await holdRequests(page, STORE_DATE_CODE);
      await page.goto('/appointment');
      if (when === 'as its code comes') {
        const came = page.waitForResponse(STORE_DATE_CODE);
        release();
        await came;
      }
      await chooseStore(page, store);
      await page.getByRole('button', { name: 'Book appointment' }).click();
      const select = page.getByRole('combobox', { name: 'Store' });
      // Still drawn meanwhile, not taken away until the code has come.
      await expect(select, when).toBeVisible();
      release();
      await expect(page.getByText('Choose a date.'), when).toBeVisible();
      await expect(select, when).toHaveValue(store.slug);
      await expect(page.getByText('Choose a store.'), when).toHaveCount(0);
      await expect(select, when).not.toHaveAttribute('aria-invalid', 'true');
      await page.unroute(STORE_DATE_CODE);
    }
  });

  test('a store chosen early is kept when the page changes above it before its code has come', async ({ page, request }) => {
    // Switching the colour mode meanwhile changes what every part of the page reads: React then draws the store and
    // calendar afresh once their code has come, instead of taking over the server's (booking-form.tsx).
    const release = await holdRequests(page, STORE_DATE_CODE);
    await page.goto('/appointment');
    const store = (await seedStores(request))[1] as SeedStore;
    await chooseStore(page, store);
    await page.getByRole('button', { name: /^Colour mode/ }).click();
    release();
    await expect(page.getByRole('combobox', { name: 'Store' })).toHaveValue(store.slug);
    await expect(page.getByText('Choose a date to see the free times.')).toBeVisible();
  });

  test('at 320 px both pages fit without sideways scroll, work by keyboard and pass axe', async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    const store = (await seedStores(request))[5] as SeedStore;
    const slot = await findSlot(request, store.slug);
    await page.goto(`/appointment?store=${store.slug}`);
    await expectNoAxeViolations(page);

    // By keyboard: the calendar's arrow keys to the day, Enter; a time with Space; then the details.
    const start = page.locator('.au-calendar__day[tabindex="0"]');
    const from = (await start.getAttribute('data-date')) ?? '';
    await start.focus();
    const days = Math.round((Date.parse(slot.date) - Date.parse(from)) / 86_400_000);
    for (let day = 0; day < days; day += 1) await page.keyboard.press('ArrowRight');
    await expect(page.locator(`.au-calendar [data-date="${slot.date}"]`)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radio', { name: slotName(slot) })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: slotName(slot) }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: slotName(slot) })).toBeChecked();
    await page.getByRole('textbox', { name: /Your name/ }).focus();
    await page.keyboard.type('Kavya Nair');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeFocused();
    await page.keyboard.type(uniquePhone());
    await page.getByRole('button', { name: 'Book appointment' }).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/appointment\/success$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Appointment Confirmed');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
