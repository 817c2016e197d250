import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, STATUS_LABELS, cancelRefusal, isOrderLifeStatus, mayCancel, nextTransitions, reasonProblem, settlesCashPayment, transitionRefusal, transitionTo, type OrderFulfilment, type OrderLifeStatus } from './order-lifecycle';

const order = (status: OrderLifeStatus, fulfilment: OrderFulfilment = 'delivery') => ({ status, fulfilment });

describe('order lifecycle', () => {
  it('walks a delivery from confirmed to delivered, one step at a time', () => {
    expect(transitionTo(order('confirmed'), 'packed')?.right).toBe('orders.pack');
    expect(transitionTo(order('packed'), 'shipped')?.right).toBe('orders.ship');
    expect(transitionTo(order('shipped'), 'delivered')?.right).toBe('orders.deliver');
    expect(transitionTo(order('confirmed'), 'shipped')).toBeNull();
    expect(transitionTo(order('delivered'), 'shipped')).toBeNull();
  });

  it('walks a pick-up from confirmed to collected, never through the delivery steps', () => {
    expect(transitionTo(order('confirmed', 'pickup'), 'ready_for_pickup')?.right).toBe('orders.prepare_pickup');
    expect(transitionTo(order('ready_for_pickup', 'pickup'), 'collected')?.right).toBe('orders.collect');
    expect(transitionTo(order('confirmed', 'pickup'), 'packed')).toBeNull();
    expect(transitionTo(order('confirmed', 'delivery'), 'ready_for_pickup')).toBeNull();
  });

  it('offers nothing forward from an order that is unpaid, finished or cancelled', () => {
    for (const status of ['pending_payment', 'delivered', 'collected', 'cancelled'] as const) {
      expect(nextTransitions(order(status))).toEqual([]);
      expect(nextTransitions(order(status, 'pickup'))).toEqual([]);
    }
  });

  it('lets the shopper cancel until packed or made ready, and staff until it leaves', () => {
    const shopper = ORDER_STATUSES.filter((status) => mayCancel(order(status), 'shopper'));
    const staff = ORDER_STATUSES.filter((status) => mayCancel(order(status), 'staff'));
    const staffPickup = ORDER_STATUSES.filter((status) => mayCancel(order(status, 'pickup'), 'staff'));
    expect(shopper).toEqual(['pending_payment', 'confirmed']);
    expect(staff).toEqual(['pending_payment', 'confirmed', 'packed']);
    expect(staffPickup).toEqual(['pending_payment', 'confirmed', 'ready_for_pickup']);
  });

  it('settles cash on delivery when delivered and cash at the counter when collected, nothing else', () => {
    const cash = { paymentMethod: 'cash', paymentStatus: 'due' };
    expect(settlesCashPayment(cash, 'delivered')).toBe(true);
    expect(settlesCashPayment(cash, 'collected')).toBe(true);
    expect(settlesCashPayment(cash, 'shipped')).toBe(false);
    expect(settlesCashPayment({ paymentMethod: 'card', paymentStatus: 'paid' }, 'delivered')).toBe(false);
    expect(settlesCashPayment({ paymentMethod: 'cash', paymentStatus: 'paid' }, 'collected')).toBe(false);
  });

  it('says plainly why a step or a cancellation is refused', () => {
    expect(transitionRefusal(order('delivered'), 'packed')).toBe('This order is delivered; it cannot be marked packed now.');
    expect(cancelRefusal(order('packed'), 'shopper')).toMatch(/can no longer be cancelled here/);
    expect(cancelRefusal(order('shipped'), 'staff')).toMatch(/take it back as a return/);
    expect(cancelRefusal(order('cancelled'), 'staff')).toBe('This order is already cancelled.');
  });

  it('knows its statuses and labels each of them', () => {
    expect(Object.keys(STATUS_LABELS)).toEqual([...ORDER_STATUSES]);
    expect(isOrderLifeStatus('ready_for_pickup')).toBe(true);
    expect(isOrderLifeStatus('lost')).toBe(false);
  });

  it('asks for a reason of a few words, and not a novel', () => {
    expect(reasonProblem('')).toBe('Say why, in a few words.');
    expect(reasonProblem('  no ')).toBe('Say why, in a few words.');
    expect(reasonProblem('Customer changed their mind')).toBeNull();
    expect(reasonProblem('x'.repeat(501))).toMatch(/under 500/);
  });
});
