import type { GiftCardCheckoutBody } from '@aurelia/contracts';
import { idempotentSubmission } from '../checkout';

/** Buys a gift card through the provider, with one `Idempotency-Key` however often the same card is submitted. */
export const buyGiftCard = idempotentSubmission('giftCards/buy', 'gift-card', async (api, body: GiftCardCheckoutBody, key) => {
  const { data } = await api.buyGiftCard(body, key);
  return data;
});
