import { expect, type Page } from '@playwright/test';

/**
 * Runs `journey` with the list of the page's problems: console errors (and messages `alsoReport` matches) and
 * uncaught errors, collected from the start; once it is over, fails if the list is not empty (`what` names it).
 * A failed resource load is no problem: the browser logs so the 4xx a journey provokes, or a call made offline.
 */
export async function failOnPageProblems(
  page: Page,
  what: string,
  journey: (problems: string[]) => Promise<void>,
  alsoReport?: RegExp,
) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Failed to load resource/.test(text)) return;
    if (message.type() === 'error' || alsoReport?.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await journey(problems);
  expect(problems, what).toEqual([]);
}
