import type { Payment, PaymentAttemptStatus, PaymentPurpose, ProviderMethod } from '@aurelia/contracts';
import { fromMinorUnits } from '@aurelia/domain';
import type { PaymentRow } from './payment-attempts';

/** How each method is named to a shopper. */
export const METHOD_LABELS: Readonly<Record<ProviderMethod, string>> = { upi: 'UPI', card: 'Card', bank: 'Net banking', wallet: 'Wallet' };

/** A method's name inside a sentence: `UPI` (an acronym keeps its capitals), `card`, `net banking`, `wallet`. */
export const methodName = (method: string): string => {
  const label = METHOD_LABELS[method as ProviderMethod];
  if (label === undefined) return method;
  return label === label.toUpperCase() ? label : label.toLowerCase();
};

/** An attempt as its payer reads it: `pay_url` only while it waits for the payer. */
export function toPayment(row: PaymentRow, orderNumber: string | null): Payment {
  return {
    id: row.id,
    purpose: row.purpose as PaymentPurpose,
    status: row.status as PaymentAttemptStatus,
    method: row.method as ProviderMethod,
    amount: fromMinorUnits(row.amountMinor),
    provider: row.provider,
    pay_url: row.status === 'pending' ? row.payUrl : null,
    return_path: row.returnPath,
    order_number: orderNumber,
    failure_reason: row.failureReason,
    refund_due: row.refundStatus === 'due',
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}
