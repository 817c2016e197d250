import { describe, expect, it } from 'vitest';
import { API_RETRY_STATUSES, PRODUCTS_PER_PAGE, LOADING_BAR } from './constants';

describe('docs/behaviour.md §9 business constants', () => {
  it('lists 12 products per page', () => {
    expect(PRODUCTS_PER_PAGE).toBe(12);
  });
  it('retries idempotent requests on the statuses of §7', () => {
    expect(API_RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });
  it('draws the loading bar in gold, 3 px high', () => {
    expect(LOADING_BAR).toMatchObject({ color: '#EAB864', heightPx: 3 });
  });
});
