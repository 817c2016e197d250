import { z } from 'zod';
import { dataEnvelope, dateTimeSchema, moneySchema, rowIdRange, singleLineText } from './common';
import type { EndpointDefinition } from './endpoints';
import { paymentSchema, providerMethodSchema } from './payments';
import { always, e } from './endpoint-responses';

/** The card designs (libs/ui `GiftCardPreview`). */
export const giftCardDesignSchema = z.enum(['plum', 'gold', 'ivory'], { error: 'Choose a design' });
export type GiftCardDesign = z.infer<typeof giftCardDesignSchema>;

/**
 * `pending_payment`: bought on the web, waiting for the provider (no code exists yet); `active`: usable;
 * `cancelled`: its payment failed; `spent`: nothing left on it.
 */
export const giftCardStatusSchema = z.enum(['pending_payment', 'active', 'cancelled', 'spent']);
export type GiftCardStatus = z.infer<typeof giftCardStatusSchema>;

/** What may buy a gift card: fixed amounts, or a custom amount from `min` to `max` in steps of `step`. */
export const giftCardAmountRulesSchema = z.object({
  denominations: z.array(moneySchema),
  custom: z.object({ min: moneySchema, max: moneySchema, step: moneySchema }),
});
export type GiftCardAmountRulesWire = z.infer<typeof giftCardAmountRulesSchema>;

/** A gift card as its buyer or recipient sees it in a list: the code only ever masked. */
export const giftCardSummarySchema = z.object({
  id: z.int().min(1).meta(rowIdRange),
  masked_code: z.string(),
  design: giftCardDesignSchema,
  status: giftCardStatusSchema,
  initial_amount: moneySchema,
  balance: moneySchema,
  recipient_name: z.string(),
  recipient_email: z.string(),
  message: z.string().nullable(),
  created_at: dateTimeSchema,
});
export type GiftCardSummary = z.infer<typeof giftCardSummarySchema>;

/** `GET /giftcards`: the designs, the amounts allowed, and the signed-in user's bought and received cards. */
export const giftCardOverviewSchema = z.object({
  designs: z.array(giftCardDesignSchema),
  amounts: giftCardAmountRulesSchema,
  purchased: z.array(giftCardSummarySchema),
  received: z.array(giftCardSummarySchema),
});
export const giftCardOverviewResponseSchema = dataEnvelope(giftCardOverviewSchema);
export type GiftCardOverviewResponse = z.infer<typeof giftCardOverviewResponseSchema>;

const personName = singleLineText(
  z
    .string({ error: 'Enter the recipient’s name' })
    .trim()
    .min(2, 'Enter the recipient’s name: at least 2 characters')
    .max(100, 'Enter the recipient’s name in at most 100 characters'),
  'The recipient’s name',
);

/**
 * `POST /giftcards/checkout` (Idempotency-Key header): buys a card through the payment provider. No gift
 * card field: a gift card cannot pay for another one (sending `gift_card_code` is refused).
 */
export const giftCardCheckoutBodySchema = z.strictObject({
  design: giftCardDesignSchema,
  amount: moneySchema,
  recipient_name: personName,
  recipient_email: z.email('Enter the recipient’s email address').max(254, 'Enter an email address of at most 254 characters'),
  message: z.string({ error: 'Enter the message as text' }).trim().max(300, 'Keep the message to 300 characters').nullable().optional(),
  payment_method: providerMethodSchema,
});
export type GiftCardCheckoutBody = z.infer<typeof giftCardCheckoutBodySchema>;

/** The card being bought and the attempt to pay for it (go to `payment.pay_url`). */
export const giftCardPurchaseSchema = z.object({ gift_card: giftCardSummarySchema, payment: paymentSchema });
export const giftCardPurchaseResponseSchema = dataEnvelope(giftCardPurchaseSchema);
export type GiftCardPurchaseResponse = z.infer<typeof giftCardPurchaseResponseSchema>;

/** `POST /giftcards/balance`: a code as printed, with or without dashes and spaces, any case. */
export const giftCardBalanceBodySchema = z.object({
  code: z.string({ error: 'Enter the gift card code' }).trim().min(1, 'Enter the gift card code').max(40, 'A gift card code is 16 characters: check it and try again'),
});
export type GiftCardBalanceBody = z.infer<typeof giftCardBalanceBodySchema>;

/** A balance check: the card's masked code, what is left and what it was. */
export const giftCardBalanceSchema = z.object({
  masked_code: z.string(),
  balance: moneySchema,
  initial_amount: moneySchema,
  status: giftCardStatusSchema,
});
export const giftCardBalanceResponseSchema = dataEnvelope(giftCardBalanceSchema);
export type GiftCardBalanceResponse = z.infer<typeof giftCardBalanceResponseSchema>;

/** Gift cards on the web. */
export const giftCardEndpoints = {
  getGiftCards: {
    method: 'GET',
    path: '/giftcards',
    summary: 'Gift card designs and amounts, and the signed-in user’s bought and received cards',
    auth: 'required',
    response: { 200: giftCardOverviewResponseSchema, 401: e, 403: e, ...always },
  },
  buyGiftCard: {
    method: 'POST',
    path: '/giftcards/checkout',
    summary: 'Buy a gift card through the payment provider (Idempotency-Key header required)',
    auth: 'required',
    body: giftCardCheckoutBodySchema,
    response: { 201: giftCardPurchaseResponseSchema, 200: giftCardPurchaseResponseSchema, 400: e, 401: e, 403: e, 422: e, ...always },
  },
  checkGiftCardBalance: {
    method: 'POST',
    path: '/giftcards/balance',
    summary: 'The balance of a gift card by its code (rate limited; one answer for every unknown code)',
    auth: 'required',
    body: giftCardBalanceBodySchema,
    response: { 200: giftCardBalanceResponseSchema, 401: e, 404: e, 422: e, ...always },
  },
} as const satisfies Record<string, EndpointDefinition>;
