import { Alert, Button } from '@aurelia/ui';
import type { AsyncThunk } from '@reduxjs/toolkit';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { useAppDispatch } from '../../app/hooks';
import type { AppThunkConfig } from '../../app/store';
import { discardUnconfirmed } from './gift-cards-thunks';

/**
 * A sale or redemption the shop has not confirmed. It stays (across tabs and locks) until "Try again" gets
 * the shop's answer, which sends the same request with the same Idempotency-Key so it is never done twice,
 * or until staff discard it. It names the amount and who took it, not the customer.
 */
export function UnconfirmedCall({
  which,
  title,
  what,
  message,
  sending,
  retry,
}: {
  which: 'issue' | 'redeem';
  title: string;
  what: string;
  message: string;
  sending: boolean;
  retry: AsyncThunk<{ ok: boolean }, void, AppThunkConfig>;
}) {
  const dispatch = useAppDispatch();
  const noun = which === 'issue' ? 'sale' : 'redemption';
  return (
    <section className="kiosk-panel" aria-labelledby={`unconfirmed-${which}`} data-testid={`unconfirmed-${which}`}>
      <h2 id={`unconfirmed-${which}`} className="kiosk-subtitle">
        {title}
      </h2>
      <Alert tone="warning" title="Not confirmed">
        <p>{what}</p>
        <p>{message}</p>
      </Alert>
      <div className="kiosk-card__actions">
        <Button size="xl" loading={sending} onClick={() => void dispatch(retry())}>
          Try again
        </Button>
        <ConfirmDialog
          title={`Discard this ${noun}?`}
          description={`Only if you are sure the shop never got it: a ${noun} made again is sent as a new one, and if the first did reach the shop the customer gets it twice.`}
          label="Discard"
          confirm={`Discard ${noun}`}
          disabled={sending}
          onConfirm={() => void dispatch(discardUnconfirmed(which))}
        />
      </div>
    </section>
  );
}
