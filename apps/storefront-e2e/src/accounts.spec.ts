import type { Page } from '@playwright/test';
import { SHOPPER, expectNoAxeViolations, fillStorefrontSignIn, linesOf, signInOnStorefront } from '@aurelia/e2e-support';
import { API, expect, expectNoSidewaysScroll, findProduct, holdRequests, messageTo, newShopper, setSettings, test } from './support';

const accountButton = (page: Page) => page.getByRole('button', { name: /^Account: / });

test.describe('accounts', () => {
  test('register: a bad form shows the server errors by the fields, a good one signs in', async ({ page }) => {
    await page.goto('/auth/register');
    await expect(page).toHaveTitle(/^Create an account \| /);
    await page.getByLabel('Full name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('12');
    await page.locator('input[name="password"]').fill('short');
    await expect(page.getByText('Weak: use at least 8 characters')).toBeVisible();
    await page.locator('input[name="password_confirmation"]').fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();

    // The error summary takes the focus and links each message to its field; the messages also show by the fields.
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByText('Please check the highlighted fields.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.au-field__error', { hasText: 'Enter a valid email address, like name@example.com' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Enter a valid email address, like name@example.com' })).toBeVisible();
    await expect(page.locator('.au-field__error', { hasText: 'Enter your full name: at least 2 characters' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Enter your full name: at least 2 characters' })).toBeVisible();
    await expect(page.locator('.au-field__error', { hasText: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9' })).toBeVisible();
    await expect(page.locator('.au-field__error', { hasText: 'The password confirmation does not match' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'The password confirmation does not match' })).toBeVisible();
    // One sentence under the password: the server's, not the strength hint beside it.
    await expect(page.locator('input[name="password"]')).toHaveAccessibleDescription(/Use at least 8 characters, with at least one letter and one digit/);
    await expect(page.getByText('Weak: use at least 8 characters')).toBeHidden();
    // What was typed is still there.
    await expect(page.getByLabel('Full name')).toHaveValue('A');

    const email = `e2e-register-${Date.now()}@aurelia.test`;
    await page.getByLabel('Full name').fill('Kavya Rao');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('9812345678');
    await page.locator('input[name="password"]').fill('Emerald#2026x');
    await page.locator('input[name="password_confirmation"]').fill('Emerald#2026x');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page)).toHaveAccessibleName('Account: Kavya Rao');

    await page.goto('/user/profile');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('9812345678');
  });

  test('an order’s number reads as one on the narrowest phone, not broken at its hyphen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signInOnStorefront(page, SHOPPER, '/user/orders');
    const first = page.getByRole('list', { name: 'Your orders' }).getByRole('link').first();
    await first.click();
    await expect(page).toHaveURL(/\/user\/order\/[^/]+$/);
    const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const heading = page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` });
    await expect(heading).toBeVisible();
    expect(await linesOf(heading, orderNumber)).toBe(1);
  });

  test('a piece’s photo that fails before the page’s script runs keeps its square on the order page', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signInOnStorefront(page, SHOPPER, '/user/orders');
    const href = await page.getByRole('list', { name: 'Your orders' }).getByRole('link').first().getAttribute('href');
    // Every picture fails, as when the image server is away: the browser draws what it can before hydration.
    await page.route(/\/_ipx\/|\.(webp|avif|png|jpe?g)(\?|$)/, (route) => route.abort());
    await page.goto(href ?? '/user/orders');
    const thumbnail = page.locator('main').getByRole('img').first();
    await expect(thumbnail).toBeAttached();
    // Read again until laid out: the page may be drawing the order's lines afresh as it hydrates (no box meanwhile).
    await expect
      .poll(async () => {
        const box = await thumbnail.boundingBox();
        return box ? Math.abs(box.height - box.width) : Number.POSITIVE_INFINITY;
      }, { message: 'the thumbnail is square' })
      .toBeLessThanOrEqual(1);
  });

  test('login then logout: the account menu, then home with a toast', async ({ page }) => {
    await signInOnStorefront(page, SHOPPER, '/user/orders');
    await expect(page).toHaveURL(/\/user\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    // The seed gives the demo shopper orders at every step of their life.
    await expect(page.getByRole('list', { name: 'Your orders' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You are signed out', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'auth_token')).toBeUndefined();
  });

  test('the account menu whose code cannot come (the connection gone, a release since) leaves a link to the profile', async ({ page }) => {
    await page.route(/\/assets\/account-dropdown-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await signInOnStorefront(page, SHOPPER, '/user/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await accountButton(page).click();
    const profile = page.getByRole('banner').getByRole('link', { name: /^Account: / });
    await expect(profile).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await profile.click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  });

  test('verify email: the mailed link verifies the address, removes the sign-up password and its sessions, and says so, once', async ({ page, request }) => {
    const account = await newShopper(request, 'e2e', { verified: false });
    const mail = await messageTo(request, account.email, /^Confirm your email/);
    const link = /https?:\/\/[^\s]+\/auth\/verify-email\?[^\s]+/.exec(mail.text)?.[0] ?? '';
    expect(link, 'a link to this storefront’s verify page').toMatch(/\/auth\/verify-email\?token=/);
    await signInOnStorefront(page, account, '/user/profile');
    await expect(page.getByText('Not verified yet', { exact: false })).toBeVisible();
    await page.goto(link);
    // One status, the alert's own (no status around it, which would be announced twice).
    const status = page.getByRole('status').filter({ hasText: 'Your email address is verified' });
    await expect(status).toHaveCount(1);
    await expect(status).toContainText('any password set before it was confirmed was removed and earlier sign-ins were signed out');
    await expect(status.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/auth/forgot-password');
    // The sign-in this tab had was one of the earlier ones: the page offers to sign in again.
    const authPage = page.locator('.sf-auth');
    await expect(authPage.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/auth/login');

    const oldPassword = await request.post(`${API}/auth/login`, { data: { email: account.email, password: account.password } });
    expect(oldPassword.status(), 'the sign-up password no longer works').toBe(422);
    await page.goto('/user/profile');
    await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent('/user/profile')}`);
    await page.goto(link);
    const refused = page.getByRole('alert').filter({ hasText: 'We could not verify your email' });
    await expect(refused).toContainText('This verification link is invalid or has expired, or it was already used.');
    await authPage.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('forgot password → the reset link from the outbox → sign in with the new password', async ({ page, request }) => {
    const account = await newShopper(request, 'e2e');
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    // The address changes before React has drawn the new page (a transition): until then "Email" is the sign-in form's.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'a link to choose a new password is on its way' })).toBeVisible();

    // An address without an account gets the same answer.
    await page.getByRole('button', { name: 'Send another link' }).click();
    await page.getByLabel('Email').fill(`nobody-${Date.now()}@aurelia.test`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'a link to choose a new password is on its way' })).toBeVisible();

    // The shopper's own reset (newShopper set its password with the first).
    const mail = await messageTo(request, account.email, /^Reset/, 2);
    const link = /https?:\/\/[^\s]+\/reset-password\?[^\s]+/.exec(mail.text)?.[0];
    // The link leads to this storefront (the API's STOREFRONT_URL), not a CORS origin.
    expect(link?.startsWith(`${new URL(page.url()).origin}/reset-password?`), link).toBe(true);
    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText(`For ${account.email}`)).toBeVisible();
    await page.locator('input[name="password"]').fill('Ruby#2027new');
    await page.locator('input[name="password_confirmation"]').fill('Ruby#2027nex');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.locator('.au-field__error', { hasText: 'The password confirmation does not match' })).toBeVisible();
    await expect(page.getByRole('alert').getByRole('link', { name: 'The password confirmation does not match' })).toBeVisible();
    await page.locator('input[name="password_confirmation"]').fill('Ruby#2027new');
    await page.getByRole('button', { name: 'Save new password' }).click();

    await expect(page).toHaveURL(/\/auth\/login\?email=/);
    await expect(page.getByText('Your password is changed', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.locator('input[name="password"]').fill('Ruby#2027new');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(accountButton(page)).toBeVisible();

    // The link works once.
    await page.goto('/auth/logout');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You are signed out', { exact: true })).toBeVisible();
    await page.goto(link ?? '');
    await page.locator('input[name="password"]').fill('Ruby#2028again');
    await page.locator('input[name="password_confirmation"]').fill('Ruby#2028again');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('This reset link no longer works')).toBeVisible();
  });

  test('OTP login whose code form cannot come (the connection gone, a release since) says so, and offers the email step again', async ({ page, request }) => {
    const account = await newShopper(request, 'e2e-otp-offline');
    await page.route(/\/assets\/code-form-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/auth/otplogin');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not reach the shop just now');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in with a code' })).toBeVisible();
    await page.getByRole('button', { name: 'Use another email' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('OTP login: the emailed code, pasted, signs in and proves the address; a signed-in visitor is sent to the profile', async ({ page, request }) => {
    const account = await newShopper(request, 'e2e', { verified: false });
    await page.goto('/auth/otplogin');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect(page.getByText(`If ${account.email} has an account, a code is on its way.`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled();

    const mail = await messageTo(request, account.email, /sign-in code$/);
    const code = /sign-in code is (\d{6})/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // A wrong code first: refused, and the shopper can try again.
    const wrong = code === '000000' ? '111111' : '000000';
    const first = page.getByRole('textbox', { name: /digit 1/i });
    await first.focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, wrong);
    await expect(page.locator('.au-field__error', { hasText: 'The code is invalid or has expired.' })).toBeVisible();
    await first.focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    // The code proved the address first: the page stays to say the sign-up password is gone, then goes on.
    const status = page.getByRole('status').filter({ hasText: 'You are signed in, and your email address is confirmed' });
    await expect(status).toHaveCount(1);
    await expect(status).toContainText('any password set before it was confirmed was removed');
    await expect(status.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/auth/forgot-password');
    await expect(page).toHaveURL(/\/auth\/otplogin$/);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page)).toBeVisible();
    const oldPassword = await request.post(`${API}/auth/login`, { data: { email: account.email, password: account.password } });
    expect(oldPassword.status(), 'the sign-up password no longer works').toBe(422);

    await page.goto('/auth/otplogin');
    await expect(page).toHaveURL(/\/user\/profile$/);
  });

  test('profile: edit details (re-validated by the server) and change the password', async ({ page, request }) => {
    const account = await newShopper(request, 'e2e');
    await signInOnStorefront(page, account, '/user/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

    await page.getByLabel('Full name').fill('Meera Krishnan');
    await page.getByLabel('Email').fill('meera@');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.locator('.au-field__error', { hasText: 'Enter a valid email address, like name@example.com' })).toBeVisible();
    await expect(page.getByRole('alert').getByRole('link', { name: 'Enter a valid email address, like name@example.com' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Meera Krishnan');

    // A new email needs the current password, then must not be another account's.
    const details = page.locator('form[aria-labelledby="profile-details"]');
    await page.getByLabel('Email').fill(SHOPPER.email);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(details.locator('input[name="current_password"]')).toHaveAttribute('aria-invalid', 'true');
    await details.locator('input[name="current_password"]').fill(account.password);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email').fill(account.email);
    await details.locator('input[name="current_password"]').fill('');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('9900112233');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details are saved', { exact: true })).toBeVisible();
    await expect(accountButton(page)).toHaveAccessibleName('Account: Meera Krishnan');
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Meera Krishnan');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('9900112233');

    const passwordForm = page.locator('form[aria-labelledby="profile-password"]');
    await passwordForm.locator('input[name="current_password"]').fill('not-my-password1');
    await page.locator('input[name="password"]').fill('Pearl#2027new');
    await page.locator('input[name="password_confirmation"]').fill('Pearl#2027new');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordForm.locator('input[name="current_password"]')).toHaveAttribute('aria-invalid', 'true');
    await passwordForm.locator('input[name="current_password"]').fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed').first()).toBeVisible();
    await expect(passwordForm.locator('input[name="current_password"]')).toHaveValue('');

    const login = await request.post(`${API}/auth/login`, { data: { email: account.email, password: 'Pearl#2027new' } });
    expect(login.status()).toBe(200);
  });

  test('profile: an email change asked for elsewhere shows once the forms have hydrated, drawn first as the server drew them', async ({ page, request }) => {
    const account = await newShopper(request, 'e2e');
    await signInOnStorefront(page, account, '/user/profile');
    // Another device asks for a new address; the session this browser holds still has the user as they were.
    const moved = `e2e-moved-${Date.now()}@aurelia.test`;
    const asked = await request.put(`${API}/user`, {
      headers: { authorization: `Bearer ${account.token}` },
      data: { name: 'Meera Iyer', email: moved, phone: '9845012345', phone_country_code: 'IN', phone_country_number: '91', current_password: account.password },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    // The forms hydrate after the page, which takes up the server's fresh copy of the user meanwhile.
    const release = await holdRequests(page, /\/assets\/profile-forms-[\w-]+\.js$/);
    await page.reload();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for you to open the link we sent to' })).toContainText(moved);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
  });

  test('wishlist: a guest heart asks to sign in, then the piece is saved; move to bag and remove', async ({ page, request }) => {
    const account = await newShopper(request, 'e2e');
    const [first, second] = [
      await findProduct(request, (p) => p.stock > 5 && p.id % 3 === 0),
      await findProduct(request, (p) => p.stock > 5 && p.id % 3 === 1),
    ];
    await page.goto(`/product/${first.slug}`);
    await page.getByRole('button', { name: 'Save to wishlist' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?redirect=${encodeURIComponent(`/product/${first.slug}`)}`));
    await expect(page.getByText('Sign in to save this piece', { exact: true })).toBeVisible();
    await fillStorefrontSignIn(page, account);
    await expect(page).toHaveURL(new RegExp(`/product/${first.slug}$`));
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Saved to your wishlist', { exact: true })).toBeVisible();

    await page.goto(`/product/${second.slug}`);
    // A fresh page load: the wishlist is loaded after hydration, so the header counts the first piece.
    await expect(page.getByRole('link', { name: 'Wishlist, 1 piece' })).toBeVisible();
    await page.getByRole('button', { name: 'Save to wishlist' }).click();
    await expect(page.getByRole('link', { name: 'Wishlist, 2 pieces' })).toBeVisible();

    await page.goto('/user/wishlist');
    const saved = page.getByRole('list', { name: 'Saved pieces' });
    await expect(saved.getByRole('listitem')).toHaveCount(2);
    await expect(saved.getByRole('listitem').first()).toContainText(second.name);

    await saved.getByRole('listitem').filter({ hasText: first.name }).getByRole('button', { name: 'Move to bag' }).click();
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();
    await expect(saved.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: `Remove ${second.name}` }).click();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();

    // The server agrees, after a reload too.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  });
});

test.describe('the guards of docs/behaviour.md §2', () => {
  const signedInOnly = ['/user/profile', '/user/orders', '/user/wishlist', '/user/order/AU-1', '/user/carat-coins', '/user/gold-purchase-plan'];
  test('a guest opening a signed-in page is sent to sign in, and comes back after', async ({ page }) => {
    for (const path of signedInOnly) {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(path)}`);
    }
    await fillStorefrontSignIn(page, SHOPPER);
    await expect(page).toHaveURL(/\/user\/gold-purchase-plan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gold purchase plan' })).toBeVisible();
  });

  test('a signed-in shopper is sent away from the guest pages; OTP login goes to the profile', async ({ page }) => {
    await signInOnStorefront(page, SHOPPER, '/');
    await expect(accountButton(page)).toBeVisible();
    for (const path of ['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/reset-password', '/reset-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
    await page.goto('/auth/otplogin');
    await expect(page).toHaveURL(/\/user\/profile$/);
  });

  test('signed in: an unknown order or plan record is the 404 page; switched-off features go home', async ({ page, request }) => {
    await signInOnStorefront(page, SHOPPER, '/');
    await expect(accountButton(page)).toBeVisible();
    const unknown = await page.goto('/user/order/AU-404');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Aurelia | Premium Jewellery Collection');
    expect((await page.goto('/user/gold-purchase-plan/subscription/4f7c'))?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found | Aurelia | Premium Jewellery Collection');

    await page.goto('/user/carat-coins');
    await expect(page.getByRole('heading', { name: 'No carat coins yet' })).toBeVisible();
    await setSettings(request, [{ key: 'disabled_routes', value: 'carat-coins' }]);
    await page.goto('/user/carat-coins');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Your account' })).toHaveCount(0);
  });
});

test.describe('account pages: axe and 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
  const check = async (page: Page, path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  };

  // One test per page: each has its own time budget, and a failure names the page.
  for (const path of ['/auth/register', '/auth/forgot-password', '/auth/otplogin', '/auth/reset-password', '/reset-password?token=abc&email=a%40b.in']) {
    test(`the guest page ${path}`, async ({ page }) => {
      await check(page, path);
    });
  }

  for (const path of ['/user/profile', '/user/wishlist', '/user/orders', '/user/carat-coins', '/user/gold-purchase-plan']) {
    test(`the signed-in page ${path}`, async ({ page }) => {
      await signInOnStorefront(page, SHOPPER, '/');
      await expect(accountButton(page)).toBeVisible();
      await check(page, path);
    });
  }
});
