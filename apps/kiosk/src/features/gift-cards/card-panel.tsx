import type { GiftCardLedgerEntry, StaffGiftCard } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Alert, Badge, Button, TextField } from '@aurelia/ui';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lookupCleared } from './gift-cards-slice';
import { lookUpGiftCard, redeemGiftCard } from './gift-cards-thunks';

const KIND: Record<GiftCardLedgerEntry['kind'], string> = { issue: 'Issued', redeem: 'Redeemed', refund: 'Refunded' };
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

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
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await dispatch(redeemGiftCard({ amount: Number(amount) || 0, reference: reference.trim() })).unwrap();
    if (outcome.ok) {
      setAmount('');
      setReference('');
    }
  }

  if (card.status !== 'active') return <Alert tone="info">Nothing is left on this card to redeem.</Alert>;
  return (
    <form className="kiosk-panel" onSubmit={submit} noValidate aria-labelledby="redeem-title">
      <h3 id="redeem-title" className="kiosk-subtitle">
        Redeem for an in-store purchase
      </h3>
      <p role="status" className="kiosk-lead">
        {notice ?? ''}
      </p>
      {message ? (
        <Alert tone={status === 'no-connection' ? 'warning' : 'danger'} title={status === 'no-connection' ? 'Not confirmed' : 'Not redeemed'}>
          {message}
        </Alert>
      ) : null}
      <TextField
        size="xl"
        label="Amount in rupees"
        description={`Up to ${formatInr(card.balance)}`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value.replace(/[^\d.]/g, ''))}
        required
        errors={errors ?? undefined}
      />
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
        {status === 'no-connection' ? 'Try again' : 'Redeem'}
      </Button>
    </form>
  );
}

/** Balance, history and partial redemption of a card by the code the customer shows; the code stays masked. */
export function CardPanel() {
  const dispatch = useAppDispatch();
  const { status, card, message } = useAppSelector((state) => state.giftCards.lookup);
  const [code, setCode] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code;
    setCode('');
    void dispatch(lookUpGiftCard(typed));
  }

  if (card) {
    return (
      <section className="kiosk-panel kiosk-panel--wide" aria-labelledby="card-title">
        <div className="kiosk-card__top">
          <h2 id="card-title" className="kiosk-subtitle">
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
        <RedeemForm card={card} />
        <Ledger history={card.history} />
        <Button size="xl" variant="secondary" onClick={() => dispatch(lookupCleared())}>
          Next customer
        </Button>
      </section>
    );
  }

  return (
    <form className="kiosk-panel" onSubmit={submit} noValidate aria-label="Check a gift card">
      {status === 'failed' && message ? <Alert tone="danger">{message}</Alert> : null}
      <TextField
        size="xl"
        label="Gift card code"
        description="16 letters and digits, as printed on the card or in the email"
        name="code"
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
