import type {
  BackOfficeOrder,
  BackOfficeOrderListResponse,
  BulkPackResponse,
  OrderActions,
  OrderStatus,
  ParsedBackOfficeOrderListQuery,
  Fulfilment,
  PaymentMethod,
  PaymentStatus,
} from '@aurelia/contracts';
import {
  formatInrMinor,
  fromMinorUnits,
  hasRight,
  mayActOnStore,
  mayCancel,
  nextTransitions,
  orderStands,
  pageMeta,
  STATUS_LABELS,
  storesInReach,
  type OrderFulfilment,
  type OrderLifeStatus,
  type StaffActor,
} from '@aurelia/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditLog, orderEvents, orderReturnItems, orderReturns, orders, refunds, stores, users } from '../db/schema/index';
import { ConflictError, ForbiddenError, HttpError, NotFoundError } from '../errors';
import { amountDueMinor, toBackOfficeRefund, toOrderReturn, type OrderRow } from '../orders/order-presenter';
import type { OrderRepository } from '../orders/order-repository';
import { orderMoney } from '../refunds/refund-money';
import { applyTransition, lockOrderInReach, NO_RIGHT_MESSAGE, recordOrderAudit, settleCash, type OrderActor, type OrderLifeDeps, type Shipment } from '../orders/order-transitions';

/** `%`, `_` and the escape itself match literally in a search. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The first instant of an India calendar day (UTC+05:30, no daylight saving). */
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const DAY_MS = 24 * 60 * 60 * 1000;

const SORT_COLUMNS = { created_at: orders.createdAt, total: orders.totalMinor, status: orders.status } as const;

/** The back office's orders: the list in the caller's reach, an order with what they may do, its steps and cash. */
export class OrderAdmin {
  constructor(
    private readonly deps: OrderLifeDeps & { db: Database },
    private readonly orderBook: OrderRepository,
  ) {}

  async list(actor: StaffActor, query: ParsedBackOfficeOrderListQuery): Promise<BackOfficeOrderListResponse> {
    if (!hasRight(actor, 'orders.view')) throw new ForbiddenError(NO_RIGHT_MESSAGE);
    const { db } = this.deps;
    const reach = storesInReach(actor, 'orders.view');
    const where: SQL[] = [];
    // A manager sees their stores' pick-up orders; delivery orders (no store) are the admins' alone.
    if (reach !== 'all') where.push(reach.length === 0 ? sql`false` : inArray(orders.pickupStoreId, [...reach]));
    if (query.status?.length) where.push(inArray(orders.status, query.status));
    if (query.store) where.push(sql`${orders.pickupStoreId} = (select ${stores.id} from ${stores} where ${stores.slug} = ${query.store})`);
    if (query.from) where.push(gte(orders.createdAt, indiaDayStart(query.from)));
    if (query.to) where.push(lt(orders.createdAt, new Date(indiaDayStart(query.to).getTime() + DAY_MS)));
    if (query.payment_method) where.push(eq(orders.paymentMethod, query.payment_method));
    if (query.fulfilment) where.push(eq(orders.fulfilment, query.fulfilment));
    if (query.return) {
      where.push(sql`exists (select 1 from ${orderReturns} where ${orderReturns.orderId} = ${orders.id} and ${orderReturns.status} = ${query.return})`);
    }
    if (query.q) {
      const pattern = `%${escapeLike(query.q)}%`;
      const digits = /^[+\d\s()-]+$/.test(query.q) ? query.q.replace(/\D/g, '') : '';
      const search = or(
        ilike(orders.orderNumber, pattern),
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        // A phone typed with spaces or a +91 still finds the number as stored.
        ilike(users.phone, digits.length >= 4 ? `%${digits.slice(-10)}%` : pattern),
      );
      if (search) where.push(search);
    }
    const condition = where.length > 0 ? and(...where) : undefined;
    const order = query.direction === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      db
        .select({ order: orders, customer: { id: users.id, name: users.name, email: users.email, phone: users.phone } })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(condition)
        .orderBy(order(SORT_COLUMNS[query.sort]), order(orders.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db.select({ value: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(condition),
    ]);
    return {
      data: rows.map(({ order: row, customer }) => ({
        order_number: row.orderNumber,
        created_at: row.createdAt.toISOString(),
        customer,
        status: row.status as OrderStatus,
        payment_status: row.paymentStatus as PaymentStatus,
        payment_method: row.paymentMethod as PaymentMethod,
        fulfilment: row.fulfilment as Fulfilment,
        store: row.pickupStore?.name ?? null,
        total: fromMinorUnits(row.totalMinor),
        refunded: fromMinorUnits(row.refundedMinor),
        item_count: row.itemCount,
      })),
      meta: pageMeta(query.page, query.per_page, total?.value ?? 0),
    };
  }

  /** The order in the actor's reach (404 otherwise, as for a missing one), with what they may do now. */
  async find(actor: StaffActor, orderNumber: string): Promise<BackOfficeOrder> {
    const { db } = this.deps;
    const [found] = await db
      .select({ order: orders, customer: { id: users.id, name: users.name, email: users.email, phone: users.phone } })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.orderNumber, orderNumber));
    if (!found || !mayActOnStore(actor, 'orders.view', found.order.pickupStoreId)) throw new NotFoundError('Order', orderNumber);
    const row = found.order;
    const [base, money, refundRows, returnRows, events, audit] = await Promise.all([
      this.orderBook.findById(row.id),
      orderMoney(db, row),
      db.select().from(refunds).where(eq(refunds.orderId, row.id)).orderBy(asc(refunds.id)),
      db.select().from(orderReturns).where(eq(orderReturns.orderId, row.id)).orderBy(asc(orderReturns.id)),
      db
        .select({ event: orderEvents, actorName: users.name })
        .from(orderEvents)
        .leftJoin(users, eq(users.id, orderEvents.actorUserId))
        .where(eq(orderEvents.orderId, row.id))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
      db
        .select({ entry: auditLog, actorName: users.name })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(eq(auditLog.subject, `order:${row.orderNumber}`))
        .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
    ]);
    const returnItems = returnRows.length === 0 ? [] : await db.select().from(orderReturnItems).where(inArray(orderReturnItems.returnId, returnRows.map((r) => r.id))).orderBy(asc(orderReturnItems.id));
    const lines = base.lines.map((line) => ({ id: line.id, name: line.name }));
    return {
      ...base,
      customer: found.customer,
      arrived_at: row.arrivedAt?.toISOString() ?? null,
      returns: returnRows.map((r) => toOrderReturn(r, returnItems.filter((item) => item.returnId === r.id), lines)),
      refunds: refundRows.map(toBackOfficeRefund),
      events: events.map(({ event, actorName }) => ({
        kind: event.kind as BackOfficeOrder['events'][number]['kind'],
        status: event.status as OrderStatus,
        note: event.note,
        at: event.createdAt.toISOString(),
        actor: event.actorUserId === null ? null : { id: event.actorUserId, name: actorName ?? 'Former staff member' },
      })),
      audit: audit.map(({ entry, actorName }) => ({
        id: entry.id,
        action: entry.action,
        actor: entry.actorUserId === null ? null : { id: entry.actorUserId, name: actorName ?? 'Former staff member' },
        reason: entry.reason,
        before: entry.before ?? null,
        after: entry.after ?? null,
        at: entry.createdAt.toISOString(),
      })),
      actions: actionsFor(actor, row, money.paidTotal - money.takenTotal),
    };
  }

  /** One step of the order's life (libs/domain rules, see applyTransition), then the order as `find` has it. */
  async transition(actor: OrderActor, orderNumber: string, to: OrderLifeStatus, shipment: Shipment | undefined): Promise<BackOfficeOrder> {
    await applyTransition(this.deps, { orderNumber, to, actor, shipment, via: 'back_office' });
    return this.find(actor, orderNumber);
  }

  /** Cash due on a standing cash order, recorded as taken: paid, with a payment event and an audit record. */
  async recordCash(actor: OrderActor, orderNumber: string): Promise<BackOfficeOrder> {
    const now = new Date();
    await this.deps.db.transaction(async (tx) => {
      const row = await lockOrderInReach(tx, orderNumber, actor);
      if (!mayActOnStore(actor, 'orders.record_cash', row.pickupStoreId)) throw new ForbiddenError(NO_RIGHT_MESSAGE);
      if (row.paymentMethod !== 'cash') throw new ConflictError('This order is not paid in cash.');
      if (row.paymentStatus !== 'due') throw new ConflictError('No cash is due on this order.');
      if (!orderStands(row.status as OrderLifeStatus)) throw new ConflictError(`This order is ${STATUS_LABELS[row.status as OrderLifeStatus].toLowerCase()}; no cash is taken for it.`);
      const amount = amountDueMinor(row);
      await settleCash(tx, row, now);
      await tx.insert(orderEvents).values({ orderId: row.id, status: row.status, kind: 'payment', note: `${formatInrMinor(amount)} paid in cash.`, actorUserId: actor.userId });
      await recordOrderAudit(tx, {
        actorUserId: actor.userId,
        order: row,
        action: 'order.cash',
        before: { payment_status: row.paymentStatus },
        after: { payment_status: 'paid', cash_taken: amount, via: 'back_office' },
      });
    });
    return this.find(actor, orderNumber);
  }

  /** Packs each order in its own transaction: one refused (out of reach, not packable now) leaves the others packed. */
  async bulkPack(actor: OrderActor, orderNumbers: readonly string[]): Promise<BulkPackResponse> {
    if (!hasRight(actor, 'orders.pack')) throw new ForbiddenError(NO_RIGHT_MESSAGE);
    const packed: string[] = [];
    const refused: BulkPackResponse['refused'] = [];
    for (const orderNumber of new Set(orderNumbers)) {
      try {
        await applyTransition(this.deps, { orderNumber, to: 'packed', actor, via: 'back_office' });
        packed.push(orderNumber);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        refused.push({ order_number: orderNumber, message: error.message });
      }
    }
    return { packed, refused };
  }
}

/**
 * What the actor may do to the order now: the steps their rights allow on its store, cancel, refund (with what is
 * left of what was paid after refunds made or being made, as the refund service counts it), record cash.
 */
export function actionsFor(actor: StaffActor, row: OrderRow, leftToRefundMinor: number): OrderActions {
  const state = { status: row.status as OrderLifeStatus, fulfilment: row.fulfilment as OrderFulfilment };
  const store = row.pickupStoreId;
  const refundable = Math.max(0, leftToRefundMinor);
  return {
    transitions: nextTransitions(state)
      .filter((step) => mayActOnStore(actor, step.right, store))
      .map((step) => ({ to: step.to, label: STATUS_LABELS[step.to], needs_shipment: step.to === 'shipped' })),
    cancel: mayCancel(state, 'staff') && mayActOnStore(actor, 'orders.cancel', store),
    refund: state.status !== 'pending_payment' && refundable > 0 && mayActOnStore(actor, 'orders.refund', store) ? { refundable: fromMinorUnits(refundable) } : null,
    record_cash:
      row.paymentMethod === 'cash' && row.paymentStatus === 'due' && orderStands(state.status) && mayActOnStore(actor, 'orders.record_cash', store)
        ? { amount: fromMinorUnits(amountDueMinor(row)) }
        : null,
  };
}
