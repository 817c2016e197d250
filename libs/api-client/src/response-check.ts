import { allEndpoints, type EndpointDefinition } from '@aurelia/contracts';
import type { EndpointName, ResponseCheck, ResponseChecking } from './call';

type SuccessSchema = NonNullable<EndpointDefinition['response'][200]>;

/**
 * Checks a success body against the endpoint's response schemas (200, or 201 for a creation; either for a
 * creation that may be replayed). Loaded only where answers are checked: it brings every schema with it.
 */
export function checkResponse(name: EndpointName, body: unknown): void {
  const response: { readonly 200?: SuccessSchema; readonly 201?: SuccessSchema } = allEndpoints[name].response;
  const schemas = [response[200], response[201]].filter((schema): schema is SuccessSchema => schema !== undefined);
  const results = schemas.map((schema) => schema.safeParse(body));
  if (results.some((result) => result.success)) return;
  const issues = (results[0]?.error?.issues ?? [])
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'the body'}: ${issue.message}`);
  throw new TypeError(`The answer of ${name} does not match its contract (${issues.join('; ')})`);
}

/** The check of a client: `checkResponse` itself to reject, or one that reports the mismatch on the console. */
export function responseCheck(checking: Exclude<ResponseChecking, 'off'>): ResponseCheck {
  if (checking === 'reject') return checkResponse;
  return (name, body) => {
    try {
      checkResponse(name, body);
    } catch (error) {
      // The client runs without DOM or Node typings: the console is reached structurally.
      (globalThis as { console?: { warn(message: string): void } }).console?.warn(`[api-client] ${(error as Error).message}`);
    }
  };
}
