import type { FieldErrors } from '@aurelia/api-client';
import type { GiftCardDesign, ProviderMethod } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Button, GiftCardPreview, RadioGroup, TextField, Textarea } from '@aurelia/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { selectUser } from '../../shared/session';
import { RefusalSummary, usePrefetchedRefusalSummary } from '../../shared/refusal-summary';
import { selectSubmission, submissionReset } from '../checkout';
import { ProviderMethodChoice } from '../../shared/provider-method-choice';
import { CUSTOM_AMOUNT, GIFT_CARD_DENOMINATIONS, chosenGiftCardAmount } from './gift-card-amount';
import type { GiftCardFormProps } from './gift-card-form-part';
import { buyGiftCard } from './gift-card-thunks';

const DESIGN_LABELS: Record<GiftCardDesign, string> = { plum: 'Plum', gold: 'Gold', ivory: 'Ivory' };

/**
 * Buy a gift card: design, amount (a fixed one or another within the shop's rules), recipient, message, how to
 * pay. A live preview follows the choices; paying goes to the provider's page. Hydrated after its page
 * (gift-card-form-part.ts).
 */
export function GiftCardForm({ designs, brand }: GiftCardFormProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const submission = useAppSelector((state) => selectSubmission(state, 'gift-card'));
  usePrefetchedRefusalSummary();
  const [design, setDesign] = useState<GiftCardDesign>(designs[0] ?? 'plum');
  const [choice, setChoice] = useState(String(GIFT_CARD_DENOMINATIONS[1] ?? CUSTOM_AMOUNT));
  const [typed, setTyped] = useState('');
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const [method, setMethod] = useState<ProviderMethod>('upi');
  const [amountError, setAmountError] = useState<string | null>(null);
  useEffect(() => {
    dispatch(submissionReset('gift-card'));
  }, [dispatch]);

  const chosen = chosenGiftCardAmount(choice, typed);
  const amount = 'amount' in chosen ? chosen.amount : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ('error' in chosen) {
      setAmountError(chosen.error);
      return;
    }
    setAmountError(null);
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const result = await dispatch(
      buyGiftCard({
        design,
        amount: chosen.amount,
        recipient_name: text('recipient_name'),
        recipient_email: text('recipient_email'),
        message: text('message') || null,
        payment_method: method,
      }),
    );
    if (!buyGiftCard.fulfilled.match(result) || !result.payload.ok) return;
    const payUrl = result.payload.value.payment.pay_url;
    if (payUrl) window.location.assign(payUrl);
  };

  const failed = submission?.status === 'failed';
  const errors: FieldErrors | undefined = failed ? (submission.errors ?? undefined) : undefined;
  const amountErrors = amountError ?? errors?.['amount'];
  return (
    <form className="sf-gift-form" method="post" noValidate aria-label="Buy a gift card" onSubmit={(event) => void submit(event)}>
      <div className="sf-gift-form__fields">
        {failed && submission.error && (
          <RefusalSummary
            title="The gift card was not bought"
            message={errors && Object.keys(errors).length > 0 ? 'Please check the highlighted fields.' : submission.error}
            errors={errors}
          />
        )}
        <RadioGroup
          label="Design"
          name="design"
          value={design}
          onValueChange={(value) => setDesign(value as GiftCardDesign)}
          options={designs.map((value) => ({ value, label: DESIGN_LABELS[value] }))}
          errors={errors}
        />
        <RadioGroup
          label="Amount"
          name="amount_choice"
          value={choice}
          onValueChange={setChoice}
          error={choice === CUSTOM_AMOUNT ? undefined : amountErrors}
          options={[
            ...GIFT_CARD_DENOMINATIONS.map((value) => ({ value: String(value), label: formatInr(value) })),
            { value: CUSTOM_AMOUNT, label: 'Another amount' },
          ]}
        />
        {choice === CUSTOM_AMOUNT && (
          <TextField
            label="Amount in rupees"
            name="amount"
            inputMode="numeric"
            required
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            description="₹500 to ₹1,00,000, in steps of ₹100."
            error={amountErrors}
          />
        )}
        <TextField label="Recipient’s name" name="recipient_name" autoComplete="off" required value={to} onChange={(event) => setTo(event.target.value)} errors={errors} />
        <TextField label="Recipient’s email" name="recipient_email" type="email" autoComplete="off" required description="We email the code to them once you have paid." errors={errors} />
        <Textarea label="Message" name="message" maxLength={300} value={message} onChange={(event) => setMessage(event.target.value)} description="Optional." errors={errors} />
        <ProviderMethodChoice value={method} onChange={setMethod} errors={errors} />
      </div>
      <div className="sf-gift-form__preview">
        <GiftCardPreview design={design} {...(amount === undefined ? {} : { amount })} to={to} from={user?.name ?? ''} message={message} brand={brand} />
        <Button type="submit" variant="primary" size="lg" fullWidth loading={submission?.status === 'pending' || submission?.status === 'succeeded'}>
          {amount === undefined ? 'Pay' : `Pay ${formatInr(amount)}`}
        </Button>
      </div>
    </form>
  );
}

export default GiftCardForm;
