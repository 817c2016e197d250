import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { MANAGER, STORE, expectNoAxeViolations, signInOnStorefront, signInToApi, unlockKioskThroughApi } from '@aurelia/e2e-support';
import { API, chooseBandraPickup, drawnOtherwise, expect, expectNoSidewaysScroll, findProduct, holdRequests, onSandbox, rupees, setSettings, shopperWithBag, test, waitForHydration, type SeedProduct } from './support';

const inStock = (p: SeedProduct) => p.stock > 3 && !p.is_preorderable;

async function fillNewAddress(page: Page) {
  await page.getByLabel('House, building and street').fill('12 Carter Road');
  await page.getByLabel('City').fill('Mumbai');
  await page.getByLabel('State').fill('Maharashtra');
  await page.getByLabel('PIN code').fill('400050');
}

/**
 * A ₹1,000 card issued at Bandra's counter by the seeded manager, so its code is known; resolves to the code. Counter
 * sales need a kiosk and a PIN session (a web sign-in gets 403), so the manager sets up a kiosk and unlocks it.
 */
async function counterGiftCard(request: APIRequestContext): Promise<string> {
  const managerToken = await signInToApi(request, API, MANAGER);
  const registered = await request.post(`${API}/kiosk/devices`, {
    headers: { Authorization: `Bearer ${managerToken}` },
    data: { password: MANAGER.password, store: STORE.slug, name: 'Checkout journeys' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const device = { 'x-kiosk-device': ((await registered.json()) as { data: { device_token: string } }).data.device_token };
  // The counter works in store hours only; the manager opens it for a run at any hour.
  const opened = await request.post(`${API}/kiosk/hours-override`, {
    headers: device,
    data: { manager_email: MANAGER.email, password: MANAGER.password, reason: 'Checkout journeys' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const counter = await unlockKioskThroughApi(request, API, device, MANAGER);
  const issued = await request.post(`${API}/staff/giftcards`, {
    headers: { ...counter, 'Idempotency-Key': `e2e-gift-${Date.now()}-${Math.random()}` },
    data: { design: 'gold', amount: 1000, recipient_name: 'Meera Iyer', recipient_email: 'meera-e2e@example.com', payment_method: 'cash' },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  return ((await issued.json()) as { data: { code: string } }).data.code;
}

/** At checkout, signed in as a new shopper with a piece dearer than ₹1,000: pick-up at Bandra, a ₹1,000 card applied. */
async function pickUpWithCounterCard(page: Page, request: APIRequestContext): Promise<SeedProduct> {
  const code = await counterGiftCard(request);
  const product = await findProduct(request, (p) => inStock(p) && p.price > 1000);
  await signInOnStorefront(page, await shopperWithBag(request, product), '/checkout');
  await chooseBandraPickup(page);
  await page.getByRole('textbox', { name: /Gift card code/ }).fill(code);
  return product;
}

/** A card payment for a piece picked up at Bandra, declined on the provider's page. */
async function declinedAtPickup(page: Page, request: APIRequestContext) {
  const product = await findProduct(request, inStock);
  const shopper = await shopperWithBag(request, product);
  await signInOnStorefront(page, shopper, '/checkout');
  await chooseBandraPickup(page);
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await onSandbox(page, 'Decline');
}

/** The image has arrived and decoded: drawn, not a broken-image box (scrolled to, as it loads lazily). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test.describe('checkout', () => {
  test('a cash order delivered to a new address: confirmed, listed, its invoice a PDF', async ({ page, request }) => {
    const product = await findProduct(request, inStock);
    const shopper = await shopperWithBag(request, product);
    await signInOnStorefront(page, shopper, '/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pieces in your order' })).toContainText(product.name);
    await fillNewAddress(page);
    await page.getByRole('radio', { name: 'Cash' }).click();
    await page.getByRole('button', { name: 'Place order', exact: true }).click();

    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(/Please pay .* in cash on delivery/)).toBeVisible();
    const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';
    // The bag follows the server's, which the order emptied.
    await expect(page.getByRole('button', { name: 'Bag', exact: true })).toBeVisible();

    // A page past the last is the last page, not an empty list.
    await page.goto('/user/orders?page=99');
    await expect(page).toHaveURL(/\/user\/orders$/);
    // One order; its line shows the pieces' thumbnails in a list of their own.
    await expect(page.getByRole('list', { name: 'Your orders' }).locator(':scope > li')).toHaveCount(1);
    const thumbnail = page.getByRole('list', { name: `Pieces in order ${orderNumber}` }).getByRole('img');
    await expect(thumbnail).toHaveCount(1);
    await expectLoaded(thumbnail);
    await page.getByRole('link', { name: `Order ${orderNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    // Each line of the order shows its piece's picture, loaded.
    const lineImage = page.locator('.sf-order-lines__image img, img.sf-order-lines__image').first();
    await expect(lineImage).toBeVisible();
    await expectLoaded(lineImage);
    await expect(page.getByText('12 Carter Road')).toBeVisible();
    await expect(page.getByText(/Includes GST of/)).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download invoice' }).click();
    expect((await download).suggestedFilename()).toMatch(/^invoice-.*\.pdf$/);
    const pdf = await page.request.get(`/user/order/${orderNumber}/invoice`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a new address with gaps: each field says what to type, the mobile hint and error agree', async ({ page, request }) => {
    const product = await findProduct(request, inStock);
    const shopper = await shopperWithBag(request, product);
    await signInOnStorefront(page, shopper, '/checkout');
    const mobile = page.getByRole('textbox', { name: 'Mobile number' });
    await expect(mobile).toHaveAccessibleDescription(/10-digit mobile number, for the courier/);
    await mobile.fill('98765');
    await page.getByRole('radio', { name: 'Cash' }).click();
    await page.getByRole('button', { name: 'Place order', exact: true }).click();

    await expect(page.getByLabel('House, building and street')).toHaveAccessibleDescription('Enter your house or flat number and the street');
    await expect(page.getByLabel('City')).toHaveAccessibleDescription('Enter the city');
    await expect(page.getByLabel('State')).toHaveAccessibleDescription('Enter the state');
    await expect(mobile).toHaveAccessibleDescription(/Enter a 10-digit mobile number starting with 6, 7, 8 or 9/);
    await expect(page.locator('main')).not.toContainText(/Too small|expected|>=/);
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('a choice made before the page has hydrated is what checkout acts on, and places the order', async ({ page, request }) => {
    const product = await findProduct(request, inStock);
    const shopper = await shopperWithBag(request, product);
    await signInOnStorefront(page, shopper, '/checkout');
    // On the server's HTML, as a shopper on a slow phone chooses before the page's script has run.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { choseBeforeHydrated: !document.documentElement.hasAttribute('data-hydrated') });
        document.querySelector<HTMLInputElement>('input[name="fulfilment"][value="pickup"]')?.click();
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { choseBeforeHydrated?: boolean }).choseBeforeHydrated)).toBe(true);
    await expect(page).toHaveURL(/fulfilment=pickup/);
    await page.getByRole('radio', { name: 'Aurelia Bandra' }).click();
    await expect(page).toHaveURL(/store=mumbai-bandra/);
    await page.getByRole('radio', { name: 'Cash' }).click();
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByText('Pick up in store: Aurelia Bandra, Mumbai')).toBeVisible();
  });

  test('"Place order" works before the page\'s script has run: with no script at all, a refused address comes back as typed, then the order is placed once', async ({ page, request, browser, baseURL }) => {
    const product = await findProduct(request, inStock);
    await signInOnStorefront(page, await shopperWithBag(request, product), '/checkout');
    // The same shopper on a phone whose script has not run (nor ever will here): the form is the server's HTML.
    const phone = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() });
    try {
      const bare = await phone.newPage();
      const posts: string[] = [];
      bare.on('request', (sent) => void (sent.method() === 'POST' && posts.push(sent.url())));
      await bare.goto('/checkout');
      // Enter in the gift card's field is to apply the card, which only the page's script can: it posts nothing.
      const giftCard = bare.getByRole('textbox', { name: /Gift card code/ });
      await giftCard.fill('AURELIA-0000-0000');
      await giftCard.press('Enter');
      await giftCard.fill('');
      // Its label says "and pay" until the page's script hears that cash was chosen.
      const placeOrder = bare.getByRole('button', { name: /^Place order/ });
      await bare.getByLabel('House, building and street').fill('12 Carter Road');
      await bare.getByRole('radio', { name: 'Cash' }).check();
      await expect(placeOrder).toBeEnabled();
      await placeOrder.click();
      // The server's page answers the post: the gaps by their fields, what was typed and the method kept.
      await expect(bare.getByLabel('City')).toHaveAccessibleDescription('Enter the city');
      await expect(bare.getByLabel('House, building and street')).toHaveValue('12 Carter Road');
      await expect(bare.getByRole('radio', { name: 'Cash' })).toBeChecked();
      await bare.getByLabel('City').fill('Mumbai');
      await bare.getByLabel('State').fill('Maharashtra');
      await bare.getByLabel('PIN code').fill('400050');
      await placeOrder.click();
      await expect(bare).toHaveURL(/\/checkout\/success\?order=/);
      await expect(bare.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
      await expect(bare.getByText(/Please pay .* in cash on delivery/)).toBeVisible();
      expect(posts.map((url) => new URL(url).pathname)).toEqual(['/checkout', '/checkout']);
    } finally {
      await phone.close();
    }
    await page.goto('/user/orders');
    await expect(page.getByRole('list', { name: 'Your orders' }).locator(':scope > li')).toHaveCount(1);
  });

  test('"Place order" posted twice with the page\'s key places one order; a post from another site places none', async ({ page, request, baseURL }) => {
    const product = await findProduct(request, inStock);
    await signInOnStorefront(page, await shopperWithBag(request, product), '/checkout?fulfilment=pickup&store=mumbai-bandra');
    const key = await page.locator('input[name="order_key"]').inputValue();
    const form = { order_key: key, fulfilment: 'pickup', store: 'mumbai-bandra', payment_method: 'cash' };
    const post = (origin: string) =>
      page.request.post('/checkout?fulfilment=pickup&store=mumbai-bandra', { form, headers: { origin }, maxRedirects: 0 });
    // React Router refuses it first (400), the page's action would (403).
    const foreign = await post('https://elsewhere.example');
    expect([400, 403]).toContain(foreign.status());
    const [first, second] = [await post(new URL(baseURL ?? '').origin), await post(new URL(baseURL ?? '').origin)];
    expect([first.status(), second.status()]).toEqual([303, 303]);
    expect(first.headers()['location']).toMatch(/^\/checkout\/success\?order=/);
    expect(second.headers()['location']).toBe(first.headers()['location']);
    await page.goto('/user/orders');
    await expect(page.getByRole('list', { name: 'Your orders' }).locator(':scope > li')).toHaveCount(1);
  });

  test('"Place order" pressed once the page has hydrated, before the form\'s code has come, posts the form: the order is placed once', async ({ page, request }) => {
    const product = await findProduct(request, inStock);
    await signInOnStorefront(page, await shopperWithBag(request, product), '/checkout?fulfilment=pickup&store=mumbai-bandra');
    // The form's own module (not the part's loader, `checkout-form-part-…`): the page hydrates without it.
    const formCode = /\/assets\/checkout-form-[\w-]{8}\.js$/;
    const release = await holdRequests(page, formCode);
    const asked = page.waitForRequest(formCode);
    const posts: string[] = [];
    page.on('request', (sent) => void (sent.method() === 'POST' && posts.push(new URL(sent.url()).pathname)));
    try {
      await page.reload();
      await asked;
      // UPI, the server's first choice, pays: on the provider's page, as after the hydrated form's press.
      await page.getByRole('button', { name: /^Place order/ }).click();
      await onSandbox(page, 'Approve');
      await expect(page).toHaveURL(/\/checkout\/success\?order=/);
      await expect(page.getByText('Pick up in store: Aurelia Bandra, Mumbai')).toBeVisible();
      expect(posts.filter((path) => path === '/checkout')).toHaveLength(1);
    } finally {
      release();
    }
    await page.goto('/user/orders');
    await expect(page.getByRole('list', { name: 'Your orders' }).locator(':scope > li')).toHaveCount(1);
  });

  test('"Check out" shows at once that checkout is on its way, while its data is still coming', async ({ page, request }) => {
    const product = await findProduct(request, inStock);
    await signInOnStorefront(page, await shopperWithBag(request, product), '/cart');
    const release = await holdRequests(page, /\/checkout\.data(\?|$)/);
    const checkOut = page.getByRole('link', { name: /^Check out/ });
    await expect(checkOut).not.toHaveAttribute('aria-busy');
    await checkOut.click();
    // Nothing else on the bag page changes for the first moments (the loading bar waits, lest a quick page flash it).
    await expect(checkOut).toHaveAttribute('aria-busy', 'true');
    await expect(checkOut.locator('.au-spinner')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Place order/ })).toBeEnabled();
  });

  test('store pickup paid by card: approved on the sandbox page, then success', async ({ page, request }) => {
    const product = await findProduct(request, inStock);
    const shopper = await shopperWithBag(request, product);
    await signInOnStorefront(page, shopper, '/checkout');
    await chooseBandraPickup(page);
    // UPI is chosen first; this journey pays by card.
    await page.getByRole('radio', { name: 'Card', exact: true }).click();
    await page.getByRole('button', { name: 'Place order and pay' }).click();

    await onSandbox(page, 'Approve');
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByText(/We have received your payment/)).toBeVisible();
    await expect(page.getByText('Pick up in store: Aurelia Bandra, Mumbai')).toBeVisible();
  });

  test('a gift card pays part of the order and the card the rest', async ({ page, request }) => {
    await pickUpWithCounterCard(page, request);
    await page.getByRole('button', { name: 'Place order and pay' }).click();

    await onSandbox(page, 'Approve');
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByText('Paid by gift card')).toBeVisible();
    await expect(page.getByText('-₹1,000').or(page.getByText('−₹1,000'))).toBeVisible();
  });

  test('a gift card pays part and the rest is cash: the shopper is asked for what is left', async ({ page, request }) => {
    const product = await pickUpWithCounterCard(page, request);
    await page.getByRole('radio', { name: 'Cash' }).click();
    await page.getByRole('button', { name: 'Place order', exact: true }).click();

    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByText(`Please pay ${rupees(product.price - 1000)} in cash when you pick it up.`)).toBeVisible();
  });

  test('a declined card payment is retried from the failure page and approved', async ({ page, request }) => {
    await declinedAtPickup(page, request);
    await expect(page).toHaveURL(/\/checkout\/failure\?order=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The provider sent the browser here: a click before the page's script runs would post the form to the server.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await onSandbox(page, 'Approve');
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByText(/We have received your payment/)).toBeVisible();
  });

  test('the retry after a declined payment looks as it will before its code comes, and without script', async ({ page, request, browser, baseURL }) => {
    await declinedAtPickup(page, request);
    await expect(page).toHaveURL(/\/checkout\/failure\?order=/);
    const failure = new URL(page.url());
    const signedIn = { baseURL, storageState: await page.context().storageState() };
    expect(await drawnOtherwise(browser, `${failure.pathname}${failure.search}`, signedIn)).toEqual([]);
  });

  test('on a slow line, a method chosen and "Try again" pressed before the retry’s code has come are kept', async ({ page, request }) => {
    await declinedAtPickup(page, request);
    await expect(page).toHaveURL(/\/checkout\/failure\?order=/);

    // The page has hydrated; the retry (hydrated after it) has not.
    const release = await holdRequests(page, /\/assets\/retry-payment-form-[\w-]+\.js$/);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('radio', { name: 'Net banking' }).click();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/checkout\/failure\?order=/);
    release();
    await expect(page).toHaveURL(/\/sandbox-pay\//);
    await expect(page.locator('dt', { hasText: 'Method' }).locator('+ dd')).toHaveText('Net banking');
  });

  // A method chosen and "Try again" pressed on the server's HTML: before the page has hydrated (the page's modules
  // have run, hydration starts in the next task), and while it does (React has started; the retry, not hydrated yet,
  // has not begun keeping choices: React would drop the press and hydrate the radios with the state's method).
  for (const [moment, when] of [
    ['before the page has hydrated', 'DOMContentLoaded'],
    ['while the page hydrates', 'aurelia:hydrating'],
  ] as const) {
    test(`a method chosen and "Try again" pressed ${moment} are kept, and pay`, async ({ page, request }) => {
      await declinedAtPickup(page, request);
      await expect(page).toHaveURL(/\/checkout\/failure\?order=/);
      await page.addInitScript((event) => {
        document.addEventListener(event, () => {
          // After the task that dispatched it: for the hydrating event, React's listeners are on the page by then.
          queueMicrotask(() => {
            const pressedBeforeHydrated = !document.documentElement.hasAttribute('data-hydrated');
            document.querySelector<HTMLInputElement>('input[name="payment_method"][value="bank"]')?.click();
            [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Try again')?.click();
            Object.assign(window, { pressedBeforeHydrated });
          });
        });
      }, when);
      const release = await holdRequests(page, /\/assets\/retry-payment-form-[\w-]+\.js$/);
      await page.reload();
      expect(await page.evaluate(() => (window as unknown as { pressedBeforeHydrated?: boolean }).pressedBeforeHydrated)).toBe(true);
      await expect(page.getByRole('radio', { name: 'Net banking' })).toBeChecked();
      await expect(page).toHaveURL(/\/checkout\/failure\?order=/);
      release();
      await expect(page).toHaveURL(/\/sandbox-pay\//);
      await expect(page.locator('dt', { hasText: 'Method' }).locator('+ dd')).toHaveText('Net banking');
    });
  }

  test('an order whose request’s code cannot come is not placed, and the page says the shop could not be reached', async ({ page, request }) => {
    const product = await findProduct(request, inStock);
    const shopper = await shopperWithBag(request, product);
    await page.route(/\/assets\/checkout-thunks-[\w-]+\.js$/, (route) => route.abort());
    await signInOnStorefront(page, shopper, '/checkout');
    await chooseBandraPickup(page);
    await page.getByRole('radio', { name: 'Cash' }).click();
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not reach the shop just now.' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout(\?|$)/);
    await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeEnabled();
  });

  test('the store closing meanwhile refuses the order and says why', async ({ page, request }) => {
    const product = await findProduct(request, inStock);
    const shopper = await shopperWithBag(request, product);
    await signInOnStorefront(page, shopper, '/checkout');
    await chooseBandraPickup(page);
    await page.getByRole('radio', { name: 'Cash' }).click();
    await setSettings(request, [{ key: 'is_store_open', value: 'false' }]);
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await expect(page.getByText('We could not place your order')).toBeVisible();
    await expect(page.getByText(/The store is closed at the moment/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/checkout/);
  });

  test('an unknown order is the 404 page', async ({ page, request }) => {
    const product = await findProduct(request, inStock);
    const shopper = await shopperWithBag(request, product);
    await signInOnStorefront(page, shopper, '/user/orders');
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    const answer = await page.goto('/user/order/AUR-NOPE-1');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Aurelia | Premium Jewellery Collection');
  });
});

test.describe('checkout: axe and 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  // One test per page: each has its own time budget, and a failure names the page.
  for (const path of ['/checkout', '/checkout?fulfilment=pickup&store=mumbai-bandra']) {
    test(`${path} has no axe violations and no sideways scroll`, async ({ page, request }) => {
      await signInOnStorefront(page, await shopperWithBag(request, await findProduct(request, inStock)), '/checkout');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  }

  test('the order placed and its page have no axe violations and no sideways scroll', async ({ page, request }) => {
    await signInOnStorefront(page, await shopperWithBag(request, await findProduct(request, inStock)), '/checkout');
    await page.goto('/checkout?fulfilment=pickup&store=mumbai-bandra');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await page.getByRole('radio', { name: 'Cash' }).click();
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/success/);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
