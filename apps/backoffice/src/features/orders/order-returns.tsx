import type { BackOfficeOrder, OrderReturn } from '@aurelia/contracts';
import { reasonProblem } from '@aurelia/domain';
import { StatusChip, Textarea, TextField } from '@aurelia/ui';
import { when } from '../../app/format';
import { may } from '../../app/access';
import { useAppSelector } from '../../app/hooks';
import { useServices } from '../../app/services';
import { ActionDialog } from './action-dialog';
import { RefundDialog } from './order-actions';
import { RETURN_STATUS_LABELS } from './order-labels';

const count = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? '').trim();
  return /^\d+$/.test(value) ? Number(value) : NaN;
};

/** Each line's received and restocked units as typed, and what is wrong with them (never more than asked or received). */
export function receivedItems(items: OrderReturn['items'], form: FormData) {
  const problems: Record<string, string> = {};
  const chosen = items.map((item) => {
    const received = count(form, `received-${item.line_id}`);
    const restock = count(form, `restock-${item.line_id}`);
    if (!Number.isInteger(received) || received > item.quantity) problems[`received-${item.line_id}`] = `Enter 0 to ${item.quantity}.`;
    else if (!Number.isInteger(restock) || restock > received) problems[`restock-${item.line_id}`] = `Enter 0 to ${received}: only pieces that arrived go back to stock.`;
    return { line_id: item.line_id, received, restock };
  });
  if (Object.keys(problems).length === 0 && chosen.every((item) => item.received === 0)) problems['form'] = 'Say what arrived: at least one piece.';
  return { chosen, problems };
}

/** The order's returns: what was asked back and why, what arrived and went back to stock, and staff's decisions. */
export function OrderReturns({ order, onChanged }: { order: BackOfficeOrder; onChanged: () => void }) {
  const { call } = useServices();
  const staff = useAppSelector((state) => state.session.signedIn?.staff);
  if (order.returns.length === 0) return null;
  const params = (entry: OrderReturn) => ({ orderNumber: order.order_number, returnId: entry.id });

  return (
    <section aria-labelledby="returns-title" className="bo-panel">
      <h2 id="returns-title" className="bo-subtitle">
        Returns
      </h2>
      {order.returns.map((entry) => (
        <article key={entry.id} className="bo-stack" aria-label={`Return ${entry.id}`}>
          <p>
            <StatusChip size="sm" tone={entry.status === 'declined' ? 'danger' : entry.status === 'requested' ? 'warning' : 'success'}>
              {RETURN_STATUS_LABELS[entry.status]}
            </StatusChip>{' '}
            asked <time dateTime={entry.created_at}>{when(entry.created_at)}</time>: “{entry.reason}”
          </p>
          <table className="bo-table">
            <caption className="au-sr-only">Pieces of return {entry.id}</caption>
            <thead>
              <tr>
                <th scope="col">Piece</th>
                <th scope="col" className="bo-num">
                  Asked
                </th>
                <th scope="col" className="bo-num">
                  Arrived
                </th>
                <th scope="col" className="bo-num">
                  Back in stock
                </th>
              </tr>
            </thead>
            <tbody>
              {entry.items.map((item) => (
                <tr key={item.line_id}>
                  <th scope="row">{item.name}</th>
                  <td className="bo-num">{item.quantity}</td>
                  <td className="bo-num">{item.received}</td>
                  <td className="bo-num">{item.restocked}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {entry.note && <p className="bo-muted">Note: {entry.note}</p>}
          {entry.status === 'requested' && (
            <div className="bo-action-row">
              {may(staff, 'returns.receive') && (
                <ActionDialog
                  label="Receive return"
                  title={`Receive return ${entry.id}`}
                  description="For each piece: how many arrived, and how many of those go back to stock. The rest are kept aside as damaged."
                  submitLabel="Record what arrived"
                  onDone={onChanged}
                  onSubmit={(form) => {
                    const { chosen, problems } = receivedItems(entry.items, form);
                    if (Object.keys(problems).length > 0) return problems;
                    const note = String(form.get('note') ?? '').trim();
                    return call('receiveOrderReturn', { params: params(entry), body: { items: chosen, ...(note ? { note } : {}) } }).then(() => undefined);
                  }}
                >
                  {(problems) => (
                    <>
                      {entry.items.map((item) => (
                        <fieldset key={item.line_id} className="bo-fieldset">
                          <legend>
                            {item.name} ({item.quantity} asked)
                          </legend>
                          <div className="bo-pair">
                            <TextField
                              name={`received-${item.line_id}`}
                              label="Arrived"
                              inputMode="numeric"
                              defaultValue={String(item.quantity)}
                              error={problems[`received-${item.line_id}`]}
                            />
                            <TextField
                              name={`restock-${item.line_id}`}
                              label="Back to stock"
                              description="Damaged ones stay out"
                              inputMode="numeric"
                              defaultValue={String(item.quantity)}
                              error={problems[`restock-${item.line_id}`]}
                            />
                          </div>
                        </fieldset>
                      ))}
                      {problems['form'] && <p className="bo-error">{problems['form']}</p>}
                      <Textarea name="note" label="Note" description="Optional: the pieces' state" rows={2} />
                    </>
                  )}
                </ActionDialog>
              )}
              {may(staff, 'returns.decide') && (
                <ActionDialog
                  label="Decline return"
                  tone="danger"
                  title={`Decline return ${entry.id}`}
                  description="The shopper is told why."
                  submitLabel="Decline"
                  onDone={onChanged}
                  onSubmit={(form) => {
                    const reason = String(form.get('reason') ?? '').trim();
                    const problem = reasonProblem(reason);
                    return problem ? { reason: problem } : call('declineOrderReturn', { params: params(entry), body: { reason } }).then(() => undefined);
                  }}
                >
                  {(problems) => <Textarea name="reason" label="Why is it declined?" rows={3} required error={problems['reason']} />}
                </ActionDialog>
              )}
            </div>
          )}
          {entry.status === 'received' && order.actions.refund && (
            <div className="bo-action-row">
              <RefundDialog
                orderNumber={order.order_number}
                refundable={order.actions.refund.refundable}
                returnId={entry.id}
                label="Refund this return"
                onDone={onChanged}
              />
            </div>
          )}
        </article>
      ))}
    </section>
  );
}
