import type { GiftCardBalanceBody } from '@aurelia/contracts';
import { formCall } from '../../shared/form-call';

/**
 * A card's balance by its code; the server answers one 404 for any code that is not a usable card. Apart from buying
 * a card, whose idempotent submission brings checkout's slice and thunks: the gift cards page only checks balances.
 */
export const checkGiftCardBalance = formCall('giftCards/checkBalance', async (api, body: GiftCardBalanceBody) => {
  const { data } = await api.checkGiftCardBalance(body);
  return data;
});
