import { expect, test, type Page } from '@playwright/test';
import { SHOPPER, signInOnStorefront } from '@aurelia/e2e-support';
import { findProduct, holdRequests, newShopper, shopperWithBag, waitForHydration } from './support';

/** One React commit: how many components and elements it rendered again, of how many on the page. */
interface Commit {
  fibers: number;
  rendered: number;
}

/**
 * Records every React commit of the page through the hook React DevTools uses (React calls it in production
 * builds too). A fiber counts as rendered again when its props are a new object: what a parent's render gives
 * its children. A component that bailed out keeps its props object, so a whole-page re-render shows as most of
 * the page's fibers, and a small update (a heart filled in, a header menu) as a few dozen.
 */
async function recordCommits(page: Page) {
  await page.addInitScript(() => {
    interface Fiber {
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      memoizedProps: unknown;
    }
    const commits: { fibers: number; rendered: number }[] = [];
    Object.assign(window, { __commits: commits });
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
          let fibers = 0;
          let rendered = 0;
          const stack: (Fiber | null)[] = [root.current.child];
          while (stack.length > 0) {
            for (let fiber = stack.pop() ?? null; fiber; fiber = fiber.sibling) {
              fibers += 1;
              if (fiber.alternate && fiber.alternate.memoizedProps !== fiber.memoizedProps) rendered += 1;
              stack.push(fiber.child);
            }
          }
          commits.push({ fibers, rendered });
        },
      },
    });
  });
}

const commitsOf = (page: Page) => page.evaluate(() => (window as unknown as { __commits: Commit[] }).__commits);

test.describe('after hydration', () => {
  // One test per page: each has its own time budget, and a failure names the page.
  for (const name of ['home', 'category', 'product'] as const) {
    test(`the ${name} page, opened first, is not rendered a second time`, async ({ page, request }) => {
      const path = name === 'home' ? '/' : name === 'category' ? '/category/rings' : `/product/${(await findProduct(request, (candidate) => candidate.stock > 0)).slug}`;
      await recordCommits(page);
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      // What runs after hydration: the session from cookies, the stored colour mode, the wishlist, the cart's
      // storage (fetched after load), the router's own start-up.
      await page.waitForLoadState('networkidle');
      const commits = await commitsOf(page);
      expect(commits.length, path).toBeGreaterThan(0);
      // The page's size once every part is hydrated (parts below the fold hydrate in commits of their own).
      const fibers = Math.max(...commits.map((commit) => commit.fibers));
      // On a phone a whole-page render costs 40–80 ms of main thread at once (Lighthouse's TBT). Settings the
      // store already held, or a route list the router patched in after start, each rendered every component
      // again; every button asking whether the page had hydrated rendered them all again (a tenth of the page).
      // At least a couple of dozen: read before the parts below the fold have hydrated, the page is a fifth of its
      // size (228 fibers of 1,090 on the category page), and the commit that draws the bag's drawer closed once idle
      // (7 fibers more) renders 13 again.
      const limit = Math.max(fibers * 0.05, 24);
      for (const commit of commits.slice(1)) {
        expect(commit.rendered, `${path}: a commit after hydration rendered ${commit.rendered} of ${fibers} fibers`).toBeLessThan(limit);
      }
    });
  }

  test('a signed-in shopper’s listing keeps the pieces and filters the server drew', async ({ page }) => {
    // Taking the session up after hydration (the page is rendered as a guest's) re-renders the page's providers;
    // a context changing above parts that have not hydrated yet makes React delete them and draw them again.
    await signInOnStorefront(page, SHOPPER, '/');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const part of document.querySelectorAll('.sf-listing__pieces, .sf-listing__filters')) part.setAttribute('data-from-server', '');
      });
    });
    await page.goto('/category/rings');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.sf-listing__pieces').getByRole('link').first()).toBeVisible();
    // React keeps attributes it does not know of on the elements it hydrates; elements it drew afresh have none.
    await expect(page.locator('.sf-listing__pieces[data-from-server]')).toHaveCount(1);
    await expect(page.locator('.sf-listing__filters[data-from-server]')).toHaveCount(1);
  });
});

test.describe('on a phone in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('what the server drew is kept: a listing’s pieces and filters (hydrated after the page), checkout’s form', async ({ page, request }) => {
    // The server cannot know the phone's mode and draws for the stylesheet to follow it; the page reads the mode once
    // hydrated. A context changing above parts not hydrated yet would make React delete them and draw them afresh.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const part of document.querySelectorAll('.sf-listing__pieces, .sf-listing__filters, form.sf-checkout')) part.setAttribute('data-from-server', '');
      });
    });
    const release = await holdRequests(page, /\/assets\/listing-(results|filters)-[\w-]+\.js$/);
    await page.goto('/category/rings');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    release();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.sf-listing__pieces[data-from-server]')).toHaveCount(1);
    await expect(page.locator('.sf-listing__filters[data-from-server]')).toHaveCount(1);

    const shopper = await shopperWithBag(request, await findProduct(request, (candidate) => candidate.stock > 5));
    await signInOnStorefront(page, shopper, '/checkout');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Place order and pay' })).toBeEnabled();
    await expect(page.locator('form.sf-checkout[data-from-server]')).toHaveCount(1);
  });
});

/** Holds back the page's own module (the one that hydrates it) until the function returned is called. */
const holdPageModule = (page: Page) => holdRequests(page, /\/assets\/entry\.client-[\w-]+\.js$/);

test.describe('before hydration', () => {
  test('a tap on a button before the page has started is not lost, counts once, and joins the kept bag', async ({ page, request }) => {
    const first = await findProduct(request, (candidate) => candidate.stock > 5);
    const second = await findProduct(request, (candidate) => candidate.stock > 5 && candidate.id !== first.id);
    await page.goto(`/product/${first.slug}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();

    // On a slow phone the shopper sees the page for a second or more before React has hydrated it, and a tap on
    // "Add to bag" meanwhile reached no handler.
    const release = await holdPageModule(page);
    await page.goto(`/product/${second.slug}`);
    const add = page.getByRole('button', { name: 'Add to bag', exact: true });
    await add.click();
    // Tapped again, as a shopper does when nothing seems to happen.
    await add.click();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByText('Added to your bag', { exact: true })).toBeVisible();
    // Added once, to the bag kept from the first page (restored before the tap is made again).
    await expect(page.getByRole('button', { name: 'Bag, 2 pieces' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Bag, 2 pieces' })).toBeVisible();
  });

  test('a press on a form’s submit button before hydration is left to the browser, which posts the form', async ({ page }) => {
    const release = await holdPageModule(page);
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search jewellery' }).fill('ring');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=ring/);
    release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/search\?q=ring/);
  });

  test('text typed before hydration is what the page acts on once it has started', async ({ page }) => {
    const release = await holdPageModule(page);
    await page.goto('/');
    // The signal the page sends once it has started (app-providers.tsx), when the inline script tells React.
    await page.evaluate(() => {
      Object.assign(window, { started: new Promise((resolve) => document.addEventListener('aurelia:started', resolve, { once: true })) });
    });
    const search = page.getByRole('combobox', { name: 'Search jewellery' });
    await search.fill('ring');
    release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.evaluate(() => (window as unknown as { started: Promise<void> }).started);
    // React hydrated the field with the server's empty value; Enter now searches for what the field shows.
    await expect(search).toHaveValue('ring');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=ring$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ring');
  });
  test('a phone’s country chosen before hydration is the one the profile saves', async ({ page, request }) => {
    const account = await newShopper(request, 'e2e');
    await signInOnStorefront(page, account, '/user/profile');
    await waitForHydration(page);
    const release = await holdPageModule(page);
    await page.goto('/user/profile');
    const country = page.getByRole('combobox', { name: 'Country code' });
    await country.selectOption('AE');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('501234567');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    release();
    await waitForHydration(page);
    // The profile's forms hydrate after the page and are told then; React draws the list with its state's country
    // (India) at the first, and would have saved that country with the number.
    await page.waitForLoadState('networkidle');
    await expect(country).toHaveValue('AE');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details are saved', { exact: true })).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(country).toHaveValue('AE');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('501234567');
  });
});

test.describe('scroll restoration', () => {
  test('a reload and the back button return the shopper to where they were on the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/category/rings');
    await waitForHydration(page);
    // The page's inline script leaves a new history entry alone; it is keyed before the router starts.
    expect(await page.evaluate(() => window.history.state?.key)).toMatch(/^[0-9a-v]+$/);

    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(scrollY).toBe(700);

    // A full reload: the position comes back before the page's JavaScript has even run.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await scrollY()).toBe(700);
    await waitForHydration(page);
    expect(await scrollY()).toBe(700);

    // A client navigation and back: the router restores it. (A click through Playwright would scroll the link into
    // view first, moving the position it is meant to keep.)
    await page.locator('.sf-product-grid a[href^="/product/"]').first().dispatchEvent('click');
    await expect(page).toHaveURL(/\/product\//);
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/category\/rings$/);
    await expect.poll(scrollY).toBe(700);
  });
});
