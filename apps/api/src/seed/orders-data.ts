import { addDays, indiaMoment, type CalendarDate, type OrderLifeStatus } from '@aurelia/domain';
import { BOOKING_NUMBER_ALPHABET } from '../appointments/booking-number';
import type { Database } from '../db/database';
import { orderEvents, orderItems, orders, payments, type AddressSnapshot, type StoreSnapshot } from '../db/schema/index';
import type { Random } from '../random';
import type { SeedProduct } from './generate-catalogue';

type Writer = Pick<Database, 'insert'>;

/** The demo shopper's delivery address, as her delivered orders keep it. */
const SHOPPER_ADDRESS: AddressSnapshot = {
  name: 'Priya Sharma',
  phone: '9876543210',
  line1: '14 Palm Grove, Carter Road',
  line2: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
};

/** A step of a seeded order's timeline: days before today, India time, the status it entered and who moved it. */
interface Step {
  status: OrderLifeStatus;
  daysAgo: number;
  time: string;
  note: string;
  by: 'admin' | 'manager' | null;
}

interface DemoOrder {
  fulfilment: 'delivery' | 'pickup';
  /** Index in the seeded stores of a pick-up. */
  storeIndex?: number;
  paymentMethod: 'card' | 'cash';
  /** Index of each line's product among the in-stock products, and its quantity. */
  lines: readonly (readonly [number, number])[];
  steps: readonly Step[];
  shipment?: { carrier: string; trackingNumber: string; trackingUrl: string };
}

/**
 * The demo shopper's orders at every step of their life, so a back office opened on a fresh database has work to
 * run: a delivery to pack, one to ship, one on its way, one delivered a few days ago, a pick-up ready at each of the
 * first two stores, one collected, and one cancelled. Dates count back from the seed's today.
 */
const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    fulfilment: 'delivery',
    paymentMethod: 'card',
    lines: [[0, 1]],
    steps: [{ status: 'confirmed', daysAgo: 1, time: '11:20', note: 'Payment received by card; the order is confirmed.', by: null }],
  },
  {
    fulfilment: 'delivery',
    paymentMethod: 'card',
    lines: [[1, 1], [2, 2]],
    steps: [
      { status: 'confirmed', daysAgo: 2, time: '16:05', note: 'Payment received by card; the order is confirmed.', by: null },
      { status: 'packed', daysAgo: 1, time: '10:40', note: 'Packed and ready to leave.', by: 'admin' },
    ],
  },
  {
    fulfilment: 'delivery',
    paymentMethod: 'card',
    lines: [[3, 1]],
    shipment: { carrier: 'Blue Dart', trackingNumber: 'BD904512786IN', trackingUrl: 'https://www.bluedart.com/tracking?awb=BD904512786IN' },
    steps: [
      { status: 'confirmed', daysAgo: 5, time: '12:15', note: 'Payment received by card; the order is confirmed.', by: null },
      { status: 'packed', daysAgo: 4, time: '11:00', note: 'Packed and ready to leave.', by: 'admin' },
      { status: 'shipped', daysAgo: 4, time: '17:30', note: 'Shipped with Blue Dart, tracking number BD904512786IN.', by: 'admin' },
    ],
  },
  {
    fulfilment: 'delivery',
    paymentMethod: 'card',
    lines: [[4, 1], [5, 1]],
    shipment: { carrier: 'Delhivery', trackingNumber: 'DLV7730019245', trackingUrl: 'https://www.delhivery.com/track/package/DLV7730019245' },
    steps: [
      { status: 'confirmed', daysAgo: 9, time: '19:45', note: 'Payment received by card; the order is confirmed.', by: null },
      { status: 'packed', daysAgo: 8, time: '10:10', note: 'Packed and ready to leave.', by: 'admin' },
      { status: 'shipped', daysAgo: 7, time: '15:00', note: 'Shipped with Delhivery, tracking number DLV7730019245.', by: 'admin' },
      { status: 'delivered', daysAgo: 3, time: '13:25', note: 'Delivered.', by: 'admin' },
    ],
  },
  {
    fulfilment: 'pickup',
    storeIndex: 0,
    paymentMethod: 'cash',
    lines: [[6, 1]],
    steps: [
      { status: 'confirmed', daysAgo: 3, time: '18:30', note: 'Order placed; pay in cash on pick-up.', by: null },
      { status: 'ready_for_pickup', daysAgo: 1, time: '12:00', note: 'Ready for pick-up at Aurelia Bandra.', by: 'manager' },
    ],
  },
  {
    fulfilment: 'pickup',
    storeIndex: 1,
    paymentMethod: 'card',
    lines: [[7, 1]],
    steps: [
      { status: 'confirmed', daysAgo: 2, time: '14:50', note: 'Payment received by card; the order is confirmed.', by: null },
      { status: 'ready_for_pickup', daysAgo: 1, time: '19:10', note: 'Ready for pick-up at Aurelia Connaught Place.', by: 'manager' },
    ],
  },
  {
    fulfilment: 'pickup',
    storeIndex: 0,
    paymentMethod: 'cash',
    lines: [[8, 1]],
    steps: [
      { status: 'confirmed', daysAgo: 12, time: '11:35', note: 'Order placed; pay in cash on pick-up.', by: null },
      { status: 'ready_for_pickup', daysAgo: 10, time: '17:00', note: 'Ready for pick-up at Aurelia Bandra.', by: 'manager' },
      { status: 'collected', daysAgo: 9, time: '12:40', note: 'Collected at Aurelia Bandra.', by: 'manager' },
    ],
  },
  {
    fulfilment: 'delivery',
    paymentMethod: 'cash',
    lines: [[9, 1]],
    steps: [
      { status: 'confirmed', daysAgo: 6, time: '09:55', note: 'Order placed; pay in cash on delivery.', by: null },
      { status: 'cancelled', daysAgo: 5, time: '10:30', note: 'Cancelled by the shop: the shopper asked by phone to cancel.', by: 'admin' },
    ],
  },
];

export interface DemoOrderContext {
  shopperId: number;
  adminId: number;
  /** The manager of each seeded store that has one, by store index. */
  managerIds: ReadonlyMap<number, number>;
  stores: readonly { id: number; slug: string; name: string; address: string; city: string }[];
  /** The seeded products with their ids, in catalogue order. */
  products: readonly (SeedProduct & { id: number })[];
  today: CalendarDate;
  random: Random;
}

const SHIPPING_FEE_MINOR = 250_00;
const FREE_SHIPPING_FROM_MINOR = 25_000_00;

function orderNumber(random: Random): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += random.pick([...BOOKING_NUMBER_ALPHABET]);
  return `AUR-${code}`;
}

/** A version 4 UUID drawn from the seed's random, so a reseed gives the same payments. */
function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + random.int(0, 3)).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** Inserts {@link DEMO_ORDERS} for the demo shopper with their lines, payments and timelines. Stock is left as seeded. */
export async function seedDemoOrders(tx: Writer, context: DemoOrderContext): Promise<number> {
  // From the end of the catalogue, away from the first products that suites pick to sell out.
  const inStock = context.products.filter((product) => product.stock >= 3 && !product.isPreorderable).reverse();
  for (const demo of DEMO_ORDERS) {
    const at = (step: Step) => indiaMoment(addDays(context.today, -step.daysAgo), step.time);
    const first = demo.steps[0];
    const last = demo.steps[demo.steps.length - 1];
    if (!first || !last) continue;
    const lines = demo.lines.map(([index, quantity]) => {
      const product = inStock[index % inStock.length];
      if (!product) throw new Error('The catalogue has no product in stock for the demo orders');
      return { product, quantity };
    });
    const subtotal = lines.reduce((sum, { product, quantity }) => sum + product.breakup.total * quantity, 0);
    const gst = lines.reduce((sum, { product, quantity }) => sum + product.breakup.gst * quantity, 0);
    const shipping = demo.fulfilment === 'delivery' && subtotal < FREE_SHIPPING_FROM_MINOR ? SHIPPING_FEE_MINOR : 0;
    const total = subtotal + shipping;
    const store = demo.storeIndex === undefined ? null : context.stores[demo.storeIndex];
    const pickupStore: StoreSnapshot | null = store ? { slug: store.slug, name: store.name, address: store.address, city: store.city } : null;
    const paid = demo.paymentMethod === 'card' || last.status === 'collected' || last.status === 'delivered';
    const paymentStatus = last.status === 'cancelled' ? 'cancelled' : paid ? 'paid' : 'due';
    const arrived = last.status === 'delivered' || last.status === 'collected' ? at(last) : null;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: orderNumber(context.random),
        userId: context.shopperId,
        status: last.status,
        fulfilment: demo.fulfilment,
        deliveryAddress: demo.fulfilment === 'delivery' ? SHOPPER_ADDRESS : null,
        pickupStoreId: store?.id ?? null,
        pickupStore,
        paymentMethod: demo.paymentMethod,
        paymentStatus,
        subtotalMinor: subtotal,
        gstIncludedMinor: gst,
        shippingMinor: shipping,
        totalMinor: total,
        itemCount: lines.reduce((sum, { quantity }) => sum + quantity, 0),
        carrier: demo.shipment?.carrier ?? null,
        trackingNumber: demo.shipment?.trackingNumber ?? null,
        trackingUrl: demo.shipment?.trackingUrl ?? null,
        arrivedAt: arrived,
        createdAt: at(first),
        updatedAt: at(last),
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!order) throw new Error('A demo order was not inserted');
    await tx.insert(orderItems).values(
      lines.map(({ product, quantity }) => ({
        orderId: order.id,
        productId: product.id,
        name: product.name,
        slug: product.slug,
        unitPriceMinor: product.breakup.total,
        quantity,
        reservedQuantity: quantity,
        lineTotalMinor: product.breakup.total * quantity,
        priceBreakup: {
          metalWeightMg: product.metalWeightMg,
          metalRateMinor: product.ratePerGramMinor,
          metalValueMinor: product.breakup.metalValue,
          makingChargeMinor: product.breakup.makingCharge,
          stoneValueMinor: product.breakup.stoneValue,
          subtotalMinor: product.breakup.subtotal,
          gstMinor: product.breakup.gst,
          roundOffMinor: product.breakup.roundOff,
          totalMinor: product.breakup.total,
        },
      })),
    );
    if (demo.paymentMethod === 'card') {
      const paymentId = seededUuid(context.random);
      await tx.insert(payments).values({
        id: paymentId,
        purpose: 'order',
        orderId: order.id,
        userId: context.shopperId,
        method: 'card',
        amountMinor: total,
        status: 'paid',
        provider: 'sandbox',
        providerReference: `sandbox_${paymentId.replaceAll('-', '').slice(0, 16)}`,
        returnPath: `/orders/${order.orderNumber}`,
        createdAt: at(first),
        settledAt: at(first),
      });
    }
    const actorOf = (by: Step['by']) =>
      by === 'admin' ? context.adminId : by === 'manager' && demo.storeIndex !== undefined ? (context.managerIds.get(demo.storeIndex) ?? null) : null;
    await tx.insert(orderEvents).values(
      demo.steps.map((step) => ({ orderId: order.id, status: step.status, kind: 'status', note: step.note, actorUserId: actorOf(step.by), createdAt: at(step) })),
    );
  }
  return DEMO_ORDERS.length;
}
