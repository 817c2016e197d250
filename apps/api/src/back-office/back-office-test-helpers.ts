import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index';

/** An answer as the back office's tests read it. */
export interface Answer {
  status: number;
  body: Record<string, unknown> & { message?: string; errors?: Record<string, string[]> };
  headers: Record<string, unknown>;
}

/** `app.inject` against `/api/v1` from `ip`, with a bearer token when given. */
export function backOfficeClient(app: FastifyInstance) {
  return async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { token?: string; ip?: string; body?: unknown } = {},
  ): Promise<Answer> {
    const response = await app.inject({
      method,
      url: `/api/v1${path}`,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return { status: response.statusCode, body: response.body ? (response.json() as Answer['body']) : {}, headers: response.headers };
  };
}

/** Every seeded user's id by email. */
export async function userIds(app: FastifyInstance): Promise<Map<string, number>> {
  const rows = await app.db.select({ id: users.id, email: users.email }).from(users);
  return new Map(rows.map((row) => [row.email, row.id]));
}
