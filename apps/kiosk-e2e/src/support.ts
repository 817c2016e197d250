import type {
  Appointment,
  DevTodayBooking,
  KioskRegistrationResponse,
  Timeslot,
} from '@aurelia/contracts';
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MANAGER, STORE, e2eNow, e2eToday, failOnPageProblems, signInToApi } from '@aurelia/e2e-support';

/** The API the journeys' kiosk talks to (playwright.config.ts starts it on a fresh database). */
export const API = `http://127.0.0.1:${process.env['E2E_KIOSK_API_PORT'] ?? 3336}/api/v1`;

/** Where the kiosk keeps its registration (apps/kiosk device-slice). */
const DEVICE_STORAGE_KEY = 'aurelia-kiosk-device';

/** Registers a kiosk for the store as the manager, through the API (the set-up journey does it on screen). */
export async function registerDevice(request: APIRequestContext, name = 'Journey counter'): Promise<KioskRegistrationResponse['data']> {
  const token = await signInToApi(request, API, MANAGER);
  const response = await request.post(`${API}/kiosk/devices`, {
    data: { password: MANAGER.password, store: STORE.slug, name },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as KioskRegistrationResponse).data;
}

/** Books customers into today's slots of the store (development-only `POST /dev/appointments/today`). */
export async function bookToday(
  request: APIRequestContext,
  bookings: (Omit<DevTodayBooking, 'slot' | 'notes'> & Partial<Pick<DevTodayBooking, 'slot' | 'notes'>>)[],
): Promise<Appointment[]> {
  const response = await request.post(`${API}/dev/appointments/today`, { data: { store: STORE.slug, bookings } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Appointment[] }).data;
}

/** Today's slots of the store that have not started and have room, in time order. */
export async function freeSlots(request: APIRequestContext, date = e2eToday()): Promise<Timeslot[]> {
  const response = await request.get(`${API}/timeslots?store=${STORE.slug}&date=${date}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Timeslot[] | { data: Timeslot[] };
  return Array.isArray(body) ? body : body.data;
}

/** A free slot of today with at least `places` free, the `index`-th such from the latest (to keep early ones for others). */
export async function slotWithRoom(request: APIRequestContext, places: number, fromLatest = 0): Promise<Timeslot> {
  const roomy = (await freeSlots(request)).filter((slot) => slot.available >= places).reverse();
  const slot = roomy[fromLatest];
  if (!slot) throw new Error(`No slot today with ${places} free places left`);
  return slot;
}

/**
 * Books customers into today's latest slot that has room for them all: the journeys fill the day from its end,
 * so the earliest free slot stays free for the walk-in "now" (Bandra's slots take 3 customers each).
 */
export async function bookLaterToday(request: APIRequestContext, bookings: Omit<DevTodayBooking, 'slot'>[]): Promise<Appointment[]> {
  const slot = await slotWithRoom(request, bookings.length);
  return bookToday(request, bookings.map((booking) => ({ ...booking, slot: slot.start_time })));
}

let customers = 0;
const SURNAMES = ['Iyer', 'Menon', 'Khan', 'Pillai', 'Bose', 'Gill', 'Rao', 'Shah'];
/**
 * A customer nobody else in the run has: a name to search for (its initial tells the worker, so the portrait
 * run's customers differ from the landscape run's) and a phone of their own.
 */
export function newCustomer(first: string): { customer_name: string; phone: string } {
  customers += 1;
  const initial = String.fromCharCode(65 + (Number(process.env['TEST_WORKER_INDEX'] ?? 0) % 26));
  const serial = String(Date.now() % 1_000_000).padStart(6, '0') + String(customers % 100).padStart(2, '0');
  return { customer_name: `${first} ${initial}. ${SURNAMES[customers % SURNAMES.length]}`, phone: `97${serial}` };
}

/** The customer's row in the appointments queue. */
export function card(page: Page, customerName: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: customerName, exact: true }) });
}

/** The "More" menu of the customer's row: the actions besides the row's main one (no-show, move, cancel). */
export function moreButton(page: Page, customerName: string): Locator {
  return card(page, customerName).getByRole('button', { name: `More for ${customerName}` });
}

/** Opens the row's "More" menu and chooses `action` in it. */
export async function chooseFromMenu(page: Page, customerName: string, action: 'Mark no-show' | 'Move' | 'Cancel appointment') {
  await moreButton(page, customerName).click();
  await page.getByRole('menu', { name: `More for ${customerName}` }).getByRole('menuitem', { name: action }).click();
}

/** Unlocks the kiosk as `member` with the on-screen keypad. */
export async function unlock(page: Page, member: { name: string; pin: string }) {
  await page.getByRole('button', { name: member.name, exact: true }).click();
  await enterPin(page, member.pin);
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
}

/** Types a PIN on the keypad and presses Unlock. */
export async function enterPin(page: Page, pin: string) {
  const keypad = page.getByRole('group', { name: 'PIN' });
  for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await keypad.getByRole('button', { name: 'Unlock' }).click();
}

/**
 * Every visible control on the page (buttons, links, radios, fields) can be touched on at least 48 × 48 CSS px
 *: the control together with its labels, since touching a label works the control. Controls hidden
 * from everyone (aria-hidden, such as the native inputs behind custom radios and selects) do not count.
 */
export async function expectTouchTargets(page: Page) {
  const small = await page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="checkbox"], [role="combobox"], [role="menuitem"]');
    return [...controls]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('[aria-hidden="true"]'))
      .map((element) => {
        const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
        const boxes = [element, ...labels].map((node) => node.getBoundingClientRect());
        const width = Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left));
        const height = Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top));
        return { element, width, height };
      })
      .filter(({ width, height }) => width < 47.5 || height < 47.5)
      .map(({ element, width, height }) => `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}" ${Math.round(width)}×${Math.round(height)}`);
  });
  expect(small, 'controls smaller than 48 × 48 px').toEqual([]);
}

export interface KioskFixtures {
  /** Opens the kiosk already set up (through the API) on the lock screen; off for the set-up journeys. */
  registered: boolean;
  consoleProblems: string[];
}

/**
 * One kiosk per worker, registered through the API: a manager may register only 20 kiosks in 10 minutes,
 * and every journey but set-up starts from a registered one.
 */
interface WorkerFixtures {
  registration: KioskRegistrationResponse['data'];
}

/**
 * Every journey: the browser's clock on the API's (e2eNow), the kiosk set up (unless `registered` is
 * false) and open on the lock screen, and a failure on any console error.
 */
export const test = base.extend<KioskFixtures, WorkerFixtures>({
  registration: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await use(await registerDevice(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  registered: [true, { option: true }],
  consoleProblems: [
    async ({ page, registered, registration }, use) =>
      failOnPageProblems(page, 'console errors', async (problems) => {
        await page.clock.install({ time: e2eNow() });
        if (registered) {
          const stored = JSON.stringify({ token: registration.device_token, device: registration.device });
          await page.addInitScript(
            ([key, value]) => {
              if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
            },
            [DEVICE_STORAGE_KEY, stored] as const,
          );
          await page.goto('/');
        }
        await use(problems);
      }),
    { auto: true },
  ],
});

export { expect };
