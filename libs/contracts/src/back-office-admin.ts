import type { EndpointDefinition } from './endpoints';

/** The back office's settings, audit log, dashboard and the stores in the caller's reach. */
export const backOfficeAdminEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
