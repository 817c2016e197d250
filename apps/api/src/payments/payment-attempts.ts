import { randomUUID } from 'node:crypto';
import type { PaymentPurpose, ProviderMethod } from '@aurelia/contracts';
import { and, eq, inArray, max } from 'drizzle-orm';
import { payments } from '../db/schema/index';
import type { Queries } from '../db/queries';
import type { PaymentProvider } from './payment-provider';

export type PaymentRow = typeof payments.$inferSelect;

export const TIMED_OUT_REASON = 'The payment was not completed in time.';
export const REPLACED_REASON = 'A new payment attempt replaced this one.';
export const PAID_ELSEWHERE_REASON = 'Another payment attempt paid for this order.';

/** Whether `id` could name a payment (a UUID); anything else names none and must not reach a query. */
export const isPaymentId = (id: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** What a new attempt pays, and for whom. */
export interface NewAttempt {
  purpose: PaymentPurpose;
  userId: number;
  /** The order it pays, for `purpose: order`. */
  orderId: number | null;
  method: ProviderMethod;
  amountMinor: number;
  /** The `Idempotency-Key` row of the request that starts it: one attempt per key. */
  idempotencyKeyId: number | null;
  /** Where the provider sends the browser back to, from the new payment's id. */
  returnPath: (paymentId: string) => string;
}

/** The outcome page of an order's payment: `/checkout/payment-status?payment=<id>`. */
export const orderReturnPath = (paymentId: string) => `/checkout/payment-status?payment=${paymentId}`;

/**
 * Opens an attempt with `provider` and records it, numbered after the order's earlier attempts. Call it in
 * the transaction that holds the order's row lock (the attempt number is unique per order besides).
 */
export async function startAttempt(tx: Queries, provider: PaymentProvider, attempt: NewAttempt): Promise<PaymentRow> {
  const id = randomUUID();
  const returnPath = attempt.returnPath(id);
  let number = 1;
  if (attempt.orderId !== null) {
    const [latest] = await tx.select({ attempt: max(payments.attempt) }).from(payments).where(eq(payments.orderId, attempt.orderId));
    number = (latest?.attempt ?? 0) + 1;
  }
  const opened = await provider.createAttempt({ paymentId: id, amountMinor: attempt.amountMinor, method: attempt.method, returnPath });
  const [row] = await tx
    .insert(payments)
    .values({
      id,
      purpose: attempt.purpose,
      orderId: attempt.orderId,
      userId: attempt.userId,
      attempt: number,
      idempotencyKeyId: attempt.idempotencyKeyId,
      method: attempt.method,
      amountMinor: attempt.amountMinor,
      status: 'pending',
      provider: provider.name,
      providerReference: opened.providerReference,
      payUrl: opened.payUrl,
      returnPath,
    })
    .returning();
  if (!row) throw new Error('The payment attempt was not recorded');
  return row;
}

/** Cancels the attempts of these orders the provider has not answered yet (the payer can no longer pay them). */
export async function cancelPendingAttempts(tx: Queries, orderIds: readonly number[], reason: string, now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(payments)
    .set({ status: 'cancelled', failureReason: reason, payUrl: null, settledAt: now })
    .where(and(inArray(payments.orderId, [...orderIds]), eq(payments.status, 'pending')));
}
