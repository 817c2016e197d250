import type { CounterGiftCardBody, CounterPaymentMethod, GiftCardDesign } from '@aurelia/contracts';
import { GIFT_CARD_AMOUNT_RULES, formatInr, fromMinorUnits } from '@aurelia/domain';
import { Alert, Button, GiftCardPreview, RadioGroup, TextField, Textarea } from '@aurelia/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { focusLost, useFocusOnArrival } from '../../app/focus';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Refusal } from '../../app/refusal';
import { RupeeField, useRupeeAmount } from '../../app/rupee-field';
import { issueCleared, isUnconfirmed } from './gift-cards-slice';
import { issueGiftCard, NO_CONNECTION_ISSUE, resendIssue } from './gift-cards-thunks';
import { UnconfirmedCall } from './unconfirmed-call';

const DESIGNS: { value: GiftCardDesign; label: string }[] = [
  { value: 'plum', label: 'Plum' },
  { value: 'gold', label: 'Gold' },
  { value: 'ivory', label: 'Ivory' },
];
// The reference field below says what each asks for (a receipt number, or the terminal's reference).
const PAYMENT: { value: CounterPaymentMethod; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'card_terminal', label: 'Card terminal' },
];
const DENOMINATIONS = GIFT_CARD_AMOUNT_RULES.denominationsMinor.map(fromMinorUnits);
const CUSTOM = {
  min: fromMinorUnits(GIFT_CARD_AMOUNT_RULES.customMinMinor),
  max: fromMinorUnits(GIFT_CARD_AMOUNT_RULES.customMaxMinor),
  step: fromMinorUnits(GIFT_CARD_AMOUNT_RULES.customStepMinor),
};

/** The card just issued: its code in full, this once, to write on the card or read to the customer. */
function IssuedCard({ storeName }: { storeName: string }) {
  const dispatch = useAppDispatch();
  const issued = useAppSelector((state) => state.giftCards.issue.issued);
  // The form and its busy button are gone: the outcome takes focus, and the code below it is read next.
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  if (!issued) return null;
  const { card, code, fromName } = issued;
  return (
    <section className="kiosk-panel" aria-labelledby="issued-title">
      <h2 id="issued-title" className="kiosk-subtitle" tabIndex={-1} ref={heading}>
        Gift card issued
      </h2>
      <GiftCardPreview design={card.design} amount={card.initial_amount} to={card.recipient_name} message={card.message ?? undefined} from={fromName ?? storeName} />
      {code ? (
        <div className="kiosk-code" role="status">
          <p className="kiosk-lead">Gift card code, shown only now:</p>
          <p className="kiosk-code__value" data-testid="issued-code">
            {code}
          </p>
          <p className="kiosk-lead">It was also emailed to {card.recipient_email}. Press Done once the customer has it.</p>
        </div>
      ) : (
        <Alert tone="info" title="This sale was already issued">
          The card {card.masked_code} was issued when this sale was first sent; its code was shown then and emailed to {card.recipient_email}. It
          cannot be shown again.
        </Alert>
      )}
      <Button size="xl" onClick={() => dispatch(issueCleared())}>
        Done
      </Button>
    </section>
  );
}

/**
 * A sale the shop has not confirmed, kept across tabs and locks: what it was (no customer's details), Try
 * again with the same key, or Discard.
 */
function UnconfirmedSale() {
  const { attempt, status } = useAppSelector((state) => state.giftCards.issue);
  if (!attempt) return null;
  const sale = JSON.parse(attempt.body) as CounterGiftCardBody;
  const paid = PAYMENT.find((choice) => choice.value === sale.payment_method)?.label ?? sale.payment_method;
  return (
    <UnconfirmedCall
      which="issue"
      title="Gift card sale not confirmed"
      what={`A gift card of ${formatInr(sale.amount)}, paid by ${paid.toLowerCase()}${sale.payment_reference ? ` (${sale.payment_reference})` : ''}, taken by ${attempt.staffName}.`}
      message={NO_CONNECTION_ISSUE}
      sending={status === 'resending'}
      retry={resendIssue}
    />
  );
}

/** Issues a gift card paid at the counter: design, amount, recipient, message, cash or card terminal. */
export function IssuePanel() {
  const dispatch = useAppDispatch();
  const issue = useAppSelector((state) => state.giftCards.issue);
  const { status, message, errors, issued } = issue;
  const [design, setDesign] = useState<GiftCardDesign>('plum');
  const amount = useRupeeAmount();
  const [recipient, setRecipient] = useState('');
  const [note, setNote] = useState('');
  const [giver, setGiver] = useState('');
  const storeName = useAppSelector((state) => state.session.session?.store.name ?? 'Aurelia');
  const [payment, setPayment] = useState<CounterPaymentMethod>('cash');
  const form = useRef<HTMLFormElement>(null);
  // Done took the issued card away: the empty form takes focus for the next sale.
  useEffect(() => {
    if (!issued && focusLost()) form.current?.focus();
  }, [issued]);

  if (issued) return <IssuedCard storeName={storeName} />;
  if (isUnconfirmed(issue)) return <UnconfirmedSale />;

  const rupees = amount.typed.amount;
  const shownAmount = rupees !== null && rupees > 0 ? rupees : undefined;
  const fieldErrors = errors ?? undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!amount.readable()) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const body: CounterGiftCardBody = {
      design,
      amount: rupees ?? 0,
      recipient_name: text('recipient_name'),
      recipient_email: text('recipient_email'),
      message: text('message') || null,
      from_name: text('from_name') || null,
      payment_method: payment,
      payment_reference: text('payment_reference') || null,
    };
    const outcome = await dispatch(issueGiftCard(body)).unwrap();
    if (outcome.ok) {
      amount.clear();
      setRecipient('');
      setNote('');
      setGiver('');
      setPayment('cash');
    }
  }

  return (
    <form className="kiosk-gift-form" onSubmit={submit} noValidate aria-label="Issue a gift card" tabIndex={-1} ref={form}>
      {message ? (
        <div className="kiosk-gift-form__message">
          <Refusal key={message} title="Not issued">
            {message}
          </Refusal>
        </div>
      ) : null}
      <div className="kiosk-gift-form__column">
        <RadioGroup className="kiosk-gift-form__design" label="Design" name="design" options={DESIGNS} value={design} onValueChange={(value) => setDesign(value as GiftCardDesign)} orientation="horizontal" />
        <div className="kiosk-gift-form__preview" aria-hidden="true">
          <GiftCardPreview design={design} amount={shownAmount} to={recipient} message={note || undefined} from={giver.trim() || storeName} />
        </div>
      </div>
      <div className="kiosk-gift-form__column">
        <div className="kiosk-amounts" role="group" aria-label="Amount">
          {DENOMINATIONS.map((value) => (
            <Button key={value} type="button" size="lg" variant={rupees === value ? 'primary' : 'secondary'} aria-pressed={rupees === value} onClick={() => amount.setText(String(value))}>
              {formatInr(value)}
            </Button>
          ))}
        </div>
        <RupeeField
          amount={amount}
          description={`${formatInr(CUSTOM.min)} to ${formatInr(CUSTOM.max)} in steps of ${formatInr(CUSTOM.step)}, or one of the amounts above`}
          errors={fieldErrors}
        />
        <TextField size="xl" label="Recipient’s name" name="recipient_name" autoComplete="off" value={recipient} onChange={(event) => setRecipient(event.target.value)} required errors={fieldErrors} />
        <TextField size="xl" label="Recipient’s email" description="The code is emailed here" name="recipient_email" type="email" inputMode="email" autoComplete="off" required errors={fieldErrors} />
      </div>
      <div className="kiosk-gift-form__column">
        <TextField size="xl" label="From (optional)" description="The store’s name if empty" name="from_name" autoComplete="off" value={giver} onChange={(event) => setGiver(event.target.value)} errors={fieldErrors} />
        <Textarea label="Message (optional)" name="message" rows={2} maxLength={300} value={note} onChange={(event) => setNote(event.target.value)} errors={fieldErrors} />
        <RadioGroup className="kiosk-gift-form__payment" label="Payment taken" name="payment_method" options={PAYMENT} value={payment} onValueChange={(value) => setPayment(value as CounterPaymentMethod)} orientation="horizontal" errors={fieldErrors} />
        <TextField
          key={payment}
          size="xl"
          label={payment === 'card_terminal' ? 'Card terminal reference' : 'Receipt number (optional)'}
          name="payment_reference"
          autoComplete="off"
          required={payment === 'card_terminal'}
          errors={fieldErrors}
        />
        <Button type="submit" size="xl" loading={status === 'sending'}>
          {`Issue gift card${shownAmount ? ` of ${formatInr(shownAmount)}` : ''}`}
        </Button>
      </div>
    </form>
  );
}
