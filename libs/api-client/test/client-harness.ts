/**
 * A suite's test server and clients on it: the server starts before the suite, is reset before each test
 * (with the token and the `onUnauthenticated` spy), and closes after. Retries wait only milliseconds here
 * (retries.test.ts proves the real delays). Success bodies are not checked against the contracts here.
 */
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../src/client';
import type { HttpError } from '../src/errors';
import { startTestServer, type TestServer } from './test-server';

export interface ClientHarness {
  /** Set before the suite's tests run. */
  server: TestServer;
  /** What the clients' `getToken` returns; back to none before each test. */
  token: string | undefined;
  readonly onUnauthenticated: ReturnType<typeof vi.fn<(error: HttpError) => void>>;
  /** A client on the test server, with fast retries unless `options` say otherwise. */
  client(options?: Partial<ApiClientOptions>): ApiClient;
}

export function useClientHarness(): ClientHarness {
  const harness: ClientHarness = {
    server: undefined as unknown as TestServer,
    token: undefined,
    onUnauthenticated: vi.fn<(error: HttpError) => void>(),
    client: (options = {}) =>
      createApiClient({
        baseURL: harness.server.baseURL,
        getToken: () => harness.token,
        onUnauthenticated: harness.onUnauthenticated,
        retry: { baseDelayMs: 5 },
        // These suites are about requests and errors, answered with whatever bodies they need; the contract
        // check has its own suite (response-check.test.ts).
        checkResponses: 'off',
        ...options,
      }),
  };
  beforeAll(async () => {
    harness.server = await startTestServer();
  });
  afterAll(() => harness.server.close());
  beforeEach(() => {
    harness.server.reset();
    harness.token = undefined;
    harness.onUnauthenticated.mockReset();
  });
  return harness;
}

/** What a call rejected with (and proof that it rejected). */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => error,
  );
}
