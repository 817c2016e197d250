import type { BackOfficeOrder } from '@aurelia/contracts';
import { newIdempotencyKey } from '@aurelia/api-client';
import { isWholeRupees, reasonProblem, REFUND_WHOLE_RUPEES_MESSAGE, settlesCashPayment, toMinorUnits } from '@aurelia/domain';
import { TextField, Textarea } from '@aurelia/ui';
import { useState } from 'react';
import { rupees } from '../../app/format';
import { useServices } from '../../app/services';
import { ActionDialog } from './action-dialog';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** Problems of a refund's amount against the most that may go back now; none when it may be sent. */
export function refundAmountProblem(entered: string, refundable: number): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(entered.trim())) return 'Enter the amount in rupees, with at most 2 decimals.';
  const paise = toMinorUnits(Number(entered));
  if (paise <= 0) return 'Enter an amount above ₹0.';
  if (paise > toMinorUnits(refundable)) return `At most ${rupees(refundable)} can be refunded now.`;
  // Refunds are whole rupees, as prices are; only the last of an older order's paise may go back as it is.
  if (!isWholeRupees(paise) && paise !== toMinorUnits(refundable)) return REFUND_WHOLE_RUPEES_MESSAGE;
  return null;
}

/** A shipment's problems: carrier and tracking number both, and a tracking link on https when given. */
export function shipmentProblems(form: FormData): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!text(form, 'carrier')) problems['carrier'] = 'Enter the carrier.';
  if (!text(form, 'tracking_number')) problems['tracking_number'] = 'Enter the tracking number.';
  const url = text(form, 'tracking_url');
  if (url && !/^https:\/\/\S+$/.test(url)) problems['tracking_url'] = 'Enter the tracking link, starting with https://.';
  return problems;
}

function ReasonField({ problems, label = 'Reason' }: { problems: Record<string, string>; label?: string }) {
  return <Textarea name="reason" label={label} description="Kept in the order's audit log." rows={3} required error={problems['reason']} />;
}

/**
 * The actions the API says the signed-in person may take on this order now (its `actions`), each a button
 * with its dialog. Nothing is offered that the order's state or the role does not allow.
 */
export function OrderActions({ order, onChanged }: { order: BackOfficeOrder; onChanged: () => void }) {
  const { call } = useServices();
  const params = { orderNumber: order.order_number };
  const { actions } = order;
  const none = actions.transitions.length === 0 && !actions.cancel && !actions.refund && !actions.record_cash;
  const withReason = (form: FormData, send: (reason: string) => Promise<unknown>) => {
    const problem = reasonProblem(text(form, 'reason'));
    return problem ? { reason: problem } : send(text(form, 'reason')).then(() => undefined);
  };

  return (
    <section aria-labelledby="actions-title" className="bo-panel">
      <h2 id="actions-title" className="bo-subtitle">
        Actions
      </h2>
      {none && <p className="bo-muted">Nothing to do on this order now.</p>}
      <div className="bo-action-row">
        {actions.transitions.map((step) =>
          step.needs_shipment ? (
            <ActionDialog
              key={step.to}
              label={step.label}
              title={`${step.label}: ${order.order_number}`}
              description="The shopper is mailed the carrier and the tracking link."
              submitLabel="Mark shipped"
              onDone={onChanged}
              onSubmit={(form) => {
                const problems = shipmentProblems(form);
                if (Object.keys(problems).length > 0) return problems;
                const url = text(form, 'tracking_url');
                return call('transitionOrder', {
                  params,
                  body: { to: step.to, carrier: text(form, 'carrier'), tracking_number: text(form, 'tracking_number'), tracking_url: url || null },
                }).then(() => undefined);
              }}
            >
              {(problems) => (
                <>
                  <TextField name="carrier" label="Carrier" required autoComplete="off" error={problems['carrier']} />
                  <TextField name="tracking_number" label="Tracking number" required autoComplete="off" error={problems['tracking_number']} />
                  <TextField name="tracking_url" type="url" label="Tracking link" description="Optional; starts with https://" error={problems['tracking_url']} />
                </>
              )}
            </ActionDialog>
          ) : (
            <ActionDialog
              key={step.to}
              label={step.label}
              title={`${step.label}: ${order.order_number}`}
              {...(settlesCashPayment({ paymentMethod: order.payment_method, paymentStatus: order.payment_status }, step.to)
                ? { description: `Take ${rupees(order.amount_due)} in cash first; the order is then paid.` }
                : {})}
              submitLabel={step.label}
              onDone={onChanged}
              onSubmit={() => call('transitionOrder', { params, body: { to: step.to } }).then(() => undefined)}
            />
          ),
        )}
        {actions.record_cash && (
          <ActionDialog
            label="Record cash"
            title={`Record cash: ${order.order_number}`}
            description={`${rupees(actions.record_cash.amount)} taken in cash; the order is then paid.`}
            submitLabel="Cash taken"
            onDone={onChanged}
            onSubmit={() => call('recordOrderCash', { params }).then(() => undefined)}
          />
        )}
        {actions.refund && (
          <RefundDialog orderNumber={order.order_number} refundable={actions.refund.refundable} onDone={onChanged} />
        )}
        {actions.cancel && (
          <ActionDialog
            label="Cancel order"
            tone="danger"
            title={`Cancel ${order.order_number}`}
            description="Stock goes back, coins are returned and what was paid is refunded to where it came from."
            submitLabel="Cancel the order"
            onDone={onChanged}
            onSubmit={(form) => withReason(form, (reason) => call('cancelOrderAsStaff', { params, body: { reason } }))}
          >
            {(problems) => <ReasonField problems={problems} label="Why is it cancelled?" />}
          </ActionDialog>
        )}
      </div>
    </section>
  );
}

/** A refund of part or all of what may go back now; `returnId` when it pays for a received return. */
export function RefundDialog({
  orderNumber,
  refundable,
  returnId,
  label = 'Refund',
  onDone,
}: {
  orderNumber: string;
  refundable: number;
  returnId?: number;
  label?: string;
  onDone: () => void;
}) {
  const { call } = useServices();
  // One key per refund the person means: a resend after a lost answer cannot pay twice.
  const [key, setKey] = useState(newIdempotencyKey);
  return (
    <ActionDialog
      label={label}
      title={`Refund: ${orderNumber}`}
      description={`At most ${rupees(refundable)} can be refunded now. It goes back the way it was paid: card or account first, then gift card, then coins.`}
      submitLabel="Refund"
      onDone={() => {
        setKey(newIdempotencyKey());
        onDone();
      }}
      onSubmit={(form) => {
        const amount = text(form, 'amount');
        const problems: Record<string, string> = {};
        const amountProblem = refundAmountProblem(amount, refundable);
        const reason = reasonProblem(text(form, 'reason'));
        if (amountProblem) problems['amount'] = amountProblem;
        if (reason) problems['reason'] = reason;
        if (Object.keys(problems).length > 0) return problems;
        return call('issueOrderRefund', {
          params: { orderNumber },
          body: { amount: Number(amount), reason: text(form, 'reason'), ...(returnId === undefined ? {} : { return_id: returnId }) },
          headers: { 'Idempotency-Key': key },
        }).then(() => undefined);
      }}
    >
      {(problems) => (
        <>
          <TextField
            name="amount"
            label="Amount in rupees"
            description={`Up to ${rupees(refundable)}`}
            inputMode="decimal"
            defaultValue={String(refundable)}
            required
            error={problems['amount']}
          />
          <ReasonField problems={problems} />
        </>
      )}
    </ActionDialog>
  );
}
