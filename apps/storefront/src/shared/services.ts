import type { ApiClient } from '@aurelia/api-client';

/** What thunks and listeners reach outside the store: the API, the clock and fresh keys (tests pass their own). */
export interface StoreServices {
  api: ApiClient;
  now: () => number;
  /** A new, unique `Idempotency-Key` for one attempt to order or pay. */
  newKey: () => string;
}
