import type { EndpointDefinition } from './endpoints';

/** A shopper's order after checkout: cancelling it, asking to return pieces, credit notes. */
export const orderCareEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
