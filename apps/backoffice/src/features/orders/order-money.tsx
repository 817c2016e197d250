import type { BackOfficeOrder } from '@aurelia/contracts';
import { mayAskRefundAgain } from '@aurelia/domain';
import { Button, StatusChip } from '@aurelia/ui';
import { useState } from 'react';
import { may } from '../../app/access';
import { rupees, when } from '../../app/format';
import { useAppSelector } from '../../app/hooks';
import { RefusalAlert, refusalOf, type Refused } from '../../app/refusal';
import { useServices } from '../../app/services';
import { changeOf } from '../../app/audit-change';
import { REFUND_STATUS_LABELS } from './order-labels';

/** Where a refund's money went, in words: "₹1,000 to the card, ₹200 to the gift card". */
function partsOf(to: BackOfficeOrder['refunds'][number]['to']): string {
  const parts = [
    to.provider > 0 ? `${rupees(to.provider)} to the card or account` : null,
    to.gift_card > 0 ? `${rupees(to.gift_card)} to the gift card` : null,
    to.carat_coins > 0 ? `${to.carat_coins} carat coins (${rupees(to.carat_coins_value)})` : null,
  ];
  return parts.filter(Boolean).join(', ') || '–';
}

/** Saves a refund's GST credit note (a PDF the API answers to the session's token, so no plain link can fetch it). */
function CreditNoteButton({ orderNumber, number }: { orderNumber: string; number: string }) {
  const { download } = useServices();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refused | null>(null);
  const save = async () => {
    setBusy(true);
    setRefused(null);
    try {
      const file = await download('getBackOfficeCreditNote', { orderNumber, number });
      const url = URL.createObjectURL(file);
      const link = Object.assign(document.createElement('a'), { href: url, download: `${number}.pdf` });
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setRefused(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="bo-action-row">
      <Button size="sm" variant="secondary" loading={busy} onClick={() => void save()}>
        Credit note {number} (PDF)
      </Button>
      {refused && <RefusalAlert key={refused.message} refused={refused} title="No credit note" />}
    </div>
  );
}

/** The order's refunds: amount, where it went, why, its credit note, and asking again for a failed or overdue one (same refund id). */
export function OrderRefunds({ order, onChanged }: { order: BackOfficeOrder; onChanged: () => void }) {
  const { call, now } = useServices();
  const staff = useAppSelector((state) => state.session.signedIn?.staff);
  const mayAskAgain = (refund: { status: string; created_at: string }) => mayAskRefundAgain({ status: refund.status, createdAt: new Date(refund.created_at) }, new Date(now()));
  const [retrying, setRetrying] = useState<number | null>(null);
  const [refused, setRefused] = useState<{ id: number; refused: Refused } | null>(null);
  if (order.refunds.length === 0) return null;

  const retry = async (refundId: number) => {
    setRetrying(refundId);
    setRefused(null);
    try {
      await call('retryOrderRefund', { params: { orderNumber: order.order_number, refundId } });
      onChanged();
    } catch (error) {
      setRefused({ id: refundId, refused: refusalOf(error) });
    } finally {
      setRetrying(null);
    }
  };

  return (
    <section aria-labelledby="refunds-title" className="bo-panel">
      <h2 id="refunds-title" className="bo-subtitle">
        Refunds
      </h2>
      <ul className="bo-list">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="bo-stack">
            <p>
              <StatusChip size="sm" tone={refund.status === 'succeeded' ? 'success' : refund.status === 'failed' ? 'danger' : 'warning'}>
                {REFUND_STATUS_LABELS[refund.status]}
              </StatusChip>{' '}
              {rupees(refund.amount)} on <time dateTime={refund.created_at}>{when(refund.created_at)}</time>: {partsOf(refund.to)}. Reason: “{refund.reason}”
            </p>
            {refund.credit_note_number && <CreditNoteButton orderNumber={order.order_number} number={refund.credit_note_number} />}
            {refund.status === 'failed' && (
              <p className="bo-error">
                The provider refused it{refund.failure_reason ? `: ${refund.failure_reason}` : ''} ({refund.attempts} {refund.attempts === 1 ? 'attempt' : 'attempts'}).
              </p>
            )}
            {refund.status === 'pending' && mayAskAgain(refund) && <p>The provider has not answered yet; it may be asked again (the same refund, never paid twice).</p>}
            {mayAskAgain(refund) && may(staff, 'orders.refund') && (
              <div className="bo-action-row">
                <Button size="sm" variant="secondary" loading={retrying === refund.id} onClick={() => void retry(refund.id)}>
                  {refund.status === 'failed' ? 'Try the refund again' : 'Ask the provider again'}
                </Button>
              </div>
            )}
            {refused?.id === refund.id && <RefusalAlert key={refused.refused.message} refused={refused.refused} title="Not refunded" />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The order's audit records: who, when, what, before → after and why. */
export function OrderAudit({ order }: { order: BackOfficeOrder }) {
  if (order.audit.length === 0) return null;
  return (
    <section aria-labelledby="audit-title" className="bo-panel">
      <h2 id="audit-title" className="bo-subtitle">
        Audit
      </h2>
      {/* Focusable so a keyboard can scroll it sideways on a narrow screen, as libs/ui's DataTable does. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="bo-scroll" role="region" aria-label={`Audit records of order ${order.order_number}`} tabIndex={0}>
        <table className="bo-table">
          <caption className="au-sr-only">Audit records of order {order.order_number}</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Before → after</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {order.audit.map((entry) => (
              <tr key={entry.id}>
                <th scope="row">
                  <time dateTime={entry.at}>{when(entry.at)}</time>
                </th>
                <td>{entry.actor?.name ?? 'The shop'}</td>
                <td>{entry.action}</td>
                <td>{changeOf(entry) || '–'}</td>
                <td>{entry.reason ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
