import { describe, expect, it } from 'vitest';
import { canAddToCart, canCheckout } from './store-closed';

describe('docs/architecture.md store closed: is_store_open=false refuses add-to-cart and checkout', () => {
  it('allows both while the store is open (the default)', () => {
    expect(canAddToCart([])).toBe(true);
    expect(canCheckout([])).toBe(true);
  });
  it('refuses both while the store is closed', () => {
    expect(canAddToCart({ is_store_open: 'false' })).toBe(false);
    expect(canCheckout({ is_store_open: 'false' })).toBe(false);
  });
  it('refuses each when its feature is switched off by disabled_routes', () => {
    expect(canAddToCart({ disabled_routes: 'cart' })).toBe(false);
    expect(canCheckout({ disabled_routes: 'cart' })).toBe(true);
    expect(canCheckout({ disabled_routes: 'checkout' })).toBe(false);
    expect(canAddToCart({ disabled_routes: 'checkout' })).toBe(true);
  });
});
