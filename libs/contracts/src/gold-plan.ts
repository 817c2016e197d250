import { z } from 'zod';
import { dataEnvelope, dateSchema, dateTimeSchema, moneySchema } from './common';
import type { EndpointDefinition } from './endpoints';
import { paymentAttemptStatusSchema, providerMethodSchema } from './payments';
import { always, e } from './endpoint-responses';

/** A gold purchase plan on offer, with its scheme rules (libs/domain `GoldPlanTerms`, in rupees). */
export const goldPlanSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  instalment_count: z.int().min(1),
  min_instalment: moneySchema,
  max_instalment: moneySchema,
  /** Instalments are the minimum plus whole steps of this. */
  step: moneySchema,
  /** Days after a due date an instalment still counts as on time (and before it, when it may be paid). */
  grace_days: z.int().min(0),
  /** The bonus on maturity, as a percentage of one instalment, earned by the instalments paid on time. */
  bonus_percent: z.number().min(0),
  /** Days after maturity to redeem the value against jewellery. */
  redeem_window_days: z.int().min(0),
  /** Paid instalments after which the plan may be closed early (the paid amount, without bonus). */
  early_closure_after: z.int().min(0),
});
export type GoldPlan = z.infer<typeof goldPlanSchema>;
export const goldPlanListResponseSchema = z.object({ data: z.array(goldPlanSchema) });
export type GoldPlanListResponse = z.infer<typeof goldPlanListResponseSchema>;

/** An instalment's state on the day (libs/domain `InstalmentState`). */
export const instalmentStateSchema = z.enum(['paid', 'paid-late', 'due', 'overdue', 'upcoming']);
export type InstalmentStateWire = z.infer<typeof instalmentStateSchema>;

/**
 * Where a subscription stands: `active` while instalments run; `matured` from the maturity date through
 * the redemption window (its value can be redeemed); `lapsed` after that window; `redeemed` or
 * `closed_early` once its value became a gift card.
 */
export const subscriptionStandingSchema = z.enum(['active', 'matured', 'lapsed', 'redeemed', 'closed_early']);
export type SubscriptionStanding = z.infer<typeof subscriptionStandingSchema>;

/** One instalment of the schedule; `uuid` names its payment page (`/gold-plan/payments/{uuid}`). */
export const goldPlanInstalmentSchema = z.object({
  uuid: z.uuid(),
  number: z.int().min(1),
  amount: moneySchema,
  due_on: dateSchema,
  paid_on: dateSchema.nullable(),
  state: instalmentStateSchema,
});
export type GoldPlanInstalment = z.infer<typeof goldPlanInstalmentSchema>;

/** A subscription in the shopper's list. */
export const goldPlanSubscriptionSummarySchema = z.object({
  uuid: z.uuid(),
  plan: z.object({ slug: z.string(), name: z.string() }),
  instalment_amount: moneySchema,
  instalment_count: z.int().min(1),
  instalments_paid: z.int().min(0),
  started_on: dateSchema,
  maturity_date: dateSchema,
  redeem_until: dateSchema,
  standing: subscriptionStandingSchema,
  paid_amount: moneySchema,
  /** The bonus the on-time instalments have earned so far (paid only on maturity, if every instalment is paid). */
  bonus_so_far: moneySchema,
  /** The instalment that can be paid now, or null. */
  next_payable: goldPlanInstalmentSchema.nullable(),
  created_at: dateTimeSchema,
});
export type GoldPlanSubscriptionSummary = z.infer<typeof goldPlanSubscriptionSummarySchema>;
export const goldPlanSubscriptionListResponseSchema = z.object({ data: z.array(goldPlanSubscriptionSummarySchema) });
export type GoldPlanSubscriptionListResponse = z.infer<typeof goldPlanSubscriptionListResponseSchema>;

/** A subscription with its schedule, the plan's rules, and what its value can become now. */
export const goldPlanSubscriptionSchema = goldPlanSubscriptionSummarySchema.extend({
  plan: goldPlanSchema,
  schedule: z.array(goldPlanInstalmentSchema),
  /** Whether `POST …/close` would pay out the paid amount now. */
  can_close_early: z.boolean(),
  /** What `POST …/redeem` pays out while matured (paid + bonus); null otherwise. */
  redeemable_value: moneySchema.nullable(),
  /** The gift card the value became, code masked. */
  gift_card: z.object({ masked_code: z.string(), amount: moneySchema }).nullable(),
});
export type GoldPlanSubscription = z.infer<typeof goldPlanSubscriptionSchema>;
export const goldPlanSubscriptionResponseSchema = dataEnvelope(goldPlanSubscriptionSchema);
export type GoldPlanSubscriptionResponse = z.infer<typeof goldPlanSubscriptionResponseSchema>;

/** `POST /gold-plan/subscribe` (Idempotency-Key header): a plan and a monthly amount within its rules. */
export const goldPlanSubscribeBodySchema = z.strictObject({
  plan: z.string({ error: 'Choose a plan' }).min(1, 'Choose a plan').max(80, 'Choose one of the plans shown'),
  instalment_amount: moneySchema.refine((amount) => amount > 0, 'Enter the monthly amount'),
});
export type GoldPlanSubscribeBody = z.infer<typeof goldPlanSubscribeBodySchema>;

/** One attempt to pay an instalment, by its transaction number. */
export const goldPlanTransactionSchema = z.object({
  transaction_number: z.string(),
  status: paymentAttemptStatusSchema,
  method: providerMethodSchema,
  amount: moneySchema,
  /** Where to pay while pending (the provider's hosted page); null once settled. */
  pay_url: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** Captured after the instalment had been paid by another attempt (or the plan was closed): refunded in full. */
  refund_due: z.boolean(),
  payment_uuid: z.uuid(),
  subscription_uuid: z.uuid(),
  instalment_number: z.int().min(1),
  plan_name: z.string(),
  created_at: dateTimeSchema,
  settled_at: dateTimeSchema.nullable(),
});
export type GoldPlanTransaction = z.infer<typeof goldPlanTransactionSchema>;
export const goldPlanTransactionResponseSchema = dataEnvelope(goldPlanTransactionSchema);
export type GoldPlanTransactionResponse = z.infer<typeof goldPlanTransactionResponseSchema>;

/** An instalment with its attempts, newest first; `payable` when it is the one to pay now. */
export const goldPlanPaymentSchema = goldPlanInstalmentSchema.extend({
  subscription_uuid: z.uuid(),
  plan_name: z.string(),
  payable: z.boolean(),
  transactions: z.array(goldPlanTransactionSchema),
});
export type GoldPlanPayment = z.infer<typeof goldPlanPaymentSchema>;
export const goldPlanPaymentResponseSchema = dataEnvelope(goldPlanPaymentSchema);
export type GoldPlanPaymentResponse = z.infer<typeof goldPlanPaymentResponseSchema>;

/** `POST /gold-plan/payments/{uuid}/pay` (Idempotency-Key header): how to pay through the provider. */
export const goldPlanPayBodySchema = z.strictObject({ payment_method: providerMethodSchema });
export type GoldPlanPayBody = z.infer<typeof goldPlanPayBodySchema>;

/** The value paid out as a gift card: its full code in this answer only (and in the mail), null on a repeat. */
export const goldPlanPayoutSchema = z.object({ subscription: goldPlanSubscriptionSchema, code: z.string().nullable() });
export const goldPlanPayoutResponseSchema = dataEnvelope(goldPlanPayoutSchema);
export type GoldPlanPayoutResponse = z.infer<typeof goldPlanPayoutResponseSchema>;

/** Any string is looked up, so a malformed id is a 404 like another shopper's. */
export const goldPlanSubscriptionParamsSchema = z.object({ uuid: z.string().min(1).max(64) });
export const goldPlanPaymentParamsSchema = z.object({ paymentUuid: z.string().min(1).max(64) });
export const goldPlanTransactionParamsSchema = z.object({ transactionNumber: z.string().min(1).max(64) });

const signedIn = { 401: e, 403: e } as const;

/** The gold purchase plan. Every call is the signed-in shopper's; anyone else's record is a 404. */
export const goldPlanEndpoints = {
  getGoldPlans: {
    method: 'GET',
    path: '/gold-plans',
    summary: 'The gold purchase plans on offer, with their rules',
    auth: 'required',
    response: { 200: goldPlanListResponseSchema, ...signedIn, ...always },
  },
  getGoldPlanSubscriptions: {
    method: 'GET',
    path: '/gold-plan/subscriptions',
    summary: 'The signed-in shopper’s subscriptions, newest first',
    auth: 'required',
    response: { 200: goldPlanSubscriptionListResponseSchema, ...signedIn, ...always },
  },
  subscribeToGoldPlan: {
    method: 'POST',
    path: '/gold-plan/subscribe',
    summary: 'Join a plan with a monthly amount (Idempotency-Key header required)',
    auth: 'required',
    body: goldPlanSubscribeBodySchema,
    response: { 201: goldPlanSubscriptionResponseSchema, 200: goldPlanSubscriptionResponseSchema, 400: e, ...signedIn, 422: e, ...always },
  },
  getGoldPlanSubscription: {
    method: 'GET',
    path: '/gold-plan/subscriptions/:uuid',
    summary: 'A subscription with its schedule, progress, maturity and bonus',
    auth: 'required',
    params: goldPlanSubscriptionParamsSchema,
    response: { 200: goldPlanSubscriptionResponseSchema, ...signedIn, 404: e, ...always },
  },
  redeemGoldPlan: {
    method: 'POST',
    path: '/gold-plan/subscriptions/:uuid/redeem',
    summary: 'A matured plan’s value (paid + bonus) becomes a gift card for jewellery, once, within the redemption window',
    auth: 'required',
    params: goldPlanSubscriptionParamsSchema,
    response: { 200: goldPlanPayoutResponseSchema, ...signedIn, 404: e, 409: e, ...always },
  },
  closeGoldPlanEarly: {
    method: 'POST',
    path: '/gold-plan/subscriptions/:uuid/close',
    summary: 'Close a running plan early: the paid amount, without bonus, becomes a gift card',
    auth: 'required',
    params: goldPlanSubscriptionParamsSchema,
    response: { 200: goldPlanPayoutResponseSchema, ...signedIn, 404: e, 409: e, ...always },
  },
  getGoldPlanPayment: {
    method: 'GET',
    path: '/gold-plan/payments/:paymentUuid',
    summary: 'An instalment and its payment attempts',
    auth: 'required',
    params: goldPlanPaymentParamsSchema,
    response: { 200: goldPlanPaymentResponseSchema, ...signedIn, 404: e, ...always },
  },
  payGoldPlanInstalment: {
    method: 'POST',
    path: '/gold-plan/payments/:paymentUuid/pay',
    summary: 'Pay the instalment through the provider (Idempotency-Key header required); go to `pay_url`',
    auth: 'required',
    params: goldPlanPaymentParamsSchema,
    body: goldPlanPayBodySchema,
    response: { 201: goldPlanTransactionResponseSchema, 200: goldPlanTransactionResponseSchema, 400: e, ...signedIn, 404: e, 409: e, 422: e, ...always },
  },
  getGoldPlanTransaction: {
    method: 'GET',
    path: '/gold-plan/transactions/:transactionNumber',
    summary: 'One attempt to pay an instalment, for the transaction status page to poll',
    auth: 'required',
    params: goldPlanTransactionParamsSchema,
    response: { 200: goldPlanTransactionResponseSchema, ...signedIn, 404: e, ...always },
  },
} as const satisfies Record<string, EndpointDefinition>;
