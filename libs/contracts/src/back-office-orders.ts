import type { EndpointDefinition } from './endpoints';

/** The back office's orders: the list with its filters, an order with the actions allowed now, transitions, cancellations, refunds and returns. */
export const backOfficeOrderEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
