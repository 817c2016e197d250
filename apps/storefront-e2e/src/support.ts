import { expect, test as base, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { failOnPageProblems } from '@aurelia/e2e-support';

/** The API the journeys' storefront talks to (playwright.config.ts starts it on a fresh database). */
export const API = `http://127.0.0.1:${process.env['E2E_API_PORT'] ?? 3334}/api/v1`;

/** The settings the journeys change, with the values the seed starts from. */
const SETTINGS_BASELINE = [
  { key: 'maintenance_mode', value: 'false' },
  { key: 'is_store_open', value: 'true' },
  { key: 'disabled_routes', value: '' },
];

/** Changes settings on the running API (development-only `PUT /dev/settings`). */
export async function setSettings(request: APIRequestContext, settings: { key: string; value: string }[]) {
  const response = await request.put(`${API}/dev/settings`, { data: { settings } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A product of the seeded catalogue matching `pick`, found through the real API. */
export async function findProduct(request: APIRequestContext, pick: (product: SeedProduct) => boolean): Promise<SeedProduct> {
  for (let page = 1; page <= 10; page += 1) {
    const response = await request.get(`${API}/products?page=${page}&per_page=48`);
    const body = (await response.json()) as { data: SeedProduct[]; meta: { last_page: number } };
    const found = body.data.find(pick);
    if (found) return found;
    if (page >= body.meta.last_page) break;
  }
  throw new Error('No seeded product matches');
}

export interface SeedProduct {
  id: number;
  slug: string;
  name: string;
  price: number;
  stock: number;
  is_preorderable: boolean;
  is_available: boolean;
  attributes: { group: string; title: string }[];
}

/** A piece set with stones: one of a kind, so a bag holds one of it (libs/domain isOneOfAKind). */
export const setWithStones = (product: SeedProduct) => product.attributes.some((attribute) => attribute.group === 'stone');

let accounts = 0;

/**
 * The newest message to `email` whose subject matches, from the development outbox, once there are `count` such
 * messages; waited for, since the API sends codes and links after it has answered.
 */
export async function messageTo(request: APIRequestContext, email: string, subject: RegExp, count = 1) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API}/dev/outbox?to=${encodeURIComponent(email)}`);
        const body = (await response.json()) as { data: { subject: string; text: string }[] };
        const matching = body.data.filter((message) => subject.test(message.subject));
        found = matching.length >= count ? matching[0] : undefined;
        return found !== undefined;
      },
      { message: `${count} message(s) to ${email} about ${subject}` },
    )
    .toBe(true);
  if (!found) throw new Error(`No message to ${email} about ${subject}`);
  return found;
}

/**
 * A new customer (`prefix` names the journey in the email), so journeys never share a cart, cards or orders.
 * Verified by default, as its owner would make it: the address proven by an emailed code (which removes the
 * password set at sign-up and signs out the sign-up's session), a password set again through the emailed reset
 * link, then a fresh sign-in. `verified: false` stops after sign-up: no carat coins, no gold plan.
 */
export async function newShopper(request: APIRequestContext, prefix = 'e2e-shopper', { verified = true }: { verified?: boolean } = {}) {
  accounts += 1;
  const email = `${prefix}-${Date.now()}-${accounts}@aurelia.test`;
  const password = 'Sapphire#2026';
  // Each journey's shopper comes from an address of its own (a documentation range), as real shoppers do: the
  // API caps sign-ups, code and reset requests per address, and trusts X-Forwarded-For from loopback.
  const headers = { 'x-forwarded-for': `198.51.100.${(accounts % 254) + 1}` };
  const call = async (path: string, data: Record<string, string>) => {
    const response = await request.post(`${API}${path}`, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as { access_token?: string; user?: { email_verified_at: string | null; password_reset_required?: boolean } };
  };
  const registered = await call('/auth/register', { name: 'Meera Iyer', email, phone: '9845012345', phone_country_code: 'IN', phone_country_number: '91', password, password_confirmation: password });
  if (!verified) return { email, password, token: registered.access_token ?? '' };

  await call('/auth/otp/request', { email });
  const code = /sign-in code is (\d{6})/.exec((await messageTo(request, email, /sign-in code$/)).text)?.[1] ?? '';
  const proven = await call('/auth/otp/verify', { email, code });
  expect(proven.user?.email_verified_at, 'the code proved the address').not.toBeNull();
  await call('/auth/forgot-password', { email });
  const link = /\/reset-password\?\S+/.exec((await messageTo(request, email, /^Reset your /)).text)?.[0] ?? '';
  const token = new URL(link, API).searchParams.get('token') ?? '';
  await call('/auth/reset-password', { email, token, password, password_confirmation: password });
  const signedIn = await call('/auth/login', { email, password });
  expect(signedIn.user?.password_reset_required ?? false, 'the password works again').toBe(false);
  return { email, password, token: signedIn.access_token ?? '' };
}

/** Puts one `product` in the shopper's server cart through the API, as the bag's button would. */
export async function addToBag(request: APIRequestContext, token: string, product: SeedProduct) {
  const added = await request.post(`${API}/cart/add`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { item_id: product.id, item_type: 'product', quantity: 1, name: product.name, price: product.price },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

/** A new customer with `product` in the server cart. */
export async function shopperWithBag(request: APIRequestContext, product: SeedProduct, prefix = 'e2e-checkout') {
  const shopper = await newShopper(request, prefix);
  await addToBag(request, shopper.token, product);
  return shopper;
}

/** At checkout: pick-up at Aurelia Bandra, priced again by the server (the URL says so). */
export async function chooseBandraPickup(page: Page) {
  await page.getByRole('radio', { name: 'Pick up in store' }).click();
  await expect(page).toHaveURL(/fulfilment=pickup/);
  await page.getByRole('radio', { name: 'Aurelia Bandra' }).click();
  await expect(page).toHaveURL(/store=mumbai-bandra/);
  await expect(page.getByText('Pick-up in store')).toBeVisible();
}

/** An amount as the shop shows it: whole rupees bare (`₹1,23,456`), paise where there are some (`₹1,234.50`). */
export const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount).replace(/\.00$/, '');

/** On the payment provider's sandbox page (where paying leads), approves or declines the payment. */
export async function onSandbox(page: Page, choice: 'Approve' | 'Decline') {
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: `${choice} payment` }).click();
}

/**
 * Expects the page not to scroll sideways: as it first shows, with every row that is laid out only near the screen
 * (`content-visibility: auto`) left at its guessed size, and with all of them laid out. Which rows a browser has
 * laid out when the page first shows depends on timing, so both ends are checked. The rows are laid out by turning
 * their `content-visibility` to `visible` (with the containment `auto` keeps) for the measure, not by scrolling
 * through the page frame by frame: a browser may hold a headless page's frames and timers back, and a scroll through
 * a long page then outlasted the test's minute.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = (rows: 'as they are' | 'hidden' | 'visible') =>
    page.evaluate((mode) => {
      const root = document.documentElement;
      const deferred = mode === 'as they are' ? [] : [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => getComputedStyle(element).contentVisibility === 'auto');
      for (const element of deferred) {
        element.style.contentVisibility = mode;
        // Laid out, as near the screen: `auto` keeps its containment then, which clips what overflows the row.
        if (mode === 'visible') element.style.contain = 'layout style paint';
      }
      const width = root.scrollWidth - root.clientWidth;
      for (const element of deferred) {
        element.style.contentVisibility = '';
        element.style.contain = '';
      }
      return width;
    }, rows);
  expect(await overflow('as they are'), `${page.url()} as it first shows`).toBeLessThanOrEqual(0);
  expect(await overflow('hidden'), `${page.url()} before the rows below the screen are laid out`).toBeLessThanOrEqual(0);
  expect(await overflow('visible'), `${page.url()} with every row laid out`).toBeLessThanOrEqual(0);
}

/**
 * Waits for the page's JavaScript to take over (`<html data-hydrated>`, root.tsx). Hydration comes after the load
 * event on a slow device, so a page that has loaded may not react to a click yet.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Holds back every request to `url` until the function returned is called (a module whose code must not have come yet). */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Every journey fails on a console error or a React hydration warning, and leaves the shared settings
 * as it found them. `page.goto` and `page.reload` return once the page has hydrated.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  consoleProblems: [
    async ({ page, request }, use) =>
      failOnPageProblems(
        page,
        'console errors and hydration warnings',
        async (problems) => {
          await use(problems);
          await setSettings(request, SETTINGS_BASELINE);
        },
        /hydrat|did not match/i,
      ),
    { auto: true },
  ],
});

export { expect };

/** An element of a page's `<main>` (tag, classes, rank among its like) and the parts of its style compared. */
type Look = [element: string, style: string][];

const lookOf = (page: Page) =>
  page.locator('main').evaluate((main): Look => {
    const seen = new Map<string, number>();
    return [...main.querySelectorAll('*')]
      .filter((element) => element.tagName !== 'IMG')
      .map((element) => {
        const kind = `${element.tagName.toLowerCase()}.${(element.getAttribute('class') ?? '').trim().replace(/\s+/g, '.')}`;
        const rank = (seen.get(kind) ?? 0) + 1;
        seen.set(kind, rank);
        const style = getComputedStyle(element);
        const { display, padding, borderTopWidth, borderRadius, fontSize, backgroundColor, gap } = style;
        return [`${kind} #${rank}`, [display, padding, borderTopWidth, borderRadius, fontSize, backgroundColor, gap].join(' ')];
      });
  });

/**
 * A page's parts hydrated after the rest (checkout's form, a payment's choice of method, the profile's forms, the
 * booking's store and day, a listing's pieces, a piece's facts, an order's record) are drawn by the server before their
 * code comes, on a slow phone for a second or more, and for good without script: their look must come with the page,
 * not with their code. Each element of the page's `<main>` is compared, by its tag, classes and rank among its like,
 * as the server drew it (no script) and once the page and all its parts have come; pictures are left out (the page's
 * script chooses which of a card's views to show).
 *
 * Answers the elements of `path` drawn otherwise by the server than once the page's code has all come, with both looks;
 * at a phone's width unless `options.viewport` says otherwise (the pages' stylesheets hold rules for wider screens).
 */
export async function drawnOtherwise(browser: Browser, path: string, options: BrowserContextOptions) {
  const looks: Map<string, string>[] = [];
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options, javaScriptEnabled });
    try {
      const page = await context.newPage();
      await page.goto(path);
      if (javaScriptEnabled) {
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        await page.waitForLoadState('networkidle');
      }
      looks.push(new Map(await lookOf(page)));
    } finally {
      await context.close();
    }
  }
  const [server, hydrated] = looks as [Map<string, string>, Map<string, string>];
  expect(server.size, `${path}: elements drawn`).toBeGreaterThan(10);
  return [...server].filter(([element, style]) => hydrated.has(element) && hydrated.get(element) !== style).map(([element, style]) => `${element}: ${style} → ${hydrated.get(element)}`);
}
