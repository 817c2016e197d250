import { describe, expect, it } from 'vitest';
import { isSameForEveryone } from './same-for-everyone';

describe('pages that are the same for everyone', () => {
  it('are the catalogue, the stores and content pages', () => {
    for (const path of ['/', '/about', '/product/noor-ring', '/category/rings', '/search', '/stores', '/stores/mumbai-bandra', '/page/terms']) {
      expect(isSameForEveryone(path), path).toBe(true);
    }
  });

  it('are not the pages that show or need who is signed in, nor the ones that send them elsewhere', () => {
    for (const path of ['/cart', '/checkout', '/giftcards', '/appointment', '/auth/login', '/auth/otplogin', '/user/profile', '/user/order/AU-1', '/auth/verify-email', '/maintenance', '/no-such-page']) {
      expect(isSameForEveryone(path), path).toBe(false);
    }
  });
});
