import type { ApiClient } from '@aurelia/api-client';

/** What thunks and listeners reach outside the store: the API and the clock (tests pass their own). */
export interface StoreServices {
  api: ApiClient;
  now: () => number;
}
