import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderItems, orders, users } from '../db/schema/index';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationMessage, type ConfirmedOrder, type MailContext } from '../mail/templates';
import { methodName } from '../payments/payment-presenter';
import { required } from '../required';

/** How a confirmed order is settled: paid in full, or with its rest (after gift card and coins) due in cash. */
function settlementOf(order: typeof orders.$inferSelect): ConfirmedOrder['settlement'] {
  const restMinor = order.totalMinor - order.giftCardMinor - order.coinsMinor;
  if (order.paymentStatus === 'due') {
    return { kind: 'cash-due', amountMinor: restMinor, on: order.fulfilment === 'pickup' ? 'pick-up' : 'delivery' };
  }
  return { kind: 'paid', methodName: methodName(order.paymentMethod), amountMinor: restMinor };
}

/**
 * The confirmation mail of an order, sent once when it becomes confirmed: on the provider's capture, or at
 * once when placed for cash or paid in full by a gift card. Sent after the commit, so a failed mail never
 * undoes the order.
 */
export class OrderConfirmations {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly context: MailContext,
  ) {}

  async send(orderId: number): Promise<void> {
    const [row] = await this.db
      .select({ order: orders, email: users.email, name: users.name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    const { order, email, name } = required(row, `order ${orderId}`);
    const lines = await this.db
      .select({ name: orderItems.name, quantity: orderItems.quantity, lineTotalMinor: orderItems.lineTotalMinor })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    await this.mailer.send(
      orderConfirmationMessage(this.context, email, name, {
        orderNumber: order.orderNumber,
        lines,
        shippingMinor: order.shippingMinor,
        totalMinor: order.totalMinor,
        giftCardMinor: order.giftCardMinor,
        coins: { count: order.coinsRedeemed, valueMinor: order.coinsMinor },
        settlement: settlementOf(order),
      }),
    );
  }
}
