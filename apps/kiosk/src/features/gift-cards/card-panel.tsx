import type { GiftCardLedgerEntry, StaffGiftCard, StaffGiftCardRedeemBody } from '@aurelia/contracts';
import { SANDBOX_CARD_AT_COUNTER_MESSAGE, formatInr, indiaDateTimeFormat, maskGiftCardCode, normalizeGiftCardCode } from '@aurelia/domain';
import { Alert, Badge, Button, TextField } from '@aurelia/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { focusLost } from '../../app/focus';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Refusal } from '../../app/refusal';
import { RupeeField, useRupeeAmount } from '../../app/rupee-field';
import { isUnconfirmed, lookupCleared } from './gift-cards-slice';
import { lookUpGiftCard, NO_CONNECTION_REDEEM, redeemGiftCard, resendRedeem } from './gift-cards-thunks';
import { UnconfirmedCall } from './unconfirmed-call';

const KIND: Record<GiftCardLedgerEntry['kind'], string> = { issue: 'Issued', redeem: 'Redeemed', refund: 'Refunded' };
const when = indiaDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

function Ledger({ history }: { history: StaffGiftCard['history'] }) {
  return (
    <table className="kiosk-ledger">
      <caption>History, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">What</th>
          <th scope="col">Amount</th>
          <th scope="col">Left</th>
          <th scope="col">Reference</th>
          <th scope="col">By</th>
        </tr>
      </thead>
      <tbody>
        {history.map((entry, index) => (
          <tr key={`${entry.at}-${index}`}>
            <td>{when.format(new Date(entry.at))}</td>
            <td>{KIND[entry.kind]}</td>
            <td>{formatInr(entry.amount)}</td>
            <td>{formatInr(entry.balance_after)}</td>
            <td>{entry.reference ?? '—'}</td>
            <td>{[entry.staff_name, entry.store_name].filter(Boolean).join(', ') || 'Online'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Redeems part of the card on screen for an in-store bill. */
function RedeemForm({ card }: { card: StaffGiftCard }) {
  const dispatch = useAppDispatch();
  const { status, message, errors, notice } = useAppSelector((state) => state.giftCards.redeem);
  const amount = useRupeeAmount();
  const [reference, setReference] = useState('');
  const done = useRef<HTMLParagraphElement>(null);

  // A redemption done: the sentence with what is left on the card takes focus from the form that sent it.
  useEffect(() => {
    if (notice && (focusLost() || done.current?.closest('form')?.contains(document.activeElement))) done.current?.focus();
  }, [notice]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!amount.readable()) return;
    const outcome = await dispatch(redeemGiftCard({ amount: amount.typed.amount ?? 0, reference: reference.trim() })).unwrap();
    if (outcome.ok) {
      amount.clear();
      setReference('');
    }
  }

  if (card.status !== 'active') return <Alert tone="info">Nothing is left on this card to redeem.</Alert>;
  if (card.paid_in_sandbox && !card.demonstration_shop) {
    return (
      <Alert tone="danger" title="Not accepted at a counter">
        {SANDBOX_CARD_AT_COUNTER_MESSAGE}
      </Alert>
    );
  }
  return (
    <form className="kiosk-panel" onSubmit={submit} noValidate aria-labelledby="redeem-title">
      <h3 id="redeem-title" className="kiosk-subtitle">
        Redeem for an in-store purchase
      </h3>
      <p role="status" className="kiosk-lead" tabIndex={-1} ref={done}>
        {notice ?? ''}
      </p>
      {message ? (
        <Refusal key={message} title="Not redeemed">
          {message}
        </Refusal>
      ) : null}
      <RupeeField amount={amount} description={`Up to ${formatInr(card.balance)}`} errors={errors ?? undefined} />
      <TextField
        size="xl"
        label="Bill reference"
        name="reference"
        autoComplete="off"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        required
        errors={errors ?? undefined}
      />
      <Button type="submit" size="xl" loading={status === 'sending'}>
        Redeem
      </Button>
    </form>
  );
}

/** A redemption the shop has not confirmed, kept across tabs and locks: the card masked, the amount and bill. */
function UnconfirmedRedemption() {
  const { attempt, status } = useAppSelector((state) => state.giftCards.redeem);
  if (!attempt) return null;
  const redemption = JSON.parse(attempt.body) as StaffGiftCardRedeemBody;
  return (
    <UnconfirmedCall
      which="redeem"
      title="Redemption not confirmed"
      what={`${formatInr(redemption.amount)} from gift card ${maskGiftCardCode(normalizeGiftCardCode(redemption.code))} for bill ${redemption.reference}, taken by ${attempt.staffName}.`}
      message={NO_CONNECTION_REDEEM}
      sending={status === 'resending'}
      retry={resendRedeem}
    />
  );
}

/** Balance, history and partial redemption of a card by the code the customer shows; the code stays masked. */
export function CardPanel() {
  const dispatch = useAppDispatch();
  const { status, card, message } = useAppSelector((state) => state.giftCards.lookup);
  const redeem = useAppSelector((state) => state.giftCards.redeem);
  const [code, setCode] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const shown = card ? `${card.masked_code} ${card.status}` : null;

  // The form leaves with its busy button when a card is found, and the card with Next customer: focus goes to
  // the card's heading (again when a redemption spends it, as the form goes), or back to the code field for
  // the next customer.
  useEffect(() => {
    if (focusLost()) (shown ? title : codeField).current?.focus();
  }, [shown]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A refused code stays in the field to be corrected; a found card takes the code off the screen.
    if (await dispatch(lookUpGiftCard(code)).unwrap()) setCode('');
  }

  if (isUnconfirmed(redeem) && !card) return <UnconfirmedRedemption />;

  if (card) {
    return (
      <section className="kiosk-panel kiosk-panel--wide" aria-labelledby="card-title">
        <div className="kiosk-card__top">
          <h2 id="card-title" className="kiosk-subtitle" tabIndex={-1} ref={title}>
            Gift card <span className="kiosk-code__masked">{card.masked_code}</span>
          </h2>
          <Badge tone={card.status === 'active' ? 'success' : 'neutral'}>{card.status === 'active' ? 'Active' : 'Spent'}</Badge>
        </div>
        <dl className="kiosk-facts">
          <div>
            <dt>Balance</dt>
            <dd className="kiosk-facts__big">{formatInr(card.balance)}</dd>
          </div>
          <div>
            <dt>Value when issued</dt>
            <dd>{formatInr(card.initial_amount)}</dd>
          </div>
          <div>
            <dt>For</dt>
            <dd>{card.recipient_name}</dd>
          </div>
          <div>
            <dt>Bought</dt>
            <dd>{card.source === 'counter' ? 'In a store' : 'Online'}</dd>
          </div>
        </dl>
        {card.demonstration_shop ? (
          <Alert tone="info" title="Demonstration shop: sandbox-paid cards are accepted">
            {card.paid_in_sandbox
              ? 'This card was paid in the payment sandbox, where no money moves. This shop runs as a demonstration, so the counter takes it.'
              : 'Cards paid in the payment sandbox, where no money moves, are taken here because this shop runs as a demonstration.'}
          </Alert>
        ) : null}
        {isUnconfirmed(redeem) ? <UnconfirmedRedemption /> : <RedeemForm card={card} />}
        <Ledger history={card.history} />
        <Button size="xl" variant="secondary" onClick={() => dispatch(lookupCleared())}>
          Next customer
        </Button>
      </section>
    );
  }

  return (
    <form className="kiosk-panel" onSubmit={(event) => void submit(event)} noValidate aria-label="Check a gift card">
      <p role="status" className="kiosk-lead">
        {redeem.notice ?? ''}
      </p>
      {status === 'failed' && message ? <Refusal key={message}>{message}</Refusal> : null}
      <TextField
        size="xl"
        label="Gift card code"
        description="16 letters and digits, as printed on the card or in the email"
        name="code"
        ref={codeField}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        required
      />
      <Button type="submit" size="xl" loading={status === 'loading'} disabled={code.trim() === ''}>
        Check balance
      </Button>
    </form>
  );
}
