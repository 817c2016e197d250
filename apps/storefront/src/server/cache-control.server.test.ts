import { describe, expect, it } from 'vitest';
import { GUEST_PAGE_CACHE_CONTROL, PRIVATE_PAGE_CACHE_CONTROL, setPageCacheHeaders } from './cache-control.server';

const SHOPPER = { id: 7, email: 'asha@example.com', name: 'Asha' };
const signedInCookie = `auth_token=t0k3n; auth_user=${encodeURIComponent(JSON.stringify(SHOPPER))}`;

function headersFor(init: { method?: string; cookie?: string; status?: number; setCookie?: string }): Headers {
  const request = new Request('http://shop.test/product/noor', {
    method: init.method ?? 'GET',
    headers: init.cookie ? { cookie: init.cookie } : {},
  });
  const headers = new Headers(init.setCookie ? { 'set-cookie': init.setCookie } : {});
  setPageCacheHeaders(request, init.status ?? 200, headers);
  return headers;
}

describe('Cache-Control of rendered pages', () => {
  it('lets a shared cache keep a guest’s page briefly and serve it stale while it refreshes, varying on Cookie', () => {
    const headers = headersFor({});
    expect(headers.get('cache-control')).toBe(GUEST_PAGE_CACHE_CONTROL);
    expect(GUEST_PAGE_CACHE_CONTROL).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(headers.get('vary')).toBe('Cookie');
    // A guest with unrelated cookies (colour mode) is still a guest.
    expect(headersFor({ cookie: 'color_mode=dark' }).get('cache-control')).toBe(GUEST_PAGE_CACHE_CONTROL);
  });

  it('keeps a signed-in shopper’s page private and unstored', () => {
    const headers = headersFor({ cookie: signedInCookie });
    expect(headers.get('cache-control')).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(PRIVATE_PAGE_CACHE_CONTROL).toBe('private, no-store');
    expect(headers.get('vary')).toBe('Cookie');
  });

  it('never shares errors, redirects, form posts or answers that set a cookie', () => {
    expect(headersFor({ status: 503 }).get('cache-control')).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(headersFor({ status: 302 }).get('cache-control')).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(headersFor({ method: 'POST' }).get('cache-control')).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(headersFor({ setCookie: 'flash=; Max-Age=0' }).get('cache-control')).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });
});
