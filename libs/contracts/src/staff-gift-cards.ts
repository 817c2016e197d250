import { z } from 'zod';
import { dataEnvelope, dateTimeSchema, moneySchema, singleLineText } from './common';
import type { EndpointDefinition } from './endpoints';
import { giftCardBalanceBodySchema, giftCardCheckoutBodySchema, giftCardSummarySchema } from './gift-cards';
import { staffOnly } from './staff';
import { e } from './endpoint-responses';

/** How a card bought at the counter was paid: cash, or the store's card terminal. */
export const counterPaymentMethodSchema = z.enum(['cash', 'card_terminal'], { error: 'Choose how the customer paid: cash or card terminal' });
export type CounterPaymentMethod = z.infer<typeof counterPaymentMethodSchema>;

/** A receipt or terminal slip number as staff type it. */
const referenceSchema = z
  .string({ error: 'Enter the reference' })
  .trim()
  .min(3, 'Enter the reference: at least 3 characters')
  .max(60, 'Keep the reference to 60 characters')
  .regex(/^[\w ./#-]+$/, 'Use letters, digits, spaces and . / # - only');

/**
 * `POST /staff/giftcards` (Idempotency-Key header): a card issued at the counter and paid in the store. A
 * card terminal payment needs the terminal's reference; a cash one may carry the receipt number.
 */
export const counterGiftCardBodySchema = giftCardCheckoutBodySchema
  .omit({ payment_method: true })
  .extend({
    from_name: singleLineText(
      z
        .string({ error: 'Enter the giver’s name' })
        .trim()
        .min(2, 'Enter the giver’s name: at least 2 characters')
        .max(100, 'Enter the giver’s name in at most 100 characters'),
      'The giver’s name',
    )
      .nullable()
      .optional(),
    payment_method: counterPaymentMethodSchema,
    payment_reference: referenceSchema.nullable().optional(),
  })
  .superRefine(
    (body, context) => {
      if (body.payment_method === 'card_terminal' && !body.payment_reference) {
        context.addIssue({ code: 'custom', path: ['payment_reference'], message: 'Enter the card terminal’s reference from the slip' });
      }
    },
    {
      // Also while other fields fail, so the form gets every field's message in one answer; not when the
      // reference has its own issue already.
      when: ({ value, issues }) =>
        (value as { payment_method?: unknown } | null)?.payment_method === 'card_terminal' &&
        !issues.some((issue) => issue.path?.[0] === 'payment_reference'),
    },
  );
export type CounterGiftCardBody = z.infer<typeof counterGiftCardBodySchema>;

/** One entry of a card's ledger: issued, redeemed (online or at a counter) or refunded. */
export const giftCardLedgerEntrySchema = z.object({
  kind: z.enum(['issue', 'redeem', 'refund']),
  amount: moneySchema,
  balance_after: moneySchema,
  reference: z.string().nullable(),
  staff_name: z.string().nullable(),
  store_name: z.string().nullable(),
  at: dateTimeSchema,
});
export type GiftCardLedgerEntry = z.infer<typeof giftCardLedgerEntrySchema>;

/**
 * A card as staff see it after typing its code: masked, with its ledger, newest first. `paid_in_sandbox`: no
 * money ever paid for it (the payment sandbox did); a counter takes such a card only when `demonstration_shop`.
 */
export const staffGiftCardSchema = giftCardSummarySchema.extend({
  source: z.enum(['web', 'counter', 'gold_plan']),
  paid_in_sandbox: z.boolean(),
  demonstration_shop: z.boolean(),
  history: z.array(giftCardLedgerEntrySchema),
});
export type StaffGiftCard = z.infer<typeof staffGiftCardSchema>;
export const staffGiftCardResponseSchema = dataEnvelope(staffGiftCardSchema);
export type StaffGiftCardResponse = z.infer<typeof staffGiftCardResponseSchema>;

/**
 * The answer to issuing a card. `code` is the full code, shown on the first answer only; a resend with the
 * same Idempotency-Key answers the same card with `code: null` (the code was shown and mailed).
 */
export const issuedGiftCardSchema = z.object({ gift_card: staffGiftCardSchema, code: z.string().nullable() });
export const issuedGiftCardResponseSchema = dataEnvelope(issuedGiftCardSchema);
export type IssuedGiftCardResponse = z.infer<typeof issuedGiftCardResponseSchema>;

/** `POST /staff/giftcards/lookup`: the code in the body, never in a URL that logs keep. */
export const staffGiftCardLookupBodySchema = giftCardBalanceBodySchema;
export type StaffGiftCardLookupBody = z.infer<typeof staffGiftCardLookupBodySchema>;

/** `POST /staff/giftcards/redeem`: part or all of a card towards an in-store purchase, with its bill reference. */
export const staffGiftCardRedeemBodySchema = giftCardBalanceBodySchema.extend({
  amount: moneySchema.refine((amount) => amount > 0, 'Enter an amount above ₹0'),
  reference: referenceSchema,
});
export type StaffGiftCardRedeemBody = z.infer<typeof staffGiftCardRedeemBodySchema>;

/** Gift cards at the counter: the same cards and ledger as the web, under the same limits. */
export const staffGiftCardEndpoints = {
  issueCounterGiftCard: {
    method: 'POST',
    path: '/staff/giftcards',
    summary: 'Issue a gift card paid at the counter; the code is answered once and mailed (Idempotency-Key header)',
    auth: 'counter',
    body: counterGiftCardBodySchema,
    response: { 201: issuedGiftCardResponseSchema, 200: issuedGiftCardResponseSchema, 400: e, ...staffOnly },
  },
  lookUpGiftCard: {
    method: 'POST',
    path: '/staff/giftcards/lookup',
    summary: 'A gift card’s balance and history by its code (rate limited like the web balance check)',
    auth: 'counter',
    body: staffGiftCardLookupBodySchema,
    response: { 200: staffGiftCardResponseSchema, 404: e, ...staffOnly },
  },
  redeemGiftCard: {
    method: 'POST',
    path: '/staff/giftcards/redeem',
    summary: 'Redeem part of a gift card for an in-store purchase (optional Idempotency-Key header)',
    auth: 'counter',
    body: staffGiftCardRedeemBodySchema,
    response: { 201: staffGiftCardResponseSchema, 404: e, 409: e, ...staffOnly },
  },
} as const satisfies Record<string, EndpointDefinition>;
