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

describe('the development calls in production', () => {
  it('are not registered: the outbox, the settings switch and today’s bookings answer 404 and leave the OpenAPI document', async () => {
    const { app: production } = await buildTestApp({
      seed: false,
      env: { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), PAYMENT_WEBHOOK_SECRET: 'y'.repeat(32), PAYMENT_SANDBOX: 'true' },
    });
    try {
      const outboxResponse = await production.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(outboxResponse.statusCode).toBe(404);
      const settingsSwitch = await production.inject({
        method: 'PUT',
        url: '/api/v1/dev/settings',
        payload: { settings: [{ key: 'maintenance_mode', value: 'true' }] },
      });
      expect(settingsSwitch.statusCode).toBe(404);
      expect(settingsSwitch.json()).toEqual({ message: 'Not Found' });
      const bookToday = await production.inject({ method: 'POST', url: '/api/v1/dev/appointments/today', payload: { store: 'mumbai-bandra' } });
      expect(bookToday.statusCode).toBe(404);
      expect((await production.inject('/api/v1/settings/')).json()).toEqual({ data: [] });
      const paths = Object.keys((await production.inject('/api/docs/json')).json().paths);
      expect(paths).toContain('/api/v1/settings/');
      expect(paths.filter((path) => path.startsWith('/api/v1/dev/'))).toEqual([]);
    } finally {
      await production.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists every auth call with its body and responses, and the development calls', async () => {
    const document = (await app.inject('/api/docs/json')).json();
    const expected: [string, string][] = [
      ['/api/v1/auth/register', 'post'],
      ['/api/v1/auth/login', 'post'],
      ['/api/v1/auth/logout', 'post'],
      ['/api/v1/user', 'get'],
      ['/api/v1/user', 'put'],
      ['/api/v1/user/password', 'put'],
      ['/api/v1/auth/otp/request', 'post'],
      ['/api/v1/auth/otp/verify', 'post'],
      ['/api/v1/auth/forgot-password', 'post'],
      ['/api/v1/auth/reset-password', 'post'],
      ['/api/v1/dev/outbox', 'get'],
      ['/api/v1/dev/settings', 'put'],
    ];
    for (const [path, method] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.responses['200'].content['application/json'].schema, path).toBeDefined();
      if (method !== 'get' && !path.endsWith('logout')) expect(operation.requestBody, path).toBeDefined();
    }
    expect(document.paths['/api/v1/user'].put.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/v1/auth/login'].post.responses).toHaveProperty('429');
    const settingsSwitch = document.paths['/api/v1/dev/settings'].put;
    expect(settingsSwitch.tags).toEqual(['development']);
    expect(Object.keys(settingsSwitch.responses)).toEqual(expect.arrayContaining(['200', '400', '422']));
    expect(settingsSwitch.requestBody.content['application/json'].schema.properties).toHaveProperty('settings');
    const bookToday = document.paths['/api/v1/dev/appointments/today'].post;
    expect(bookToday.tags).toEqual(['development']);
    expect(Object.keys(bookToday.responses)).toEqual(expect.arrayContaining(['201', '409', '422']));
    expect(bookToday.requestBody.content['application/json'].schema.properties).toHaveProperty('bookings');
  });
});
