import type { FieldErrors } from '@aurelia/api-client';
import { formatInr } from '@aurelia/domain';
import { Button, TextField } from '@aurelia/ui';
import { useState } from 'react';
import { enterInstead } from '../../shared/enter-instead';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { SHOP_UNREACHABLE } from '../../shared/shop-unreachable';
import type { CheckoutChoice } from './checkout-query';
import { giftCardPreviewRefused, giftCardPreviewStarted, giftCardRemoved, selectGiftCardPreview } from './checkout-slice';
import { checkoutRequests } from './checkout-requests';

export interface GiftCardFieldProps {
  /** The choices the page is priced for: the card is previewed for the same. */
  choice: CheckoutChoice;
  /** The order's field errors (a code refused when the order was placed). */
  errors?: FieldErrors | undefined;
}

/**
 * "Gift card code": "Apply" asks the server what the card pays of this order (the summary then shows it);
 * once applied the code is kept as sent, until "Remove". The code still goes with the order as typed.
 */
export function GiftCardField({ choice, errors }: GiftCardFieldProps) {
  const dispatch = useAppDispatch();
  const preview = useAppSelector(selectGiftCardPreview);
  const [text, setText] = useState(preview.code ?? '');
  const applied = preview.code !== null;
  const apply = () => {
    const code = text.trim();
    if (!code) return;
    checkoutRequests().then(
      ({ previewGiftCard }) => void dispatch(previewGiftCard({ ...choice, code })),
      () => {
        // The request's code could not be fetched: the connection is away, and the field says so.
        const requestId = `unreachable:${code}`;
        dispatch(giftCardPreviewStarted({ code, requestId }));
        dispatch(giftCardPreviewRefused({ requestId, error: SHOP_UNREACHABLE, errors: null }));
      },
    );
  };
  const remove = () => {
    setText('');
    dispatch(giftCardRemoved());
  };
  // A refusal of the preview (422 by the field) wins over an older refusal of the order; a 429 has no field.
  const refusedByField = preview.errors?.['gift_card_code'] !== undefined;
  const card = preview.status === 'succeeded' ? preview.summary?.gift_card : null;
  return (
    <TextField
      label="Gift card code (optional)"
      description={
        card
          ? `Applied: it pays ${formatInr(card.applied)} of this order; ${formatInr(card.balance_after)} stays on the card.`
          : 'The card pays what it holds, up to the total; the rest is paid as chosen above.'
      }
      name="gift_card_code"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      value={text}
      readOnly={applied}
      onChange={(event) => setText(event.currentTarget.value)}
      // Enter here applies the card; it must not place the order.
      onKeyDown={enterInstead(() => {
        if (!applied) apply();
      })}
      errors={refusedByField ? (preview.errors ?? undefined) : errors}
      error={preview.status === 'failed' && !refusedByField ? (preview.error ?? undefined) : undefined}
      endAdornment={
        applied ? (
          <Button type="button" variant="secondary" size="sm" aria-label="Remove gift card" onClick={remove}>
            Remove
          </Button>
        ) : (
          <Button type="button" variant="secondary" size="sm" aria-label="Apply gift card" loading={preview.status === 'pending'} onClick={apply}>
            Apply
          </Button>
        )
      }
    />
  );
}
