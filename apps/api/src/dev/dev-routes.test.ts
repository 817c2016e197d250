import type { OutboxMessage } from '@aurelia/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildTestApp({ seed: false }));
  for (let i = 1; i <= 55; i++) {
    await app.mailer.send({ channel: 'email', to: i % 2 ? 'Odd@Example.com' : 'even@example.com', subject: `#${i}`, text: `message ${i}` });
  }
  await app.mailer.send({ channel: 'sms', to: '+919876543210', subject: 'Code', text: 'Your code is 123456' });
});
afterAll(async () => {
  await app?.close();
});

const outbox = async (query = '') => {
  const response = await app.inject({ method: 'GET', url: `/api/v1/dev/outbox${query}` });
  return { status: response.statusCode, data: (response.json() as { data: OutboxMessage[] }).data };
};

describe('GET /api/v1/dev/outbox (development only)', () => {
  it('lists the latest 50 messages, newest first, with their text', async () => {
    const { status, data } = await outbox();
    expect(status).toBe(200);
    expect(data).toHaveLength(50);
    expect(data[0]).toMatchObject({ channel: 'sms', to: '+919876543210', text: 'Your code is 123456', sent_at: null });
    expect(data[1]).toMatchObject({ subject: '#55', text: 'message 55', channel: 'email' });
    expect(data.map((m) => m.id)).toEqual([...data.map((m) => m.id)].sort((a, b) => b - a));
  });

  it('filters by recipient, ignoring case', async () => {
    const { data } = await outbox('?to=ODD@example.com');
    expect(data).toHaveLength(28);
    expect(data.every((m) => m.to === 'Odd@Example.com')).toBe(true);
    expect((await outbox('?to=nobody@example.com')).data).toEqual([]);
  });

});

describe('the development calls without DEV_TOOLS=true', () => {
  const production = { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), PAYMENT_WEBHOOK_SECRET: 'y'.repeat(32), PAYMENT_SANDBOX: 'true' };
  it.each([
    ['in production, as npm start runs it', production],
    ['in development mode too, unless switched on', { NODE_ENV: 'development', DEV_TOOLS: 'false' }],
  ])('are not registered %s: the outbox, the settings switch and today’s bookings answer 404 and leave the OpenAPI document', async (_, env) => {
    const { app: off } = await buildTestApp({ seed: false, env: { DEV_TOOLS: '', ...env } });
    try {
      expect(off.hasRoute({ method: 'GET', url: '/api/v1/dev/outbox' })).toBe(false);
      const outboxResponse = await off.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(outboxResponse.statusCode).toBe(404);
      const settingsSwitch = await off.inject({
        method: 'PUT',
        url: '/api/v1/dev/settings',
        payload: { settings: [{ key: 'maintenance_mode', value: 'true' }] },
      });
      expect(settingsSwitch.statusCode).toBe(404);
      expect(settingsSwitch.json()).toEqual({ message: 'Not Found' });
      const bookToday = await off.inject({ method: 'POST', url: '/api/v1/dev/appointments/today', payload: { store: 'mumbai-bandra' } });
      expect(bookToday.statusCode).toBe(404);
      expect((await off.inject('/api/v1/settings/')).json()).toEqual({ data: [] });
      const paths = Object.keys((await off.inject('/api/docs/json')).json().paths);
      expect(paths).toContain('/api/v1/settings/');
      expect(paths.filter((path) => path.startsWith('/api/v1/dev'))).toEqual([]);
    } finally {
      await off.close();
    }
  });

  it('are in the OpenAPI document when switched on', async () => {
    const paths = Object.keys((await app.inject('/api/docs/json')).json().paths);
    expect(paths.filter((path) => path.startsWith('/api/v1/dev/')).sort()).toEqual([
      '/api/v1/dev/appointments/today',
      '/api/v1/dev/outbox',
      '/api/v1/dev/settings',
    ]);
  });
});
