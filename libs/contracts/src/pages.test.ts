import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import { pageEndpoints, pageListResponseSchema, pageResponseSchema } from './pages';

const page = { slug: 'about', title: 'About Aurelia', body_html: '<h2>Hello</h2>', updated_at: '2026-03-02T06:30:00.000Z' };

describe('CMS pages', () => {
  it('come as slug, title, sanitized body_html and updated_at', () => {
    expect(pageResponseSchema.parse({ data: page })).toEqual({ data: page });
    expect(pageResponseSchema.safeParse({ data: { ...page, updated_at: 'yesterday' } }).success).toBe(false);
  });
  it('are listed for the footer by slug and title only', () => {
    const list = { data: [{ slug: 'about', title: 'About Aurelia' }] };
    expect(pageListResponseSchema.parse(list)).toEqual(list);
    expect(pageListResponseSchema.parse({ data: [page] })).toEqual(list);
  });
  it('are declared at /pages and /pages/:slug without authentication', () => {
    expect(pageEndpoints.listPages).toMatchObject({ method: 'GET', path: '/pages', auth: 'none' });
    expect(pageEndpoints.getPage).toMatchObject({ method: 'GET', path: '/pages/:slug', auth: 'none' });
    expect(contracts.pageEndpoints).toBe(pageEndpoints);
  });
});
