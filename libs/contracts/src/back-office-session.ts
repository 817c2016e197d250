import type { EndpointDefinition } from './endpoints';

/** The back office's sign-in: a password, and a sign-in code as a second factor for admins. */
export const backOfficeSessionEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
