import { expectNoAxeViolations } from '@aurelia/e2e-support';
import { expect, type Locator, type Page } from '@playwright/test';
import { findProduct, test } from '../support';

/** A line only three.js's WebGL renderer holds (its error when a context cannot be made), kept by the minifier. */
const THREE_RENDERER = 'THREE.WebGLRenderer';

/** The scripts the page has fetched that hold three.js's renderer, by path. */
function threeScripts(page: Page): () => string[] {
  const found: string[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    void response
      .text()
      .then((body) => {
        if (body.includes(THREE_RENDERER)) found.push(new URL(response.url()).pathname);
      })
      .catch(() => undefined);
  });
  return () => [...found];
}

/** The stage's pixels, once two looks a moment apart agree (the scene has drawn and settled). */
async function settledPixels(stage: Locator): Promise<Buffer> {
  let last = await stage.screenshot();
  await expect
    .poll(async () => {
      const next = await stage.screenshot();
      const same = next.equals(last);
      last = next;
      return same;
    }, { message: 'the 3D view settles', timeout: 30_000, intervals: [250] })
    .toBe(true);
  return last;
}

test.describe('"View in 3D" on the product page', () => {
  // A stage of about 470 px: software WebGL (SwiftShader) draws each frame of a bigger one slowly.
  test.use({ viewport: { width: 960, height: 700 } });

  test('fetches no three.js before it is pressed; then the piece turns by drag and by the arrow keys, and Escape gives focus back', async ({ page, request }) => {
    // Software WebGL draws the scene in seconds rather than milliseconds.
    test.setTimeout(150_000);
    // No turning on its own: only the shopper's drag and keys move the piece, so a change of picture is theirs.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const three = threeScripts(page);
    const product = await findProduct(request, (candidate) => candidate.is_available);
    await page.goto(`/product/${product.slug}`);
    const button = page.getByRole('region', { name: `Pictures of ${product.name}` }).getByRole('button', { name: 'View in 3D' });
    await button.scrollIntoViewIfNeeded();
    await button.hover();
    await page.waitForLoadState('networkidle');
    expect(three(), 'three.js fetched before "View in 3D" was pressed').toEqual([]);

    await button.click();
    const dialog = page.getByRole('dialog', { name: `${product.name} in 3D` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Drag to turn the piece, pinch or scroll to zoom.');
    const stage = dialog.getByRole('application', { name: `${product.name}, to turn and zoom` });
    // Software WebGL on a busy host can take tens of seconds to build the scene and draw its first frame.
    await expect(stage.locator('canvas')).toBeVisible({ timeout: 60_000 });
    await expect(stage).toBeFocused();
    expect(three().length, 'three.js comes with the dialog').toBeGreaterThan(0);

    const still = await settledPixels(stage);
    const box = await stage.boundingBox();
    if (!box) throw new Error('The 3D stage has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    const dragged = await settledPixels(stage);
    expect(dragged.equals(still), 'the piece turned when dragged').toBe(false);

    await stage.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const turned = await settledPixels(stage);
    expect(turned.equals(dragged), 'the piece turned with the arrow keys').toBe(false);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('without WebGL shows the still picture and says so, and fetches no three.js', async ({ page, request }) => {
    // A browser whose canvases give no WebGL context, as on a device without it.
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        return /webgl/i.test(kind) ? null : getContext.call(this, kind as '2d', ...(rest as []));
      } as typeof getContext;
    });
    const three = threeScripts(page);
    const product = await findProduct(request, (candidate) => candidate.is_available);
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'View in 3D' }).click();
    const dialog = page.getByRole('dialog', { name: `${product.name} in 3D` });
    await expect(dialog.getByText('3D is not available on this device, so here is a still picture of the piece.')).toBeVisible();
    const picture = dialog.getByRole('img');
    await expect(picture).toBeVisible();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(dialog.getByRole('application')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(three()).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('with no connection when pressed, says the 3D view could not be shown and leaves the button as it was', async ({ page, request }) => {
    const product = await findProduct(request, (candidate) => candidate.is_available);
    await page.route(/\/assets\/view-in-3d-panel-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(`/product/${product.slug}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const button = page.getByRole('button', { name: 'View in 3D' });
    await button.click();
    const toast = page.locator('.au-toast').filter({ hasText: 'The 3D view could not be shown' });
    await expect(toast).toContainText('We could not reach the shop just now. Please check your connection and try again.');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
