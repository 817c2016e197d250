import type { Order } from '@aurelia/contracts';
import { formatInr, REASON_MAX_LENGTH, reasonProblem } from '@aurelia/domain';
import { Alert, Button, Dialog, DialogClose, NativeSelect, Textarea } from '@aurelia/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useFormAction, type FormActionState } from '../../shared/use-form-action';
import { moneyBackOnCancel } from './money-back';
import { cancelOrder, requestReturn } from './order-care-thunks';
import type { OrderView } from './order-details';

/** The reason a request needs, and the dialog's buttons: one to close it, the form's own submit. */
function ReasonAndSubmit({
  label,
  reason,
  onReason,
  problem,
  state,
  keep,
  submit,
}: {
  label: string;
  reason: string;
  onReason: (reason: string) => void;
  problem: string | null;
  state: FormActionState;
  keep: string;
  submit: ReactNode;
}) {
  return (
    <>
      <Textarea
        label={label}
        name="reason"
        required
        maxLength={REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => onReason(event.target.value)}
        error={problem ?? undefined}
        errors={state.errors}
      />
      <div className="sf-care__actions">
        <DialogClose asChild>
          <Button type="button" variant="ghost">
            {keep}
          </Button>
        </DialogClose>
        {submit}
      </div>
    </>
  );
}

/** Whether a dialog is open, and how it asks to close: its button is the page's own (order-care.tsx). */
export interface CareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Cancel order": a dialog asks why and says where the money goes and when. On success the page reads the order
 * again (its timeline then shows the cancellation and any refund).
 */
export function CancelOrderDialog({ order, open, onOpenChange: setOpen }: { order: OrderView } & CareDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [state, run] = useFormAction(cancelOrder);
  const { revalidate } = useRevalidator();
  const moneyBack = moneyBackOnCancel(order);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refused = reasonProblem(reason);
    setProblem(refused);
    if (refused) return;
    const outcome = await run({ orderNumber: order.order_number, reason: reason.trim() });
    if (outcome.ok) {
      setOpen(false);
      await revalidate();
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Cancel order ${order.order_number}?`}
      description="The pieces go back to our stock and the order cannot be restarted; you can place a new one any time."
    >
      <form className="sf-care" onSubmit={(event) => void submit(event)} noValidate aria-label="Cancel this order">
        <section aria-labelledby="cancel-money">
          <h3 id="cancel-money" className="sf-care__title">
            Your money
          </h3>
          {moneyBack.length > 0 ? (
            <ul className="sf-care__money">
              {moneyBack.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>Nothing was paid on this order, so nothing is due back.</p>
          )}
          <p>We mail you when the order is cancelled, and again when each refund goes through.</p>
        </section>
        {state.error ? (
          <Alert tone="danger" title="The order was not cancelled">
            {state.error}
          </Alert>
        ) : null}
        <ReasonAndSubmit
          label="Why are you cancelling?"
          reason={reason}
          onReason={setReason}
          problem={problem}
          state={state}
          keep="Keep the order"
          submit={
            <Button type="submit" variant="danger" loading={state.status === 'pending'}>
              Cancel order
            </Button>
          }
        />
      </form>
    </Dialog>
  );
}

/** Units of each line the shopper may still ask to return: bought, less those in returns not declined. */
export function returnableUnits(order: Pick<Order, 'lines' | 'returns'>): Map<number, number> {
  const asked = new Map<number, number>();
  for (const request of order.returns) {
    if (request.status === 'declined') continue;
    for (const item of request.items) asked.set(item.line_id, (asked.get(item.line_id) ?? 0) + item.quantity);
  }
  return new Map(order.lines.map((line) => [line.id, Math.max(0, line.quantity - (asked.get(line.id) ?? 0))]));
}

/**
 * "Return items": how many units of each line, and why. The refund follows once the pieces are received, for what
 * arrived (the page shows the request's state).
 */
export function ReturnItemsDialog({ order, windowEnds, open, onOpenChange: setOpen }: { order: OrderView; windowEnds: string | null } & CareDialogProps) {
  const [reason, setReason] = useState('');
  const [units, setUnits] = useState<Record<number, number>>({});
  const [problems, setProblems] = useState<{ reason?: string; items?: string }>({});
  const [state, run] = useFormAction(requestReturn);
  const { revalidate } = useRevalidator();
  const returnable = returnableUnits(order);
  const lines = order.lines.filter((line) => (returnable.get(line.id) ?? 0) > 0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const items = lines.map((line) => ({ line_id: line.id, quantity: units[line.id] ?? 0 })).filter((item) => item.quantity > 0);
    const found = { reason: reasonProblem(reason) ?? undefined, items: items.length === 0 ? 'Choose at least one piece to return.' : undefined };
    setProblems(found);
    if (found.reason || found.items) return;
    const outcome = await run({ orderNumber: order.order_number, reason: reason.trim(), items });
    if (outcome.ok) {
      setOpen(false);
      setUnits({});
      setReason('');
      await revalidate();
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      title="Return items"
      description={`Choose the pieces to send back${windowEnds ? ` (returns are open until ${windowEnds})` : ''}. We refund what we receive, to the way you paid, once it reaches us.`}
    >
      <form className="sf-care" onSubmit={(event) => void submit(event)} noValidate aria-label="Return items">
        {state.error ? (
          <Alert tone="danger" title="The return was not asked for">
            {state.error}
          </Alert>
        ) : null}
        <fieldset className="sf-care__lines">
          <legend>Pieces to return</legend>
          {problems.items ? (
            <p className="sf-care__problem" role="alert">
              {problems.items}
            </p>
          ) : null}
          {lines.map((line) => {
            const most = returnable.get(line.id) ?? 0;
            return (
              <NativeSelect
                key={line.id}
                label={line.name}
                description={`${formatInr(line.unit_price)} each · up to ${most}`}
                name={`line-${line.id}`}
                value={String(units[line.id] ?? 0)}
                onValueChange={(value) => setUnits((current) => ({ ...current, [line.id]: Number(value) }))}
                options={Array.from({ length: most + 1 }, (_, count) => ({ value: String(count), label: count === 0 ? 'None' : `${count} of ${most}` }))}
              />
            );
          })}
        </fieldset>
        <ReasonAndSubmit
          label="Why are you returning them?"
          reason={reason}
          onReason={setReason}
          problem={problems.reason ?? null}
          state={state}
          keep="Not now"
          submit={
            <Button type="submit" variant="primary" loading={state.status === 'pending'}>
              Ask to return
            </Button>
          }
        />
      </form>
    </Dialog>
  );
}
