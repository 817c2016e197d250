import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CategoryChips } from './category-chips';

const categories = [
  { id: 1, slug: 'rings', name: 'Rings' },
  { id: 2, slug: 'gold-coins', name: 'Gold Coins' },
];

function markupOf(label?: string): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(CategoryChips, { categories, label })));
}

describe('CategoryChips', () => {
  it('links each category to its listing, in the order given', () => {
    const html = markupOf();
    expect(html).toContain('<a class="sf-chip" href="/category/rings" data-discover="true">Rings</a>');
    expect(html.indexOf('/category/rings')).toBeLessThan(html.indexOf('/category/gold-coins'));
    expect(html.match(/<li>/g)).toHaveLength(2);
  });

  it('names the list only when asked to', () => {
    expect(markupOf('Browse categories')).toContain('<ul class="sf-chip-list" aria-label="Browse categories">');
    expect(markupOf()).toContain('<ul class="sf-chip-list">');
  });
});
