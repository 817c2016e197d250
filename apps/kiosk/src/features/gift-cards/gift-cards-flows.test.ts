import type { CounterGiftCardBody, StaffGiftCard } from '@aurelia/contracts';
import { describe, expect, it } from 'vitest';
import { testApiForThisFile } from '../../test/api-server';
import { session, unlockedKiosk } from '../../test/kiosk-fixtures';
import { lockKiosk, unlockWithPin } from '../session/session-thunks';
import { issueCleared, lookupCleared } from './gift-cards-slice';
import {
  discardUnconfirmed,
  issueGiftCard,
  lookUpGiftCard,
  NO_CONNECTION_ISSUE,
  NO_CONNECTION_REDEEM,
  redeemGiftCard,
  resendIssue,
  resendRedeem,
} from './gift-cards-thunks';

const api = testApiForThisFile();

const CODE = 'K7QX-3HMN-9PRT-WXY4';
const sale: CounterGiftCardBody = {
  design: 'gold',
  amount: 5000,
  recipient_name: 'Farah Khan',
  recipient_email: 'farah@example.com',
  message: 'Happy birthday',
  from_name: null,
  payment_method: 'card_terminal',
  payment_reference: 'TID 55/0091',
};
const card = (overrides: Partial<StaffGiftCard> = {}): StaffGiftCard => ({
  id: 41,
  masked_code: '••••-••••-••••-WXY4',
  design: 'gold',
  status: 'active',
  initial_amount: 5000,
  balance: 5000,
  recipient_name: 'Farah Khan',
  recipient_email: 'farah@example.com',
  message: 'Happy birthday',
  created_at: '2026-03-02T06:30:00.000Z',
  source: 'counter',
  paid_in_sandbox: false,
  demonstration_shop: false,
  history: [
    { kind: 'issue', amount: 5000, balance_after: 5000, reference: 'Paid on the card terminal, TID 55/0091', staff_name: 'Anjali Nair', store_name: 'Aurelia Bandra', at: '2026-03-02T06:30:00.000Z' },
  ],
  ...overrides,
});
const arrivalsAt = (path: string) => api.arrivals.filter((arrival) => arrival.path === `/api/v1${path}`);

describe('issuing a gift card at the counter', () => {
  it('sends the sale with an Idempotency-Key as the staff member, shows the code once, and forgets it on Done', async () => {
    const kiosk = await unlockedKiosk(api);
    api.on('POST', '/staff/giftcards', { status: 201, body: { data: { gift_card: card(), code: CODE } } });
    expect(await kiosk.store.dispatch(issueGiftCard(sale)).unwrap()).toEqual({ ok: true });
    const [sent] = arrivalsAt('/staff/giftcards');
    expect(sent?.body).toEqual(sale);
    expect(sent?.headers['idempotency-key']).toMatch(/^kiosk-key-\d+$/);
    expect(sent?.headers.authorization).toBe('Bearer session-1');
    expect(kiosk.store.getState().giftCards.issue).toMatchObject({ status: 'done', issued: { code: CODE, card: { id: 41 } } });
    kiosk.store.dispatch(issueCleared());
    expect(kiosk.store.getState().giftCards.issue.issued).toBeNull();
    expect(JSON.stringify([...kiosk.storage.values()])).not.toContain('K7QX');
  });

  it('after a lost connection sends the same sale again with the same key; the shop answers the card without its code', async () => {
    const kiosk = await unlockedKiosk(api);
    let calls = 0;
    api.on('POST', '/staff/giftcards', () => (++calls === 1 ? 'drop' : { status: 200, body: { data: { gift_card: card(), code: null } } }));
    expect(await kiosk.store.dispatch(issueGiftCard(sale)).unwrap()).toEqual({ ok: false });
    expect(kiosk.store.getState().giftCards.issue).toMatchObject({ status: 'no-connection', message: NO_CONNECTION_ISSUE });
    expect(kiosk.store.getState().network.online).toBe(false);

    await kiosk.store.dispatch(issueGiftCard(sale));
    const keys = arrivalsAt('/staff/giftcards').map((arrival) => arrival.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(kiosk.store.getState().giftCards.issue).toMatchObject({ status: 'done', issued: { code: null } });
    expect(kiosk.store.getState().network.online).toBe(true);
  });

  it('shows a refusal by its fields, and a corrected sale goes with a new key', async () => {
    const kiosk = await unlockedKiosk(api);
    api.on('POST', '/staff/giftcards', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { payment_reference: ['Enter the card terminal’s reference from the slip'] } },
    });
    await kiosk.store.dispatch(issueGiftCard({ ...sale, payment_reference: null }));
    expect(kiosk.store.getState().giftCards.issue).toMatchObject({
      status: 'refused',
      errors: { payment_reference: ['Enter the card terminal’s reference from the slip'] },
    });
    api.on('POST', '/staff/giftcards', { status: 201, body: { data: { gift_card: card(), code: CODE } } });
    await kiosk.store.dispatch(issueGiftCard(sale));
    const keys = arrivalsAt('/staff/giftcards').map((arrival) => arrival.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('a card at the counter', () => {
  it('is looked up by code and redeemed in part with a key; the balance and a notice follow', async () => {
    const kiosk = await unlockedKiosk(api);
    api.on('POST', '/staff/giftcards/lookup', { body: { data: card() } });
    api.on('POST', '/staff/giftcards/redeem', { status: 201, body: { data: card({ balance: 3750 }) } });
    await kiosk.store.dispatch(lookUpGiftCard(` ${CODE} `));
    expect(arrivalsAt('/staff/giftcards/lookup')[0]?.body).toEqual({ code: CODE });
    expect(kiosk.store.getState().giftCards.lookup).toMatchObject({ status: 'found', card: { balance: 5000 } });

    expect(await kiosk.store.dispatch(redeemGiftCard({ amount: 1250, reference: 'BILL-42' })).unwrap()).toEqual({ ok: true });
    const [redeemed] = arrivalsAt('/staff/giftcards/redeem');
    expect(redeemed?.body).toEqual({ code: CODE, amount: 1250, reference: 'BILL-42' });
    expect(redeemed?.headers['idempotency-key']).toMatch(/^kiosk-key-\d+$/);
    expect(kiosk.store.getState().giftCards.lookup.card?.balance).toBe(3750);
    expect(kiosk.store.getState().giftCards.redeem.notice).toBe('₹1,250 redeemed for BILL-42. ₹3,750 left on the card.');
  });

  it('says why a redemption or a look-up is refused, and keeps the key of a redemption the network lost', async () => {
    const kiosk = await unlockedKiosk(api);
    api.on('POST', '/staff/giftcards/lookup', { status: 404, body: { message: 'No active gift card has this code. Check it and try again.' } });
    await kiosk.store.dispatch(lookUpGiftCard('3467-9ACD-EFGH-JKMN'));
    expect(kiosk.store.getState().giftCards.lookup).toMatchObject({ status: 'failed', code: '', message: 'No active gift card has this code. Check it and try again.' });

    api.on('POST', '/staff/giftcards/lookup', { body: { data: card({ balance: 100 }) } });
    await kiosk.store.dispatch(lookUpGiftCard(CODE));
    api.on('POST', '/staff/giftcards/redeem', { status: 409, body: { message: 'This gift card has ₹100 left: redeem that much or less.' } });
    await kiosk.store.dispatch(redeemGiftCard({ amount: 500, reference: 'BILL-43' }));
    expect(kiosk.store.getState().giftCards.redeem).toMatchObject({ status: 'refused', message: 'This gift card has ₹100 left: redeem that much or less.' });

    api.on('POST', '/staff/giftcards/redeem', () => 'drop');
    await kiosk.store.dispatch(redeemGiftCard({ amount: 100, reference: 'BILL-44' }));
    expect(kiosk.store.getState().giftCards.redeem).toMatchObject({ status: 'no-connection', message: NO_CONNECTION_REDEEM });
    api.on('POST', '/staff/giftcards/redeem', { status: 201, body: { data: card({ balance: 0, status: 'spent' }) } });
    await kiosk.store.dispatch(redeemGiftCard({ amount: 100, reference: 'BILL-44' }));
    const keys = arrivalsAt('/staff/giftcards/redeem').map((arrival) => arrival.headers['idempotency-key']);
    expect(keys[2]).toBe(keys[1]);
    expect(keys[1]).not.toBe(keys[0]);
    expect(kiosk.store.getState().giftCards.lookup.card?.status).toBe('spent');
  });

  it('leaves nothing on screen for the next customer, or when the kiosk locks', async () => {
    const kiosk = await unlockedKiosk(api);
    api.on('POST', '/staff/giftcards/lookup', { body: { data: card() } });
    api.on('POST', '/staff/giftcards', { status: 201, body: { data: { gift_card: card(), code: CODE } } });
    api.on('POST', '/auth/logout', { body: { message: 'Logged out' } });
    await kiosk.store.dispatch(lookUpGiftCard(CODE));
    kiosk.store.dispatch(lookupCleared());
    expect(kiosk.store.getState().giftCards.lookup).toEqual({ status: 'idle', code: '', card: null, message: null });

    await kiosk.store.dispatch(lookUpGiftCard(CODE));
    await kiosk.store.dispatch(issueGiftCard(sale));
    await kiosk.store.dispatch(lockKiosk('The kiosk locked itself after 2 minutes without a touch.'));
    const { issue, lookup } = kiosk.store.getState().giftCards;
    expect([issue.issued, lookup.card, lookup.code]).toEqual([null, null, '']);
  });
});

describe('a sale or redemption the shop has not confirmed', () => {
  const rahul = { ...session('session-2'), staff: { id: 4, name: 'Rahul Mehta' } };

  it('stays with its key through a lock; after another staff member unlocks, Try again sends it once as the one who took it', async () => {
    const kiosk = await unlockedKiosk(api);
    api.on('POST', '/staff/giftcards', () => 'drop');
    api.on('POST', '/auth/logout', { body: { message: 'Logged out' } });
    await kiosk.store.dispatch(issueGiftCard(sale));
    const [first] = arrivalsAt('/staff/giftcards');

    await kiosk.store.dispatch(lockKiosk('The kiosk locked itself after 2 minutes without a touch.'));
    // Anjali's session is kept: the shop keeps keys per staff member, so the retry must go as her.
    expect(arrivalsAt('/auth/logout')).toHaveLength(0);
    expect(kiosk.store.getState().giftCards.issue).toMatchObject({ status: 'no-connection', issued: null, attempt: { key: first?.headers['idempotency-key'], staffName: 'Anjali Nair' } });

    api.on('POST', '/kiosk/unlock', { body: { data: rahul } });
    await kiosk.store.dispatch(unlockWithPin({ staffId: 4, pin: '2580' }));
    expect(kiosk.store.getState().giftCards.issue.status).toBe('no-connection');
    api.on('POST', '/staff/giftcards', { status: 200, body: { data: { gift_card: card(), code: null } } });
    expect(await kiosk.store.dispatch(resendIssue()).unwrap()).toEqual({ ok: true });

    const [, again] = arrivalsAt('/staff/giftcards');
    expect(again?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(again?.headers.authorization).toBe('Bearer session-1');
    expect(again?.body).toEqual(sale);
    expect(kiosk.store.getState().giftCards.issue).toMatchObject({ status: 'done', issued: { code: null } });
    // Nothing of Anjali's session is left to send: it is signed out, and Rahul's is not.
    expect(arrivalsAt('/auth/logout').map((arrival) => arrival.headers.authorization)).toEqual(['Bearer session-1']);
  });

  it('keeps an unconfirmed redemption through a lock and a new look-up until staff discard it', async () => {
    const kiosk = await unlockedKiosk(api);
    api.on('POST', '/staff/giftcards/lookup', { body: { data: card() } });
    api.on('POST', '/staff/giftcards/redeem', () => 'drop');
    api.on('POST', '/auth/logout', { body: { message: 'Logged out' } });
    await kiosk.store.dispatch(lookUpGiftCard(CODE));
    await kiosk.store.dispatch(redeemGiftCard({ amount: 1250, reference: 'BILL-45' }));
    const key = kiosk.store.getState().giftCards.redeem.attempt?.key;

    await kiosk.store.dispatch(lockKiosk(null));
    expect(kiosk.store.getState().giftCards.lookup).toEqual({ status: 'idle', code: '', card: null, message: null });
    expect(kiosk.store.getState().giftCards.redeem).toMatchObject({ status: 'no-connection', attempt: { key } });

    await kiosk.store.dispatch(unlockWithPin({ staffId: 3, pin: '1357' }));
    await kiosk.store.dispatch(lookUpGiftCard(CODE));
    kiosk.store.dispatch(lookupCleared());
    expect(kiosk.store.getState().giftCards.redeem).toMatchObject({ status: 'no-connection', attempt: { key } });

    await kiosk.store.dispatch(resendRedeem());
    expect(arrivalsAt('/staff/giftcards/redeem').map((arrival) => arrival.headers['idempotency-key'])).toEqual([key, key]);
    await kiosk.store.dispatch(discardUnconfirmed('redeem'));
    expect(kiosk.store.getState().giftCards.redeem).toMatchObject({ status: 'idle', attempt: null });
  });
});
