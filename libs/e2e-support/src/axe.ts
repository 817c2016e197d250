import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page with the repository's rule set, every rule axe ships (no tags, none disabled), and expects
 * no violations; each one is listed with its rule, help text and the elements it found.
 */
export async function expectNoAxeViolations(page: Page, message = `axe on ${page.url()}`) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
    message,
  ).toEqual([]);
}
