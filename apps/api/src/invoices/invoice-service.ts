import { indiaDateTimeFormat, orderStands, type OrderLifeStatus } from '@aurelia/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderEvents, orderItems, orders, stores, users } from '../db/schema/index';
import { ConflictError, NotFoundError } from '../errors';
import { required } from '../required';
import { buildInvoice, type Buyer, type Invoice, type InvoiceOrder, type Seller } from './invoice';
import { invoiceMoney } from './invoice-pdf';

export const INVOICE_NOT_YET_MESSAGE = 'The invoice is issued once the order is confirmed: complete the payment first.';
export const INVOICE_CANCELLED_MESSAGE = 'This order was cancelled, so it has no invoice.';

const issuedOnFormat = indiaDateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** The tax invoice of one of a shopper's confirmed orders. */
export class InvoiceService {
  constructor(
    private readonly db: Database,
    private readonly seller: Seller,
  ) {}

  /**
   * The invoice of the user's order: 404 for an unknown order or anyone else's, 409 while it waits for
   * payment or once it is cancelled. Dated the day (India time) the order was confirmed.
   */
  async forOrder(userId: number, orderNumber: string): Promise<Invoice> {
    const [row] = await this.db
      .select({ order: orders, buyer: { name: users.name, email: users.email, phone: users.phone } })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber)));
    if (!row) throw new NotFoundError('Order', orderNumber);
    const { order } = row;
    if (order.status === 'cancelled') throw new ConflictError(INVOICE_CANCELLED_MESSAGE);
    if (!orderStands(order.status as OrderLifeStatus)) throw new ConflictError(INVOICE_NOT_YET_MESSAGE);

    const [items, [confirmation], storeState] = await Promise.all([
      this.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
      this.db
        .select({ at: orderEvents.createdAt })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'confirmed')))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
        .limit(1),
      this.pickupState(order.pickupStoreId),
    ]);

    const invoiceOrder: InvoiceOrder = {
      orderNumber: order.orderNumber,
      paymentMethod: order.paymentMethod as InvoiceOrder['paymentMethod'],
      paymentStatus: order.paymentStatus,
      fulfilment: order.fulfilment as InvoiceOrder['fulfilment'],
      subtotalMinor: order.subtotalMinor,
      gstIncludedMinor: order.gstIncludedMinor,
      shippingMinor: order.shippingMinor,
      totalMinor: order.totalMinor,
      giftCardMinor: order.giftCardMinor,
      coinsRedeemed: order.coinsRedeemed,
      coinsMinor: order.coinsMinor,
      placedAt: order.createdAt,
      lines: items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        unitPriceMinor: item.unitPriceMinor,
        lineTotalMinor: item.lineTotalMinor,
        priceBreakup: item.priceBreakup,
      })),
    };
    const issuedAt = confirmation?.at ?? order.updatedAt;
    return buildInvoice(invoiceOrder, buyerOf(row.buyer, order, storeState), this.seller, issuedOnFormat.format(issuedAt), invoiceMoney);
  }

  /** Who sells and who buys on the order's documents (the invoice, its credit notes). */
  async partiesOf(order: typeof orders.$inferSelect): Promise<{ seller: Seller; buyer: Buyer }> {
    const [account] = await this.db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, order.userId));
    return { seller: this.seller, buyer: buyerOf(required(account, `the buyer of ${order.orderNumber}`), order, await this.pickupState(order.pickupStoreId)) };
  }

  private async pickupState(storeId: number | null): Promise<string | null> {
    if (storeId === null) return null;
    const [store] = await this.db.select({ state: stores.state }).from(stores).where(eq(stores.id, storeId));
    return store?.state ?? null;
  }
}

function buyerOf(
  account: { name: string; email: string; phone: string },
  order: typeof orders.$inferSelect,
  storeState: string | null,
): Buyer {
  if (order.fulfilment === 'pickup') {
    const store = required(order.pickupStore, `the pick-up store of ${order.orderNumber}`);
    const state = required(storeState, `the state of the pick-up store of ${order.orderNumber}`);
    return {
      ...account,
      address: [`Pick-up at ${store.name}`, store.address, `${store.city}, ${state}`],
      placeOfSupply: state,
    };
  }
  const address = required(order.deliveryAddress, `the delivery address of ${order.orderNumber}`);
  return {
    ...account,
    address: [
      address.line1,
      ...(address.line2 ? [address.line2] : []),
      `${address.city} ${address.pincode}, ${address.state}`,
      `Deliver to ${address.name}, phone ${address.phone}`,
    ],
    placeOfSupply: address.state,
  };
}
