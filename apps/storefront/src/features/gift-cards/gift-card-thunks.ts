import type { GiftCardBalanceBody, GiftCardCheckoutBody } from '@aurelia/contracts';
import { formCall } from '../../shared/form-call';
import { idempotentSubmission } from '../checkout';

/** Buys a gift card through the provider, with one `Idempotency-Key` however often the same card is submitted. */
export const buyGiftCard = idempotentSubmission('giftCards/buy', 'gift-card', async (api, body: GiftCardCheckoutBody, key) => {
  const { data } = await api.buyGiftCard(body, key);
  return data;
});

/** A card's balance by its code; the server answers one 404 for any code that is not a usable card. */
export const checkGiftCardBalance = formCall('giftCards/checkBalance', async (api, body: GiftCardBalanceBody) => {
  const { data } = await api.checkGiftCardBalance(body);
  return data;
});
