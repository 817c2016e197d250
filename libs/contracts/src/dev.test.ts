import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { devEndpoints, outboxQuerySchema, outboxResponseSchema } from './dev';
import * as contracts from './index';

const message = {
  id: 1,
  channel: 'email' as const,
  to: 'asha@example.com',
  subject: 'Your sign-in code',
  text: 'Your code is 123456',
  html: null,
  sent_at: null,
  created_at: '2026-03-02T10:00:00.000Z',
};

describe('the development outbox', () => {
  it('filters by a recipient compared ignoring case', () => {
    expect(outboxQuerySchema.parse({ to: ' Asha@Example.com ' })).toEqual({ to: 'asha@example.com' });
    expect(outboxQuerySchema.parse({})).toEqual({});
    expect(outboxQuerySchema.safeParse({ to: '' }).success).toBe(false);
  });
  it('lists messages with their text in data', () => {
    expect(outboxResponseSchema.parse({ data: [message] })).toEqual({ data: [message] });
    expect(outboxResponseSchema.safeParse({ data: [{ ...message, channel: 'fax' }] }).success).toBe(false);
  });
  it('is a GET at /dev/outbox that encodes its body unchanged', () => {
    expect(devEndpoints.listOutbox.path).toBe('/dev/outbox');
    expect(z.safeEncode(devEndpoints.listOutbox.response[200], { data: [message] }).data).toEqual({ data: [message] });
    expect(contracts.devEndpoints).toBe(devEndpoints);
  });
});
