import type { Locator, Page } from '@playwright/test';
import { expect } from '../support';

/** The widths every page is compared at (a phone, a tablet, a laptop, a desktop), each with a fixed height. */
export const VISUAL_SCREENS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/**
 * Waits until what the screen shows is final: the web fonts in (the storefront adds them once it has painted,
 * shared/deferred-scripts.tsx) and loaded, and every picture in view decoded.
 */
async function settle(page: Page) {
  await expect(page.locator('html[data-web-fonts]')).toHaveCount(1);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && getComputedStyle(image).display !== 'none';
    });
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
  });
}

/**
 * Compares the screen (the viewport, not the whole page: the baselines stay small) in light mode and then in dark,
 * switched by `prefers-color-scheme` on the same load. `mask` hides what changes from run to run (dates, emails).
 */
export async function expectScreens(page: Page, name: string, mask: Locator[] = []) {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}-light.png`, { mask });
  await page.emulateMedia({ colorScheme: 'dark' });
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}-dark.png`, { mask });
  await page.emulateMedia({ colorScheme: 'light' });
}
