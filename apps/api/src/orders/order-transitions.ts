import { hasControlCharacters } from '@aurelia/contracts';
import {
  formatInrMinor,
  mayActOnStore,
  ORDER_TRANSITIONS,
  settlesCashPayment,
  transitionRefusal,
  transitionTo,
  type OrderFulfilment,
  type OrderLifeStatus,
  type StaffActor,
} from '@aurelia/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { readCoinSettingsIn } from '../carat-coins/coin-settings';
import { earnCoinsForPaidOrder } from '../carat-coins/order-coins';
import type { Database } from '../db/database';
import type { Queries } from '../db/queries';
import { orderEvents, orders, users } from '../db/schema/index';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { recordAudit } from '../kiosk/audit';
import type { Mailer } from '../mail/mailer';
import type { MailContext } from '../mail/templates';
import { mailsStep, orderStepMessage } from '../order-admin/order-life-mails';
import { amountDueMinor, type OrderRow } from './order-presenter';

/** What a transition needs of the app: the database, the mailer and its context, a log for a mail that fails. */
export interface OrderLifeDeps {
  db: Database;
  mailer: Mailer;
  mailContext: MailContext;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** A member of staff acting on an order: their role and stores (libs/domain rights) and who they are. */
export type OrderActor = StaffActor & { userId: number };

/** The parcel as it leaves: a carrier and its tracking number, and where the shopper follows it (https only). */
export interface Shipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string | null | undefined;
}

export interface TransitionRequest {
  orderNumber: string;
  to: OrderLifeStatus;
  actor: OrderActor;
  /** Required to ship; ignored otherwise. */
  shipment?: Shipment | undefined;
  /** Where the step was taken, for the audit log. */
  via: 'back_office' | 'kiosk';
  /**
   * For a step that settles a cash payment (delivered, collected): `false` says the cash was not taken, and the
   * step is refused (422); left out, taking the step says the cash came with it.
   */
  cashTaken?: boolean | undefined;
}

export interface TransitionOutcome {
  before: OrderRow;
  order: OrderRow;
  /** Whether the step marked a cash payment paid. */
  settledCash: boolean;
}

/** A 403 of a step whose right the actor's role lacks (their store is in reach). */
export const NO_RIGHT_MESSAGE = 'Your role does not allow this.';

export const SHIPMENT_FIELD_MAX = 100;
export const TRACKING_URL_MAX = 500;

/** The 422 of a shipment that cannot be told to the shopper: carrier and number required, an https link or none. */
export function shipmentProblems(shipment: Shipment | undefined): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  const carrier = shipment?.carrier?.trim() ?? '';
  const number = shipment?.trackingNumber?.trim() ?? '';
  const url = shipment?.trackingUrl?.trim() ?? '';
  if (carrier === '') errors['carrier'] = ['Enter the carrier.'];
  else if (carrier.length > SHIPMENT_FIELD_MAX || hasControlCharacters(carrier)) errors['carrier'] = [`Enter the carrier's name, up to ${SHIPMENT_FIELD_MAX} characters.`];
  if (number === '') errors['tracking_number'] = ['Enter the tracking number.'];
  else if (number.length > SHIPMENT_FIELD_MAX || hasControlCharacters(number)) errors['tracking_number'] = [`Enter the tracking number, up to ${SHIPMENT_FIELD_MAX} characters.`];
  if (url !== '' && !isHttpsUrl(url)) errors['tracking_url'] = ['Enter the tracking page as a full https:// link, or leave it empty.'];
  return Object.keys(errors).length > 0 ? errors : null;
}

function isHttpsUrl(text: string): boolean {
  if (text.length > TRACKING_URL_MAX || hasControlCharacters(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The order, locked for the rest of the transaction, when the actor may see it; 404 otherwise (missing or out of reach). */
export async function lockOrderInReach(tx: Queries, orderNumber: string, actor: StaffActor): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
  if (!row || !mayActOnStore(actor, 'orders.view', row.pickupStoreId)) throw new NotFoundError('Order', orderNumber);
  return row;
}

/** The right a step to `to` needs on this order's path; null when no path leads there. */
export function rightToReach(fulfilment: OrderFulfilment, to: OrderLifeStatus) {
  return ORDER_TRANSITIONS.find((step) => step.to === to && step.fulfilment === fulfilment)?.right ?? null;
}

/** One line of the order's timeline, as the shopper reads it. */
function noteOf(row: OrderRow, to: OrderLifeStatus, shipment: Shipment | undefined, cashMinor: number): string {
  const cash = cashMinor > 0 ? ` ${formatInrMinor(cashMinor)} paid in cash.` : '';
  switch (to) {
    case 'packed':
      return 'Packed and ready to leave.';
    case 'shipped':
      return `Shipped with ${shipment?.carrier.trim() ?? ''}, tracking number ${shipment?.trackingNumber.trim() ?? ''}.`;
    case 'delivered':
      return `Delivered.${cash}`;
    case 'ready_for_pickup':
      return `Ready for pick-up at ${row.pickupStore?.name ?? 'the store'}.`;
    case 'collected':
      return `Collected at ${row.pickupStore?.name ?? 'the store'}.${cash}`;
    default:
      return `Marked ${to}.`;
  }
}

/** The audit record of a change to an order (subject `order:<number>`, its pick-up store). */
export async function recordOrderAudit(
  tx: Queries,
  entry: { actorUserId: number; order: OrderRow; action: string; reason?: string | null; before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  await recordAudit(tx, {
    actorUserId: entry.actorUserId,
    storeId: entry.order.pickupStoreId,
    action: entry.action,
    subject: `order:${entry.order.orderNumber}`,
    reason: entry.reason ?? null,
    before: entry.before,
    after: entry.after,
  });
}

/** Marks a cash order paid in the transaction and credits the coins a paid order earns. */
export async function settleCash(tx: Queries, order: OrderRow, now: Date): Promise<void> {
  await tx.update(orders).set({ paymentStatus: 'paid', updatedAt: now }).where(eq(orders.id, order.id));
  await earnCoinsForPaidOrder(tx, order.id, (await readCoinSettingsIn(tx)).earn, now);
}

/**
 * Moves an order one step along its life (libs/domain `ORDER_TRANSITIONS`) for a member of staff, in one
 * transaction with the order row locked: 404 for an order missing or out of the actor's reach, 403 without the
 * step's right on its store, 409 (`transitionRefusal`) when the order cannot take the step now, 422 for a
 * shipment without carrier or tracking number or with a link that is not https. Writes the status, `arrived_at`,
 * the shipment, a cash payment settled, the timeline event and the audit record; the shopper's mail goes after
 * the commit (a failed mail never undoes the step).
 */
export async function applyTransition(deps: OrderLifeDeps, request: TransitionRequest): Promise<TransitionOutcome> {
  const { actor, to } = request;
  if (to === 'shipped') {
    const problems = shipmentProblems(request.shipment);
    if (problems) throw new ValidationError(problems);
  }
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx) => {
    const before = await lockOrderInReach(tx, request.orderNumber, actor);
    const fulfilment = before.fulfilment as OrderFulfilment;
    const current = { status: before.status as OrderLifeStatus, fulfilment };
    const right = rightToReach(fulfilment, to);
    if (right && !mayActOnStore(actor, right, before.pickupStoreId)) throw new ForbiddenError(NO_RIGHT_MESSAGE);
    if (!right || !transitionTo(current, to)) throw new ConflictError(transitionRefusal(current, to));
    const settledCash = settlesCashPayment(before, to);
    const cashMinor = settledCash ? amountDueMinor(before) : 0;
    if (settledCash && request.cashTaken === false) {
      throw new ValidationError({ cash_taken: [`Take ${formatInrMinor(cashMinor)} in cash before handing the order over.`] });
    }
    const shipment = to === 'shipped' ? request.shipment : undefined;
    const trackingUrl = shipment?.trackingUrl?.trim() || null;
    await tx
      .update(orders)
      .set({
        status: to,
        ...(shipment ? { carrier: shipment.carrier.trim(), trackingNumber: shipment.trackingNumber.trim(), trackingUrl } : {}),
        ...(to === 'delivered' || to === 'collected' ? { arrivedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, before.id));
    if (settledCash) await settleCash(tx, before, now);
    await tx.insert(orderEvents).values({ orderId: before.id, status: to, kind: 'status', note: noteOf(before, to, shipment, cashMinor), actorUserId: actor.userId });
    const [order] = await tx.select().from(orders).where(eq(orders.id, before.id));
    if (!order) throw new NotFoundError('Order', request.orderNumber);
    await recordOrderAudit(tx, {
      actorUserId: actor.userId,
      order,
      action: `order.${to}`,
      before: { status: before.status, payment_status: before.paymentStatus },
      after: {
        status: order.status,
        payment_status: order.paymentStatus,
        via: request.via,
        ...(shipment ? { carrier: order.carrier, tracking_number: order.trackingNumber, tracking_url: order.trackingUrl } : {}),
        ...(settledCash ? { cash_taken: cashMinor } : {}),
      },
    });
    return { before, order, settledCash };
  });
  await sendStepMail(deps, outcome).catch((error: unknown) => deps.log.error({ err: error }, `the ${to} mail of an order failed`));
  return outcome;
}

/** The shopper's mail of the step the order just took, if they hear of it. */
async function sendStepMail(deps: OrderLifeDeps, { order, settledCash }: TransitionOutcome): Promise<void> {
  const step = order.status;
  if (!mailsStep(step)) return;
  const [shopper] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, order.userId));
  if (!shopper) return;
  // Cash still due (to keep ready, or to pay at the counter), or the cash this step took.
  const cashMinor = order.paymentStatus === 'due' || settledCash ? amountDueMinor(order) : 0;
  await deps.mailer.send(
    orderStepMessage(deps.mailContext, shopper.email, shopper.name, {
      orderNumber: order.orderNumber,
      step,
      shipment: order.carrier && order.trackingNumber ? { carrier: order.carrier, trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl } : undefined,
      store: order.pickupStore,
      cashMinor,
    }),
  );
}
