import type { KioskPickup } from '@aurelia/contracts';
import { formatInr, indiaDateTimeFormat } from '@aurelia/domain';
import { Alert, Badge, Button, Dialog, DialogClose, EmptyState, Spinner, TextField } from '@aurelia/ui';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { useFocusOnArrival } from '../../app/focus';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Refusal } from '../../app/refusal';
import { isUnconfirmed } from '../gift-cards';
import { cashTakenText, pickupCleared, requestOf } from './pickups-slice';
import { discardPickupAction, loadPickups, NO_CONNECTION_PICKUP, resendPickupAction, runPickupAction } from './pickups-thunks';

/** How often the list refreshes by itself, so an order made ready at the back shows at the counter. */
export const PICKUPS_POLL_MS = 15_000;
const SEARCH_PAUSE_MS = 300;
const placed = indiaDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

const pieceCount = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;

/** Hands a ready order over; with cash due, a dialog asks for the cash first. */
function HandOver({ pickup, busy }: { pickup: KioskPickup; busy: boolean }) {
  const dispatch = useAppDispatch();
  const collect = (cashTaken: boolean) => void dispatch(runPickupAction({ orderNumber: pickup.order_number, action: 'collect', cashTaken, cash: cashTaken ? pickup.cash_due : 0 }));
  if (pickup.cash_due === 0) {
    return (
      <Button size="xl" disabled={busy} onClick={() => collect(false)}>
        Hand over
      </Button>
    );
  }
  return (
    <Dialog
      title={`Take ${formatInr(pickup.cash_due)} in cash`}
      description={`Order ${pickup.order_number} for ${pickup.customer.name} is paid in cash at the counter. Take the cash, then hand the pieces over.`}
      trigger={
        <Button size="xl" disabled={busy}>
          Take cash and hand over
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" size="xl">
              Not yet
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button size="xl" onClick={() => collect(true)}>
              {`${formatInr(pickup.cash_due)} taken, hand over`}
            </Button>
          </DialogClose>
        </>
      }
    />
  );
}

/** One order: who collects it, what, the cash to take, and its one main step. */
function PickupRow({ pickup, busy }: { pickup: KioskPickup; busy: boolean }) {
  const dispatch = useAppDispatch();
  const ready = pickup.status === 'ready_for_pickup';
  return (
    <li className="kiosk-card">
      <div className="kiosk-card__top">
        <h3 id={`pickup-${pickup.order_number}`} className="kiosk-card__name">
          {pickup.order_number} · {pickup.customer.name}
        </h3>
        <Badge tone={ready ? 'success' : 'info'}>{ready ? 'Ready for pick-up' : 'To make ready'}</Badge>
      </div>
      <p className="kiosk-card__meta">
        {pickup.customer.phone} · {pieceCount(pickup.item_count)} · placed {placed.format(new Date(pickup.created_at))}
      </p>
      <p className="kiosk-card__meta">{pickup.pieces.map((piece) => `${piece.quantity} × ${piece.name}`).join(', ')}</p>
      <p className="kiosk-card__history">{pickup.cash_due > 0 ? <strong>Cash to take: {formatInr(pickup.cash_due)}</strong> : 'Paid: no cash to take'}</p>
      <div className="kiosk-card__actions">
        {ready ? (
          <HandOver pickup={pickup} busy={busy} />
        ) : (
          <Button size="xl" disabled={busy} onClick={() => void dispatch(runPickupAction({ orderNumber: pickup.order_number, action: 'ready', cashTaken: false }))}>
            Mark ready
          </Button>
        )}
      </div>
    </li>
  );
}

/** A step the shop has not confirmed: Try again sends it with the same key (never twice), or staff discard it. */
function UnconfirmedPickup() {
  const dispatch = useAppDispatch();
  const { attempt, status } = useAppSelector((state) => state.pickups.call);
  if (!attempt) return null;
  const request = requestOf(attempt);
  const what = request.action === 'ready' ? `Order ${request.orderNumber} marked ready` : `Order ${request.orderNumber} handed over${cashTakenText(request)}`;
  return (
    <section className="kiosk-panel" aria-labelledby="unconfirmed-pickup" data-testid="unconfirmed-pickup">
      <h2 id="unconfirmed-pickup" className="kiosk-subtitle">
        Pick-up not confirmed
      </h2>
      <Alert tone="warning" title="Not confirmed">
        <p>{`${what}, by ${attempt.staffName}.`}</p>
        <p>{NO_CONNECTION_PICKUP}</p>
      </Alert>
      <div className="kiosk-card__actions">
        <Button size="xl" loading={status === 'resending'} onClick={() => void dispatch(resendPickupAction())}>
          Try again
        </Button>
        <ConfirmDialog
          title="Discard this step?"
          description="Only if you are sure the shop never got it (the order still shows its old state once the network is back)."
          label="Discard"
          confirm="Discard step"
          disabled={status === 'resending'}
          onConfirm={() => void dispatch(discardPickupAction())}
        />
      </div>
    </section>
  );
}

/** The store's pick-up orders: those to make ready and those waiting for their shopper; search, one step per row. */
export function PickupsScreen() {
  const dispatch = useAppDispatch();
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const { items, status, query, call } = useAppSelector((state) => state.pickups);
  const [text, setText] = useState(query);
  const unconfirmed = isUnconfirmed(call);
  const busy = call.status === 'sending' || unconfirmed;

  useEffect(() => {
    void dispatch(loadPickups());
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void dispatch(loadPickups());
    }, PICKUPS_POLL_MS);
    return () => clearInterval(timer);
  }, [dispatch]);

  useEffect(() => {
    if (text.trim() === query) return undefined;
    const timer = setTimeout(() => void dispatch(loadPickups(text)), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, text, query]);

  const ready = items.filter((item) => item.status === 'ready_for_pickup');
  const toPrepare = items.filter((item) => item.status === 'confirmed');

  return (
    <>
      <h1 className="kiosk-title" tabIndex={-1} ref={heading}>
        Pick-ups
      </h1>
      <div className="kiosk-toolbar">
        <TextField
          className="kiosk-search"
          size="xl"
          type="search"
          label="Search by order number, name or phone"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <p role="status" className="kiosk-lead">
        {call.notice ?? ''}
      </p>
      {unconfirmed ? <UnconfirmedPickup /> : null}
      {call.status === 'refused' && call.message ? (
        <div>
          <Refusal key={call.message} title="Not done">
            {call.message}
          </Refusal>
          <Button variant="ghost" size="xl" onClick={() => dispatch(pickupCleared())}>
            Dismiss
          </Button>
        </div>
      ) : null}
      {status === 'loading' ? <Spinner label="Loading pick-ups" /> : null}
      {status === 'failed' ? (
        <Alert tone="warning" actions={<Button onClick={() => void dispatch(loadPickups())}>Try again</Button>}>
          The pick-ups could not be loaded.
        </Alert>
      ) : null}
      {status === 'ready' && items.length === 0 ? (
        <EmptyState
          title={query ? 'No pick-up matches' : 'No orders to pick up'}
          description={query ? 'Check the order number, or search by name or phone.' : 'Orders placed online for pick-up here appear once they are confirmed.'}
        />
      ) : null}
      {[
        { id: 'pickups-ready', title: 'Ready for pick-up', list: ready },
        { id: 'pickups-prepare', title: 'To make ready', list: toPrepare },
      ].map((group) =>
        group.list.length === 0 ? null : (
          <section key={group.id} className="kiosk-slot" aria-labelledby={group.id}>
            <h2 id={group.id} className="kiosk-slot__heading">
              <span>{group.title}</span>
              <span className="kiosk-lead">{group.list.length}</span>
            </h2>
            <ul className="kiosk-cards">
              {group.list.map((pickup) => (
                <PickupRow key={pickup.order_number} pickup={pickup} busy={busy} />
              ))}
            </ul>
          </section>
        ),
      )}
    </>
  );
}
