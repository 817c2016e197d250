import { sampleGoldPlanSubscription, sampleGoldPlanTransaction, sampleUser } from '@aurelia/contracts/testing';
import { describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { authStateFromSession } from '../auth/auth-slice';
import { reusableKey } from '../../shared/keyed-submission';
import { selectIssuedCode, selectPlanSubmission } from './gold-plan-slice';
import { payInstalment, payOutPlan, subscribeToPlan } from './gold-plan-thunks';

const api = testApiForThisFile();
const signedIn = () => storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser() }) });
const keysSent = () => api.arrivals.filter((arrival) => arrival.method === 'POST').map((arrival) => arrival.idempotencyKey);
const PLAN_UUID = '3f1c2b7a-5d4e-4f60-9a8b-7c6d5e4f3a21';
const INSTALMENT_UUID = '3f1c2b7a-5d4e-4f60-9a8b-7c6d5e4f3a22';

describe('joining a plan with an Idempotency-Key', () => {
  it('keeps the server’s field errors, and sends a new key once the amount changes', async () => {
    api.on('POST', '/gold-plan/subscribe', { status: 422, body: { message: 'The given data was invalid.', errors: { instalment_amount: ['The smallest monthly instalment is ₹1,000.'] } } });
    const store = signedIn();
    const refused = await store.dispatch(subscribeToPlan({ plan: 'swarna-10-plus-1', instalment_amount: 500 })).unwrap();
    expect(refused).toMatchObject({ ok: false, errors: { instalment_amount: ['The smallest monthly instalment is ₹1,000.'] } });
    expect(selectPlanSubmission(store.getState(), 'subscribe')).toMatchObject({ status: 'failed' });
    await store.dispatch(subscribeToPlan({ plan: 'swarna-10-plus-1', instalment_amount: 500 }));
    await store.dispatch(subscribeToPlan({ plan: 'swarna-10-plus-1', instalment_amount: 1500 }));
    expect(keysSent()).toEqual(['test-key-1', 'test-key-1', 'test-key-2']);
  });

  it('sends a double click once', async () => {
    api.on('POST', '/gold-plan/subscribe', { status: 201, body: { data: sampleGoldPlanSubscription({ uuid: PLAN_UUID }) } });
    const store = signedIn();
    await Promise.all([store.dispatch(subscribeToPlan({ plan: 'swarna-10-plus-1', instalment_amount: 1000 })), store.dispatch(subscribeToPlan({ plan: 'swarna-10-plus-1', instalment_amount: 1000 }))]);
    expect(keysSent()).toHaveLength(1);
    expect(reusableKey(selectPlanSubmission(store.getState(), 'subscribe'), '{}')).toBeNull();
  });
});

describe('paying an instalment', () => {
  it('sends the chosen method with its own key and resolves to the transaction to pay', async () => {
    api.on('POST', `/gold-plan/payments/${INSTALMENT_UUID}/pay`, { status: 201, body: { data: sampleGoldPlanTransaction({ pay_url: '/sandbox-pay/x' }) } });
    const store = signedIn();
    const outcome = await store.dispatch(payInstalment({ paymentUuid: INSTALMENT_UUID, payment_method: 'wallet' })).unwrap();
    expect(outcome.ok && outcome.value.pay_url).toBe('/sandbox-pay/x');
    expect(api.arrivals[0]).toMatchObject({ body: { payment_method: 'wallet' }, idempotencyKey: 'test-key-1' });
  });

  it('says why a pay was refused (409), for the form', async () => {
    api.on('POST', `/gold-plan/payments/${INSTALMENT_UUID}/pay`, { status: 409, body: { message: 'Instalment 1 is already paid.' } });
    const store = signedIn();
    await store.dispatch(payInstalment({ paymentUuid: INSTALMENT_UUID, payment_method: 'card' }));
    expect(selectPlanSubmission(store.getState(), 'pay')).toMatchObject({ status: 'failed', error: 'Instalment 1 is already paid.' });
  });
});

describe('the plan’s value as a gift card', () => {
  it('keeps the new code for its subscription only, and nothing on a repeat', async () => {
    api.on('POST', `/gold-plan/subscriptions/${PLAN_UUID}/redeem`, { status: 200, body: { data: { subscription: sampleGoldPlanSubscription({ uuid: PLAN_UUID }), code: 'ABCD-EFGH-JKMN-PQRS' } } });
    const store = signedIn();
    await store.dispatch(payOutPlan({ uuid: PLAN_UUID, kind: 'redeem' }));
    expect(selectIssuedCode(store.getState(), PLAN_UUID)).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(selectIssuedCode(store.getState(), INSTALMENT_UUID)).toBeNull();
    api.on('POST', `/gold-plan/subscriptions/${PLAN_UUID}/close`, { status: 409, body: { message: 'This plan has already been paid out.' } });
    await store.dispatch(payOutPlan({ uuid: PLAN_UUID, kind: 'close' }));
    expect(selectPlanSubmission(store.getState(), 'payout')).toMatchObject({ status: 'failed', error: 'This plan has already been paid out.' });
  });
});
