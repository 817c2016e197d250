import type {
  CoinAccountResponse,
  GiftCardBalanceBody,
  GiftCardBalanceResponse,
  GiftCardCheckoutBody,
  GiftCardOverviewResponse,
  GiftCardPurchaseResponse,
  GoldPlanListResponse,
  GoldPlanPayBody,
  GoldPlanPaymentResponse,
  GoldPlanPayoutResponse,
  GoldPlanSubscribeBody,
  GoldPlanSubscriptionListResponse,
  GoldPlanSubscriptionResponse,
  GoldPlanTransactionResponse,
} from '@aurelia/contracts';
import { keyed, type Call } from './call';
import type { RequestOptions } from './http';

/** Gift cards bought on the web, the gold purchase plan and carat coins. */
export interface SavingsCalls {
  /** `GET /giftcards`: the designs and amounts on sale, and the user's bought and received cards. */
  getGiftCards(options?: RequestOptions): Promise<GiftCardOverviewResponse>;
  /**
   * `POST /giftcards/checkout` with the `Idempotency-Key` header: buys a card through the payment provider;
   * go to `payment.pay_url`. The same key again resolves to the same card and attempt.
   */
  buyGiftCard(body: GiftCardCheckoutBody, idempotencyKey: string, options?: RequestOptions): Promise<GiftCardPurchaseResponse>;
  /** `POST /giftcards/balance`: a card's balance by its code (one 404 for unknown codes; 429 after too many). */
  checkGiftCardBalance(body: GiftCardBalanceBody, options?: RequestOptions): Promise<GiftCardBalanceResponse>;
  /** `GET /gold-plans`: the gold purchase plans on offer, with their rules. */
  getGoldPlans(options?: RequestOptions): Promise<GoldPlanListResponse>;
  /** `GET /gold-plan/subscriptions`: the user's subscriptions, newest first. */
  getGoldPlanSubscriptions(options?: RequestOptions): Promise<GoldPlanSubscriptionListResponse>;
  /**
   * `POST /gold-plan/subscribe` with the `Idempotency-Key` header: joins a plan with a monthly amount (422 by
   * field when the amount is outside the plan's rules). The same key again resolves to the same subscription.
   */
  subscribeToGoldPlan(body: GoldPlanSubscribeBody, idempotencyKey: string, options?: RequestOptions): Promise<GoldPlanSubscriptionResponse>;
  /** `GET /gold-plan/subscriptions/{uuid}`: schedule, progress, maturity and bonus; anyone else's is a 404. */
  getGoldPlanSubscription(uuid: string, options?: RequestOptions): Promise<GoldPlanSubscriptionResponse>;
  /** `POST /gold-plan/subscriptions/{uuid}/redeem`: a matured plan's value becomes a gift card (409 when it cannot). */
  redeemGoldPlan(uuid: string, options?: RequestOptions): Promise<GoldPlanPayoutResponse>;
  /** `POST /gold-plan/subscriptions/{uuid}/close`: closes a running plan early; the paid amount becomes a gift card. */
  closeGoldPlanEarly(uuid: string, options?: RequestOptions): Promise<GoldPlanPayoutResponse>;
  /** `GET /gold-plan/payments/{uuid}`: an instalment and its attempts. */
  getGoldPlanPayment(paymentUuid: string, options?: RequestOptions): Promise<GoldPlanPaymentResponse>;
  /**
   * `POST /gold-plan/payments/{uuid}/pay` with the `Idempotency-Key` header: an attempt to pay the instalment
   * through the provider (go to its `pay_url`); a pending one is answered again rather than doubled.
   */
  payGoldPlanInstalment(paymentUuid: string, body: GoldPlanPayBody, idempotencyKey: string, options?: RequestOptions): Promise<GoldPlanTransactionResponse>;
  /** `GET /gold-plan/transactions/{transactionNumber}`: one attempt, for the status page to poll. */
  getGoldPlanTransaction(transactionNumber: string, options?: RequestOptions): Promise<GoldPlanTransactionResponse>;
  /** `GET /carat-coins`: the signed-in shopper's coin balance, next expiry, terms and latest ledger entries. */
  getCaratCoins(options?: RequestOptions): Promise<CoinAccountResponse>;
}

/** The functions of {@link SavingsCalls}, each a call of its endpoint in the contract's table. */
export function createSavingsCalls(call: Call): SavingsCalls {
  return {
    getGiftCards: (init) => call('getGiftCards', { signal: init?.signal }),
    buyGiftCard: (body, idempotencyKey, init) => call('buyGiftCard', { body, headers: keyed(idempotencyKey), signal: init?.signal }),
    checkGiftCardBalance: (body, init) => call('checkGiftCardBalance', { body, signal: init?.signal }),
    getGoldPlans: (init) => call('getGoldPlans', { signal: init?.signal }),
    getGoldPlanSubscriptions: (init) => call('getGoldPlanSubscriptions', { signal: init?.signal }),
    subscribeToGoldPlan: (body, idempotencyKey, init) =>
      call('subscribeToGoldPlan', { body, headers: keyed(idempotencyKey), signal: init?.signal }),
    getGoldPlanSubscription: (uuid, init) => call('getGoldPlanSubscription', { params: { uuid }, signal: init?.signal }),
    redeemGoldPlan: (uuid, init) => call('redeemGoldPlan', { params: { uuid }, signal: init?.signal }),
    closeGoldPlanEarly: (uuid, init) => call('closeGoldPlanEarly', { params: { uuid }, signal: init?.signal }),
    getGoldPlanPayment: (paymentUuid, init) => call('getGoldPlanPayment', { params: { paymentUuid }, signal: init?.signal }),
    payGoldPlanInstalment: (paymentUuid, body, idempotencyKey, init) =>
      call('payGoldPlanInstalment', { params: { paymentUuid }, body, headers: keyed(idempotencyKey), signal: init?.signal }),
    getGoldPlanTransaction: (transactionNumber, init) =>
      call('getGoldPlanTransaction', { params: { transactionNumber }, signal: init?.signal }),
    getCaratCoins: (init) => call('getCaratCoins', { signal: init?.signal }),
  };
}
