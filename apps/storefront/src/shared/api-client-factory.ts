import { createApiClient } from '@aurelia/api-client';

/** The HTTP stack itself, in a module of its own so the browser loads it with the first API call. */
export { createApiClient };
