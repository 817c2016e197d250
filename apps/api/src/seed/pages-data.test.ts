import { describe, expect, it } from 'vitest';
import { sanitizePageHtml, seedPages } from './pages-data';
import { SEED_SETTINGS } from './settings-data';

/** Every `href` in a piece of HTML. */
function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href\s*=\s*"([^"]*)"/gi)].map(([, href]) => href ?? '');
}

describe('seeded content links', () => {
  const pages = seedPages('Aurelia');

  it('finds the links it checks', () => {
    expect(hrefsOf(pages.map((page) => page.bodyHtml).join('')).length).toBeGreaterThan(1);
  });

  // The shop answers on whatever host it is deployed to: a link naming a host sends shoppers elsewhere.
  it.each(pages.map((page) => [page.slug, page.bodyHtml] as const))('the %s page links within the shop by path, or by mail or phone', (_slug, html) => {
    for (const href of hrefsOf(html)) {
      if (/^(mailto|tel):/i.test(href)) continue;
      expect(href, href).toMatch(/^\/(?!\/)/);
    }
  });

  it('the FAQ books an appointment at /appointment, and the link survives sanitising', () => {
    const faq = pages.find((page) => page.slug === 'faq');
    expect(hrefsOf(sanitizePageHtml(faq?.bodyHtml ?? ''))).toContain('/appointment');
  });

  // The page's title is its h1: a body's headings start at h2 and go down one level at a time.
  it.each(pages.map((page) => [page.slug, page.bodyHtml] as const))('the %s page skips no heading level', (_slug, html) => {
    const levels = [...html.matchAll(/<h([1-6])\b/g)].map(([, level]) => Number(level));
    levels.reduce((previous, level) => {
      expect(level, html).toBeLessThanOrEqual(previous + 1);
      return level;
    }, 1);
  });

  it('no seeded setting (the notice bar’s text) names a host', () => {
    for (const { value } of SEED_SETTINGS) expect(value).not.toMatch(/https?:\/\/|\bwww\./i);
  });
});
