import type { FieldErrors } from '@aurelia/api-client';
import type { CheckoutCoins } from '@aurelia/contracts';
import { formatCount, formatInr } from '@aurelia/domain';
import { Button, TextField } from '@aurelia/ui';
import { useState } from 'react';
import { enterInstead } from '../../shared/enter-instead';

export interface CoinsFieldProps {
  /** The summary's coins: balance, the most this order may use, what is previewed. */
  coins: CheckoutCoins;
  errors?: FieldErrors;
  /** Asks the server to price the order with `coins` (the page's URL changes). */
  onPreview: (coins: number) => void;
}

const WHOLE = /^\d+$/;

/**
 * "Use carat coins": the balance and the most this order may use, from the server's summary; "Apply"
 * previews the total with them. A number that is not whole is left for the server to refuse by the field.
 */
export function CoinsField({ coins, errors, onPreview }: CoinsFieldProps) {
  const [text, setText] = useState(coins.requested > 0 ? String(coins.requested) : '');
  if (coins.balance === 0) {
    return <p className="sf-checkout__coins-none">You have no carat coins yet: paid orders earn them.</p>;
  }
  const preview = () => {
    const trimmed = text.trim();
    if (trimmed === '' || WHOLE.test(trimmed)) onPreview(trimmed === '' ? 0 : Number(trimmed));
  };
  const description =
    `You have ${formatCount(coins.balance)} coins, worth ${formatInr(coins.coin_value)} each; up to ${formatCount(coins.max_usable)} can be used on this order ` +
    `(${coins.max_redeem_percent}% of the pieces).` +
    (coins.redeemed > 0 ? ` ${formatCount(coins.redeemed)} coins take ${formatInr(coins.value)} off the total.` : '');
  return (
    <div className="sf-checkout__coins">
      <TextField
        label="Use carat coins"
        description={description}
        name="coins"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        // Enter here previews the coins; it must not place the order.
        onKeyDown={enterInstead(preview)}
        errors={errors}
        endAdornment={
          // Named for screen readers apart from the gift card's Apply on the same form.
          <Button type="button" variant="secondary" size="sm" aria-label="Apply coins" onClick={preview}>
            Apply
          </Button>
        }
      />
      {coins.max_usable > 0 && coins.requested !== coins.max_usable && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setText(String(coins.max_usable));
            onPreview(coins.max_usable);
          }}
        >
          Use {coins.max_usable} coins
        </Button>
      )}
    </div>
  );
}
