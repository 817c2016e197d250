import type { GiftCardBalanceResponse } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Alert, Button, TextField } from '@aurelia/ui';
import { useState, type FormEvent } from 'react';
import { fieldText, useFormAction } from '../../shared/use-form-action';
import { checkGiftCardBalance } from './gift-card-balance';

/** What is left on a gift card, by the code printed on it or mailed with it. */
export function BalanceCheck() {
  const [state, check] = useFormAction(checkGiftCardBalance);
  const [balance, setBalance] = useState<GiftCardBalanceResponse['data'] | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await check({ code: fieldText(new FormData(event.currentTarget), 'code') });
    setBalance(outcome.ok ? outcome.value : null);
  };
  return (
    <form className="sf-account__card" method="post" noValidate aria-labelledby="balance-title" onSubmit={(event) => void submit(event)}>
      <h2 id="balance-title" className="sf-account__card-title">
        Check a balance
      </h2>
      {state.error && <Alert tone="danger">{state.error}</Alert>}
      <div aria-live="polite">
        {balance && (
          <Alert tone="success" title={`${formatInr(balance.balance)} left`}>
            Card {balance.masked_code}, first loaded with {formatInr(balance.initial_amount)}.
          </Alert>
        )}
      </div>
      <TextField label="Gift card code" name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} required description="16 letters and digits; dashes and spaces are fine." errors={state.errors} />
      <Button type="submit" variant="secondary" loading={state.status === 'pending'}>
        Check balance
      </Button>
    </form>
  );
}
