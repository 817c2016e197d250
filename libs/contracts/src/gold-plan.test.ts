import { describe, expect, it } from 'vitest';
import { goldPlanEndpoints, goldPlanPayBodySchema, goldPlanSubscribeBodySchema, goldPlanTransactionSchema } from './gold-plan';
import * as contracts from './index';
import { sampleGoldPlanTransaction } from './testing';

describe('joining a gold purchase plan', () => {
  it('takes a plan and a monthly amount in rupees, and nothing else', () => {
    expect(goldPlanSubscribeBodySchema.parse({ plan: 'swarna-10-plus-1', instalment_amount: 1500 })).toEqual({ plan: 'swarna-10-plus-1', instalment_amount: 1500 });
    const result = goldPlanSubscribeBodySchema.safeParse({ plan: '', instalment_amount: 0, start: '2026-01-01' });
    expect(result.error?.issues.map((issue) => issue.path[0] ?? issue.code)).toEqual(['plan', 'instalment_amount', 'unrecognized_keys']);
    expect(goldPlanSubscribeBodySchema.safeParse({ plan: 'swarna-10-plus-1', instalment_amount: 1000.005 }).success).toBe(false);
  });
});

describe('paying an instalment', () => {
  it('goes through the provider: UPI, card, net banking or wallet, never cash', () => {
    expect(goldPlanPayBodySchema.parse({ payment_method: 'wallet' })).toEqual({ payment_method: 'wallet' });
    expect(goldPlanPayBodySchema.parse({ payment_method: 'upi' })).toEqual({ payment_method: 'upi' });
    expect(goldPlanPayBodySchema.safeParse({ payment_method: 'cash' }).success).toBe(false);
  });

  it('is told by its transaction number, with where to pay while pending', () => {
    const transaction = sampleGoldPlanTransaction();
    expect(goldPlanTransactionSchema.parse(transaction)).toEqual(transaction);
    expect(goldPlanTransactionSchema.safeParse({ ...transaction, status: 'maybe' }).success).toBe(false);
  });
});

describe('the gold plan endpoints', () => {
  it('are the ones docs/architecture.md lists, all signed in, exported from the package', () => {
    expect(Object.values(goldPlanEndpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /gold-plans',
      'GET /gold-plan/subscriptions',
      'POST /gold-plan/subscribe',
      'GET /gold-plan/subscriptions/:uuid',
      'POST /gold-plan/subscriptions/:uuid/redeem',
      'POST /gold-plan/subscriptions/:uuid/close',
      'GET /gold-plan/payments/:paymentUuid',
      'POST /gold-plan/payments/:paymentUuid/pay',
      'GET /gold-plan/transactions/:transactionNumber',
    ]);
    expect(Object.values(goldPlanEndpoints).every((endpoint) => endpoint.auth === 'required')).toBe(true);
    expect(contracts.goldPlanEndpoints).toBe(goldPlanEndpoints);
  });
});
