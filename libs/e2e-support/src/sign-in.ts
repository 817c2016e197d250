import type { KioskDeviceStateResponse, KioskSessionResponse } from '@aurelia/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Credentials, StaffMember } from './accounts';

/** Fills the storefront's sign-in form and presses Sign in; where that leads is the caller's to check. */
export async function fillStorefrontSignIn(page: Page, account: Credentials) {
  await page.getByLabel('Email').fill(account.email);
  // Password inputs have no ARIA role; the field is found by its name.
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs in on the storefront's sign-in page and expects to land on `to` (a path, with its query if any). `origin`
 * is the storefront's when the page has no base URL, or another than the one under test.
 */
export async function signInOnStorefront(page: Page, account: Credentials, to: string, { origin = '' }: { origin?: string } = {}) {
  await page.goto(`${origin}/auth/login?redirect=${encodeURIComponent(to)}`);
  // Typing before the form's script runs loses the submit on a busy machine.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await fillStorefrontSignIn(page, account);
  // Without an origin, Playwright resolves `to` against the page's base URL.
  await expect(page).toHaveURL(`${origin}${to}`);
}

/** Signs in through the API at `api` (`http://host:port/api/v1`) with a password and answers the bearer token. */
export async function signInToApi(request: APIRequestContext, api: string, account: Credentials): Promise<string> {
  const response = await request.post(`${api}/auth/login`, { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * Unlocks a kiosk, named by its device header (`{ 'x-kiosk-device': token }`), as `member` with their PIN, through
 * the API at `api` as the lock screen does, and answers the headers of a counter call: the PIN session's bearer
 * token and the device header (a password sign-in gets 403 there). Outside store hours a manager must have opened
 * the counter first.
 */
export async function unlockKioskThroughApi(
  request: APIRequestContext,
  api: string,
  device: Record<string, string>,
  member: Pick<StaffMember, 'name' | 'pin'>,
): Promise<Record<string, string>> {
  const state = await request.get(`${api}/kiosk/device`, { headers: device });
  expect(state.status(), await state.text()).toBe(200);
  const staff = ((await state.json()) as KioskDeviceStateResponse).data.staff.find((person) => person.name === member.name);
  expect(staff, `${member.name} on the kiosk's lock screen`).toBeDefined();
  const unlocked = await request.post(`${api}/kiosk/unlock`, { headers: device, data: { staff_id: staff?.id, pin: member.pin } });
  expect(unlocked.status(), await unlocked.text()).toBe(200);
  return { authorization: `Bearer ${((await unlocked.json()) as KioskSessionResponse).data.access_token}`, ...device };
}
