import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type {
  BackOfficeCodeSent,
  BackOfficeOrderListResponse,
  BackOfficeOrderResponse,
  BackOfficeOrderRow,
  BackOfficeSession,
  BackOfficeSignInResponse,
} from '@aurelia/contracts';
import { ADMIN, SHOPPER, STORE, failOnPageProblems, signInToApi, type Credentials } from '@aurelia/e2e-support';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

/** The API the journeys' back office talks to (playwright.config.ts starts it on a fresh database). */
export const API = `http://127.0.0.1:${process.env['E2E_BACKOFFICE_API_PORT'] ?? 3339}/api/v1`;

/** Where the app keeps its session (apps/backoffice session-slice): sessionStorage, so it lives as long as the tab. */
const SESSION_STORAGE_KEY = 'aurelia.backoffice.session';

/** The newest sign-in code mailed to `email` after `since` (an outbox id), waited for: mail leaves after the answer. */
export async function signInCode(request: APIRequestContext, email: string, since = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        // Test runs keep every message in the development outbox besides its .eml file (apps/api mailer.ts).
        const response = await request.get(`${API}/dev/outbox?to=${encodeURIComponent(email.toLowerCase())}`);
        const messages = ((await response.json()) as { data: { id: number; text: string }[] }).data;
        const found = messages.filter((message) => message.id > since).map((message) => /sign-in code is (\d{6})/.exec(message.text)?.[1]);
        code = found.find((value) => value !== undefined) ?? '';
        return code;
      },
      { message: `a sign-in code mailed to ${email}`, timeout: 15_000 },
    )
    .not.toBe('');
  return code;
}

/** The id of the newest message to `email` so far (0 when none), so that a code mailed next is told from older ones. */
export async function lastMailId(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.get(`${API}/dev/outbox?to=${encodeURIComponent(email.toLowerCase())}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number }[] }).data[0]?.id ?? 0;
}

/** Signs in to the back office through the API: a manager at once, an admin with the code mailed to her. */
export async function backOfficeSession(request: APIRequestContext, account: Credentials): Promise<BackOfficeSession> {
  const since = await lastMailId(request, account.email);
  const first = await request.post(`${API}/back-office/session`, { data: { email: account.email, password: account.password } });
  expect(first.status(), await first.text()).toBe(200);
  const answer = (await first.json()) as BackOfficeSignInResponse;
  if (answer.status === 'signed_in') return answer;
  const code = await signInCode(request, account.email, since);
  const confirmed = await request.post(`${API}/back-office/session/code`, { data: { challenge: (answer as BackOfficeCodeSent).challenge, code } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return (await confirmed.json()) as BackOfficeSession;
}

/** Opens the app's tabs of `page` signed in with `session`, as the app itself keeps a session. */
export async function useSession(page: Page, session: BackOfficeSession) {
  const kept = JSON.stringify({ token: session.access_token, expiresAt: session.expires_at, staff: session.staff });
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, value);
    },
    [SESSION_STORAGE_KEY, kept] as const,
  );
}

/** The bearer header of a back-office session. */
export const bearer = (session: BackOfficeSession) => ({ authorization: `Bearer ${session.access_token}` });

/** Orders as the session's list answers them (`query` as the address of the app's list). */
export async function listOrders(request: APIRequestContext, session: BackOfficeSession, query: string): Promise<BackOfficeOrderRow[]> {
  const response = await request.get(`${API}/back-office/orders?${query}`, { headers: bearer(session) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as BackOfficeOrderListResponse).data;
}

/** One order as the session's order page reads it. */
export async function readOrder(request: APIRequestContext, session: BackOfficeSession, orderNumber: string) {
  const response = await request.get(`${API}/back-office/orders/${orderNumber}`, { headers: bearer(session) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as BackOfficeOrderResponse).data;
}

/** The seeded shopper's saved delivery address, saved on first need. */
async function deliveryAddressId(request: APIRequestContext, headers: Record<string, string>): Promise<number> {
  const listed = await request.get(`${API}/addresses`, { headers });
  const saved = ((await listed.json()) as { data: { id: number }[] }).data[0];
  if (saved) return saved.id;
  const created = await request.post(`${API}/addresses`, {
    headers,
    data: { name: 'Priya Sharma', phone: '9876543210', line1: '14 Palm Grove, Carter Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/**
 * A new order of the seeded shopper, paid in cash on arrival so it is confirmed at once: delivered to her
 * address, or picked up at Bandra. Answers its number.
 */
export async function placeCashOrder(request: APIRequestContext, fulfilment: 'delivery' | 'pickup'): Promise<string> {
  const headers = { authorization: `Bearer ${await signInToApi(request, API, SHOPPER)}` };
  const listed = await request.get(`${API}/products?per_page=48`);
  const products = ((await listed.json()) as { data: { id: number; name: string; price: number; stock: number; is_preorderable: boolean }[] }).data;
  const product = products.find((candidate) => candidate.stock > 3 && !candidate.is_preorderable);
  if (!product) throw new Error('No seeded product in stock');
  const added = await request.post(`${API}/cart/add`, { headers, data: { item_id: product.id, item_type: 'product', quantity: 1, name: product.name, price: product.price } });
  expect(added.ok(), await added.text()).toBe(true);
  const where = fulfilment === 'delivery' ? { address_id: await deliveryAddressId(request, headers) } : { store: STORE.slug };
  const placed = await request.post(`${API}/checkout`, {
    headers: { ...headers, 'Idempotency-Key': `e2e-backoffice-${Date.now()}-${Math.random()}` },
    data: { fulfilment, ...where, payment_method: 'cash' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { order_number: string } }).data.order_number;
}

/** The admin's session of this run, signed in once (codes are rate-limited per address) and kept on disk for the next worker. */
async function adminSessionOnce(request: APIRequestContext, file: string): Promise<BackOfficeSession> {
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as BackOfficeSession;
    const still = await request.get(`${API}/back-office/me`, { headers: bearer(kept) });
    if (still.ok()) return kept;
  }
  const session = await backOfficeSession(request, ADMIN);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(session));
  return session;
}

interface Fixtures {
  /** The page's console errors, failing the journey at its end. */
  consoleProblems: string[];
}
interface WorkerFixtures {
  /** Aditi Kapoor's back-office session, to open the app as her or call the API as her. */
  adminSession: BackOfficeSession;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  adminSession: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext();
      // test-results is emptied when a run starts, so a session never outlives the run's database.
      await use(await adminSessionOnce(request, join(workerInfo.project.outputDir, '.admin-session.json')));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  consoleProblems: [async ({ page }, use) => failOnPageProblems(page, 'console errors', use), { auto: true }],
});

export { expect };
