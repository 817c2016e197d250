import type { Order, PaymentMethod } from '@aurelia/contracts';
import { PAYMENT_METHOD_LABELS } from '../../shared/order-labels';
import { formatCount, formatInr } from '@aurelia/domain';

/** Where money paid through the payment provider goes back to, by the method it came from. */
const PROVIDER_DESTINATION: Readonly<Record<Exclude<PaymentMethod, 'cash'>, string>> = {
  upi: 'the UPI account you paid from',
  card: 'the card you paid with',
  bank: 'the bank account you paid from',
  wallet: 'the wallet you paid with',
};

/** The working days a refund through the provider takes to reach the shopper (the banks' usual time). */
export const PROVIDER_REFUND_DAYS = '5–7 working days';

/** A method's name inside a sentence: UPI keeps its capitals, the others are lower case (`net banking`). */
const methodInSentence = (method: PaymentMethod) => (method === 'upi' ? PAYMENT_METHOD_LABELS.upi : PAYMENT_METHOD_LABELS[method].toLowerCase());

type MoneyFacts = Pick<Order, 'payment_method' | 'payment_status' | 'amount_due' | 'gift_card' | 'carat_coins' | 'refunded'>;

/**
 * What a cancellation gives back and where, in the shopper's words, one sentence a way it was paid: money paid
 * through the provider back the same way in 5–7 working days, a gift card's part back on the card and coins
 * back to the balance at once; cash not yet paid is simply not owed.
 */
export function moneyBackOnCancel(order: MoneyFacts): string[] {
  const lines: string[] = [];
  if (order.payment_method === 'cash') {
    if (order.amount_due > 0) lines.push(`Nothing is taken for the ${formatInr(order.amount_due)} you would have paid in cash.`);
  } else if (order.payment_status === 'paid' && order.amount_due > 0) {
    lines.push(`${formatInr(order.amount_due)} goes back to ${PROVIDER_DESTINATION[order.payment_method]}, through our payment provider, within ${PROVIDER_REFUND_DAYS}.`);
  } else if (order.amount_due > 0) {
    lines.push(`Nothing has been paid by ${methodInSentence(order.payment_method)} yet; a payment still going through is given back within ${PROVIDER_REFUND_DAYS}.`);
  }
  if (order.gift_card > 0) lines.push(`${formatInr(order.gift_card)} goes back on your gift card straight away.`);
  if (order.carat_coins > 0) lines.push(`${formatCount(order.carat_coins)} carat coins go back to your balance straight away.`);
  return lines;
}
