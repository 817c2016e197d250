import type { FieldErrors } from '@aurelia/api-client';
import type { Address, CheckoutSummary, Fulfilment, PaymentMethod, PickupStore } from '@aurelia/contracts';
import { Button, RadioGroup } from '@aurelia/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { useFeatureListeners } from '../../shared/use-feature-listeners';
import { selectUser } from '../../shared/session';
import { RefusalSummary, usePrefetchedRefusalSummary } from '../../shared/refusal-summary';
import { FULFILMENT_LABELS, PAYMENT_METHOD_LABELS } from '../../shared/order-labels';
import { AddressFields, addressBodyOf } from './address-fields';
import { checkoutBodyOf, NEW_ADDRESS, ORDER_KEY_FIELD, SHOWN_SUBTOTAL_FIELD, type PostedOrderRefusal } from './checkout-body';
import { CheckoutSummaryPanel } from './checkout-summary-panel';
import { CheckoutReassurance } from './checkout-reassurance';
import { CoinsField } from './coins-field';
import { addCheckoutListeners } from './checkout-listeners';
import { checkoutUrl, type CheckoutChoice } from './checkout-query';
import { checkoutSummaryLoaded, selectShownSummary, selectSubmission, submissionReset } from './checkout-slice';
import { checkoutRequests } from './checkout-requests';
import { GiftCardField } from './gift-card-field';
import { afterOrderPlaced } from './payment-outcome';
import { SHOP_UNREACHABLE } from '../../shared/shop-unreachable';
import { useHydrating } from '../../shared/use-hydrating';

// UPI first: it is how most Indian shoppers pay online.
const METHODS: { value: PaymentMethod; description: string }[] = [
  { value: 'upi', description: 'Pay now with any UPI app (Google Pay, PhonePe, Paytm, BHIM).' },
  { value: 'card', description: 'Pay now on the secure payment page.' },
  { value: 'bank', description: 'Pay now from your bank account.' },
  { value: 'wallet', description: 'Pay now with your wallet.' },
  { value: 'cash', description: 'Pay in cash when the order is delivered or picked up.' },
];

export interface CheckoutFormProps {
  summary: CheckoutSummary;
  addresses: Address[];
  stores: PickupStore[];
  /** The key of the order the form sends when posted to the server's page (pressed before the page's script ran). */
  orderKey: string;
  /** Why the server's page refused the order so posted. */
  posted?: PostedOrderRefusal;
}

/**
 * Until the page's script runs, Enter in a field submits nothing (as when "Place order" itself waited for it): the
 * browser's implicit submission presses a form's first submit button, this disabled one. Enter in the gift card's or
 * the coins' field is to apply it, which only the script can, not to place the order unseen. A component of its own,
 * so that only it draws again once hydrated (the form drawn again would set a choice made before then back to its
 * state's, before the start script has told React of it); it stays, a plain button, lest the form's controls move.
 */
function NoImplicitSubmitUntilHydrated() {
  const hydrating = useHydrating();
  return <button type={hydrating ? 'submit' : 'button'} disabled hidden aria-hidden="true" tabIndex={-1} />;
}

const addressLabel = (address: Address) =>
  `${address.name}, ${address.line1}${address.line2 ? `, ${address.line2}` : ''}, ${address.city} ${address.pincode}`;

/**
 * Checkout: delivery to a saved or new address, or pick-up at a store; the payment method; the server's
 * price. Placing the order sends one `Idempotency-Key` for however many times the same order is submitted.
 */
export function CheckoutForm({ summary, addresses, stores, orderKey, posted }: CheckoutFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const user = useAppSelector(selectUser);
  const submission = useAppSelector((state) => selectSubmission(state, 'order'));
  usePrefetchedRefusalSummary();
  const [saved, setSaved] = useState(addresses);
  const [addressChoice, setAddressChoice] = useState(() =>
    posted?.address ? NEW_ADDRESS : String(saved.find((a) => a.is_default)?.id ?? saved[0]?.id ?? NEW_ADDRESS),
  );
  const [method, setMethod] = useState<PaymentMethod>(posted?.method ?? 'upi');
  // What stopped the order before its own request: the new address refused, or the request's code not come.
  const [addressErrors, setAddressErrors] = useState<{ title?: string; error: string | null; errors: FieldErrors | undefined }>(() =>
    posted?.address ? { title: posted.title, error: posted.errors ? 'Please check the highlighted fields.' : posted.error, errors: posted.errors ?? undefined } : { error: null, errors: undefined },
  );
  // Before the order's own request: its code on its way, or a new address being saved.
  const [preparing, setPreparing] = useState(false);
  const fulfilment = summary.fulfilment;
  const store = summary.store?.slug ?? '';
  const coins = summary.carat_coins.requested;
  // With a gift card applied, the server's preview of it (for these same choices) is what the page shows.
  const shown = useAppSelector((state) => selectShownSummary(state, summary));
  useFeatureListeners(addCheckoutListeners);
  useEffect(() => {
    dispatch(submissionReset('order'));
    void checkoutRequests().catch(() => undefined);
  }, [dispatch]);
  useEffect(() => {
    dispatch(checkoutSummaryLoaded({ fulfilment, ...(store ? { store } : {}), coins }));
  }, [dispatch, summary, fulfilment, store, coins]);

  /** Delivery or pick-up, the store and the coins are in the URL: the server prices the order again for them. */
  const reprice = (next: CheckoutChoice) => {
    void navigate(checkoutUrl({ coins, ...next }), { replace: true, preventScrollReset: true });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (preparing) return;
    const form = new FormData(event.currentTarget);
    setPreparing(true);
    let requests: Awaited<ReturnType<typeof checkoutRequests>>;
    try {
      requests = await checkoutRequests();
    } catch {
      setPreparing(false);
      setAddressErrors({ title: 'Your order was not placed', error: SHOP_UNREACHABLE, errors: undefined });
      return;
    }
    const { placeOrder, saveAddress } = requests;
    let addressId = addressChoice === NEW_ADDRESS ? undefined : Number(addressChoice);
    if (fulfilment === 'delivery' && addressChoice === NEW_ADDRESS) {
      const outcome = await dispatch(saveAddress(addressBodyOf(form))).unwrap();
      if (!outcome.ok) {
        setPreparing(false);
        setAddressErrors({ error: outcome.errors ? 'Please check the highlighted fields.' : outcome.error, errors: outcome.errors ?? undefined });
        return;
      }
      // Kept and chosen: sending the order again reuses it rather than saving it twice.
      setSaved((list) => [...list, outcome.value]);
      setAddressChoice(String(outcome.value.id));
      addressId = outcome.value.id;
    }
    setPreparing(false);
    setAddressErrors({ error: null, errors: undefined });
    const result = await dispatch(placeOrder(checkoutBodyOf(form, { fulfilment, store, addressId, method })));
    if (!placeOrder.fulfilled.match(result)) return;
    const outcome = result.payload;
    // A refusal stays on this page with its reason (a 409 names the piece or the closed store). Reading the
    // page again is not done here: with the store closed the guards would move the shopper to the bag,
    // taking the explanation away. Prices that moved are the exception: the page reads the new ones.
    if (!outcome.ok) {
      if (outcome.refusal === 409 && outcome.errors?.[SHOWN_SUBTOTAL_FIELD]) void revalidate();
      return;
    }
    const next = afterOrderPlaced(outcome.value);
    if ('external' in next) window.location.assign(next.external);
    else void navigate(next.internal);
  };

  // The order's refusal: this form's own, or, until it sends the order itself, the server page's to a press made before
  // the page's script ran.
  const failed = submission?.status === 'failed';
  const refusal = failed ? submission : !submission && posted && !posted.address ? posted : null;
  // Prices moved with the day's metal rate: the page shows the new total, and the refusal says so by its figures.
  const pricesMoved = refusal?.refusal === 409 ? refusal.errors?.[SHOWN_SUBTOTAL_FIELD]?.[0] : undefined;
  const fieldErrors = refusal && !pricesMoved ? (refusal.errors ?? undefined) : undefined;
  const busy = preparing || submission?.status === 'pending' || submission?.status === 'succeeded';

  return (
    <form className="sf-checkout" method="post" noValidate aria-label="Checkout" onSubmit={(event) => void submit(event)}>
      <div className="sf-checkout__steps">
        <NoImplicitSubmitUntilHydrated />
        <input type="hidden" name={ORDER_KEY_FIELD} value={orderKey} />
        <input type="hidden" name={SHOWN_SUBTOTAL_FIELD} value={shown.subtotal} />
        {refusal?.error && (
          <RefusalSummary
            title={refusal.refusal === 409 ? 'We could not place your order' : 'Your order was not placed'}
            errors={fieldErrors}
            message={
              <>
                {pricesMoved ?? (fieldErrors && Object.keys(fieldErrors).length > 0 ? 'Please check the highlighted fields.' : refusal.error)}{' '}
                {refusal.refusal === 409 && !pricesMoved && <Link to="/cart">Review your bag</Link>}
              </>
            }
          />
        )}
        {addressErrors.error && (
          <RefusalSummary
            title={addressErrors.title ?? 'The address was not saved'}
            message={addressErrors.error}
            errors={addressErrors.errors}
          />
        )}
        <section className="sf-account__card" aria-labelledby="checkout-fulfilment">
          <h2 id="checkout-fulfilment" className="sf-account__card-title">
            Delivery
          </h2>
          <RadioGroup
            label="How would you like to receive your order?"
            name="fulfilment"
            variant="card"
            value={fulfilment}
            onValueChange={(value) => reprice({ fulfilment: value as Fulfilment, store })}
            errors={fieldErrors}
            options={[
              { value: 'delivery', label: FULFILMENT_LABELS.delivery, description: 'Insured delivery to your door.' },
              { value: 'pickup', label: FULFILMENT_LABELS.pickup, description: 'Free. Collect it from one of our stores.' },
            ]}
          />
          {fulfilment === 'delivery' ? (
            <>
              {saved.length > 0 && (
                <RadioGroup
                  label="Deliver to"
                  name="address_id"
                  value={addressChoice}
                  onValueChange={setAddressChoice}
                  errors={fieldErrors}
                  options={[
                    ...saved.map((address) => ({ value: String(address.id), label: addressLabel(address), description: `Phone ${address.phone}` })),
                    { value: NEW_ADDRESS, label: 'A new address' },
                  ]}
                />
              )}
              {addressChoice === NEW_ADDRESS && <AddressFields errors={addressErrors.errors} user={user} values={posted?.address} />}
            </>
          ) : (
            <RadioGroup
              label="Pick up at"
              name="store"
              variant="card"
              value={store}
              onValueChange={(value) => reprice({ fulfilment: 'pickup', store: value })}
              errors={fieldErrors}
              options={stores.map((option) => ({ value: option.slug, label: option.name, description: `${option.address}, ${option.city}` }))}
            />
          )}
        </section>
        <section className="sf-account__card" aria-labelledby="checkout-payment">
          <h2 id="checkout-payment" className="sf-account__card-title">
            Payment
          </h2>
          <RadioGroup
            label="Pay with"
            name="payment_method"
            variant="card"
            value={method}
            onValueChange={(value) => setMethod(value as PaymentMethod)}
            errors={fieldErrors}
            options={METHODS.map(({ value, description }) => ({ value, label: PAYMENT_METHOD_LABELS[value], description }))}
          />
          <GiftCardField choice={{ fulfilment, ...(store ? { store } : {}), coins }} errors={fieldErrors} />
          <CoinsField
            coins={summary.carat_coins}
            errors={fieldErrors}
            onPreview={(next) => reprice({ fulfilment, store, coins: next })}
          />
        </section>
      </div>
      <CheckoutSummaryPanel summary={shown}>
        <Button type="submit" worksWithoutScript variant="primary" size="lg" fullWidth loading={busy} disabled={!shown.can_place_order}>
          {method === 'cash' || shown.total === 0 ? 'Place order' : 'Place order and pay'}
        </Button>
        <CheckoutReassurance fulfilment={fulfilment} />
      </CheckoutSummaryPanel>
    </form>
  );
}

export default CheckoutForm;
