import type { ReceiveReturnBody, ReturnRequestBody } from '@aurelia/contracts';
import { returnWindowOpen } from '@aurelia/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Queries } from '../db/queries';
import { orderEvents, orderItems, orderReturnItems, orderReturns, products } from '../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { recordAudit } from '../kiosk/audit';
import type { Mailer } from '../mail/mailer';
import type { MailContext } from '../mail/templates';
import { unitsLeftToReturn } from '../orders/order-presenter';
import { required } from '../required';
import { returnDeclinedMessage, returnReceivedMessage } from './order-care-mails';
import { lockOrder } from './refund-service';
import { requireReason } from './care-reason';
import { orderAndBuyer } from './order-buyer';
import { readReturnWindowDays } from './return-window';

type ReturnRow = typeof orderReturns.$inferSelect;
type ReturnItemRow = typeof orderReturnItems.$inferSelect;

export const NOT_ARRIVED_MESSAGE = 'Pieces can be returned once the order is delivered or collected.';
export const WINDOW_CLOSED_MESSAGE = 'The return window of this order has closed.';
export const RETURN_DECIDED_MESSAGE = 'This return was already received or declined.';

/** A member of staff acting on a return. */
export interface ReturnActor {
  userId: number;
}

/**
 * Returns as a workflow: the shopper asks for units of lines within the return window; staff receive them and
 * decide per unit whether it goes back to stock (not when damaged), or decline the return. Refunds for a return
 * are capped at what its received units are worth (the refund service).
 */
export class OrderReturns {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly mailContext: MailContext,
  ) {}

  /**
   * The shopper's request: 409 before the order arrived or after the window closed; 422 for a line not of the
   * order, a line named twice, or more units than were bought less those already asked for.
   */
  async requestReturn(orderId: number, body: ReturnRequestBody, now = new Date()): Promise<ReturnRow> {
    const reason = requireReason(body.reason);
    const windowDays = await readReturnWindowDays(this.db);
    return this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.status !== 'delivered' && order.status !== 'collected') throw new ConflictError(NOT_ARRIVED_MESSAGE);
      if (!returnWindowOpen(order.arrivedAt, now, windowDays)) throw new ConflictError(WINDOW_CLOSED_MESSAGE);
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
      const left = unitsLeftToReturn(lines, await returnsOf(tx, order.id));
      const problems: Record<string, string[]> = {};
      const seen = new Set<number>();
      body.items.forEach((item, index) => {
        const units = left.get(item.line_id);
        if (units === undefined || seen.has(item.line_id)) problems[`items.${index}.line_id`] = ['Choose a piece of this order, once.'];
        else if (item.quantity > units) problems[`items.${index}.quantity`] = [units === 0 ? 'This piece is already being returned.' : `At most ${units} of this piece can be returned.`];
        seen.add(item.line_id);
      });
      if (Object.keys(problems).length > 0) throw new ValidationError(problems);
      const [created] = await tx.insert(orderReturns).values({ orderId: order.id, reason }).returning();
      const returned = required(created, 'the new return');
      await tx.insert(orderReturnItems).values(body.items.map((item) => ({ returnId: returned.id, orderItemId: item.line_id, quantity: item.quantity })));
      const units = body.items.reduce((total, item) => total + item.quantity, 0);
      await tx.insert(orderEvents).values({ orderId: order.id, status: order.status, kind: 'return', note: `You asked to return ${units} ${units === 1 ? 'piece' : 'pieces'}: ${reason}` });
      return returned;
    });
  }

  /**
   * Staff record what arrived: per line how many units came and how many of those go back to stock; lines not
   * named came back with nothing. 409 unless the return is `requested`; 422 for a line not in the return, more
   * received than asked for or more restocked than received.
   */
  async receiveReturn(orderId: number, returnId: number, body: ReceiveReturnBody, actor: ReturnActor, now = new Date()): Promise<{ row: ReturnRow; items: ReturnItemRow[] }> {
    const received = await this.db.transaction(async (tx) => {
      const { order, returned, items } = await lockReturn(tx, orderId, returnId);
      const problems: Record<string, string[]> = {};
      const seen = new Set<number>();
      body.items.forEach((decision, index) => {
        const item = items.find((candidate) => candidate.orderItemId === decision.line_id);
        if (!item || seen.has(decision.line_id)) problems[`items.${index}.line_id`] = ['Choose a piece of this return, once.'];
        else if (decision.received > item.quantity) problems[`items.${index}.received`] = [`At most ${item.quantity} of this piece were sent back.`];
        else if (decision.restock > decision.received) problems[`items.${index}.restock`] = ['Only pieces received can go back to stock.'];
        seen.add(decision.line_id);
      });
      if (Object.keys(problems).length > 0) throw new ValidationError(problems);
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const restocking = new Map<number, number>();
      for (const item of items) {
        const decision = body.items.find((candidate) => candidate.line_id === item.orderItemId);
        const receivedQuantity = decision?.received ?? 0;
        const restockedQuantity = decision?.restock ?? 0;
        await tx.update(orderReturnItems).set({ receivedQuantity, restockedQuantity }).where(eq(orderReturnItems.id, item.id));
        const productId = required(lines.find((line) => line.id === item.orderItemId), 'the returned line').productId;
        if (restockedQuantity > 0) restocking.set(productId, (restocking.get(productId) ?? 0) + restockedQuantity);
      }
      // Products in id order, as checkout locks them, so a restock never deadlocks with a sale.
      for (const [productId, units] of [...restocking].sort(([a], [b]) => a - b)) {
        await tx.update(products).set({ stock: sql`${products.stock} + ${units}` }).where(eq(products.id, productId));
      }
      const note = body.note?.trim() || null;
      const [updated] = await tx
        .update(orderReturns)
        .set({ status: 'received', receivedAt: now, receivedByUserId: actor.userId, staffNote: note })
        .where(eq(orderReturns.id, returned.id))
        .returning();
      const total = body.items.reduce((sum, decision) => sum + decision.received, 0);
      const restocked = body.items.reduce((sum, decision) => sum + decision.restock, 0);
      await tx.insert(orderEvents).values({
        orderId: order.id,
        status: order.status,
        kind: 'return',
        note: `The shop received ${total} returned ${total === 1 ? 'piece' : 'pieces'}${total > restocked ? `, ${total - restocked} not fit to sell again` : ''}.`,
        actorUserId: actor.userId,
      });
      await recordAudit(tx, {
        actorUserId: actor.userId,
        storeId: order.pickupStoreId,
        action: 'order.return_received',
        subject: `order:${order.orderNumber}`,
        reason: note,
        before: { return_id: returned.id, status: returned.status },
        after: { return_id: returned.id, status: 'received', items: body.items },
      });
      const fresh = await tx.select().from(orderReturnItems).where(eq(orderReturnItems.returnId, returned.id)).orderBy(asc(orderReturnItems.id));
      return { order, row: required(updated, 'the received return'), items: fresh, total, restocked, note };
    });
    await this.mailShopper(received.order.id, (context, to, name, orderNumber) =>
      returnReceivedMessage(context, to, name, orderNumber, received.total, received.restocked, received.note),
    );
    return { row: received.row, items: received.items };
  }

  /** Staff decline a requested return, with a reason (422 without); 409 unless it is `requested`. */
  async declineReturn(orderId: number, returnId: number, reasonGiven: string, actor: ReturnActor): Promise<{ row: ReturnRow; items: ReturnItemRow[] }> {
    const reason = requireReason(reasonGiven);
    const declined = await this.db.transaction(async (tx) => {
      const { order, returned, items } = await lockReturn(tx, orderId, returnId);
      const [updated] = await tx.update(orderReturns).set({ status: 'declined', staffNote: reason }).where(eq(orderReturns.id, returned.id)).returning();
      await tx.insert(orderEvents).values({ orderId: order.id, status: order.status, kind: 'return', note: `Your return was declined: ${reason}`, actorUserId: actor.userId });
      await recordAudit(tx, {
        actorUserId: actor.userId,
        storeId: order.pickupStoreId,
        action: 'order.return_declined',
        subject: `order:${order.orderNumber}`,
        reason,
        before: { return_id: returned.id, status: returned.status },
        after: { return_id: returned.id, status: 'declined' },
      });
      return { order, row: required(updated, 'the declined return'), items };
    });
    await this.mailShopper(declined.order.id, (context, to, name, orderNumber) => returnDeclinedMessage(context, to, name, orderNumber, reason));
    return { row: declined.row, items: declined.items };
  }

  private async mailShopper(orderId: number, message: (context: MailContext, to: string, name: string, orderNumber: string) => ReturnType<typeof returnDeclinedMessage>): Promise<void> {
    const { order, email, name } = await orderAndBuyer(this.db, orderId);
    await this.mailer.send(message(this.mailContext, email, name, order.orderNumber));
  }
}

/** An order's returns with their lines, oldest first. */
export async function returnsOf(tx: Queries, orderId: number): Promise<{ row: ReturnRow; items: ReturnItemRow[] }[]> {
  const rows = await tx.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(asc(orderReturns.id));
  const items = await tx
    .select({ item: orderReturnItems })
    .from(orderReturnItems)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.returnId))
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturnItems.id));
  return rows.map((row) => ({ row, items: items.map(({ item }) => item).filter((item) => item.returnId === row.id) }));
}

/** The order and one of its returns, both locked; 404 for a return of another order, 409 once it was decided. */
async function lockReturn(tx: Queries, orderId: number, returnId: number) {
  const order = await lockOrder(tx, orderId);
  const [returned] = await tx
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.orderId, order.id)))
    .for('update');
  if (!returned) throw new NotFoundError('Order', returnId);
  if (returned.status !== 'requested') throw new ConflictError(RETURN_DECIDED_MESSAGE);
  const items = await tx.select().from(orderReturnItems).where(eq(orderReturnItems.returnId, returned.id)).orderBy(asc(orderReturnItems.id));
  return { order, returned, items };
}
