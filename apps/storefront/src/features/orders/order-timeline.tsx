import type { OrderEventKind, OrderStatus } from '@aurelia/contracts';
import { Timeline, type StatusTone, type TimelineEvent, type TimelineStep } from '@aurelia/ui';
import { ORDER_STATUS_LABELS } from '../../shared/order-labels';
import type { OrderView } from './order-details';

/** The steps each path has after confirmation, in order. */
const PATHS: Readonly<Record<OrderView['fulfilment'], readonly OrderStatus[]>> = {
  delivery: ['confirmed', 'packed', 'shipped', 'delivered'],
  pickup: ['confirmed', 'ready_for_pickup', 'collected'],
};

const KIND_TITLES: Readonly<Record<Exclude<OrderEventKind, 'status'>, string>> = { refund: 'Refund', return: 'Return', payment: 'Payment' };

function toneOf(kind: OrderEventKind, status: OrderStatus): StatusTone {
  if (kind === 'refund') return 'success';
  if (kind !== 'status') return 'info';
  if (status === 'cancelled') return 'neutral';
  if (status === 'pending_payment') return 'warning';
  return status === 'delivered' || status === 'collected' ? 'success' : 'progress';
}

/** The steps still ahead of an order that stands: "Shipped", "Delivered" while it is packed. */
function upcomingSteps(order: Pick<OrderView, 'status' | 'fulfilment'>): TimelineStep[] {
  if (order.status === 'cancelled') return [];
  const path = PATHS[order.fulfilment];
  const at = order.status === 'pending_payment' ? -1 : path.indexOf(order.status);
  return path.slice(at + 1).map((status) => ({ id: `next-${status}`, title: ORDER_STATUS_LABELS[status] }));
}

/**
 * The order's life as the shopper follows it: each step with its time and note (refunds and returns among them),
 * the parcel's tracking link on the shipped step, and the steps still to come, muted.
 */
export function OrderTimeline({ order }: { order: OrderView }) {
  const shipment = order.shipment;
  const events: TimelineEvent[] = order.timeline.map((event, index) => {
    const tracked = event.kind === 'status' && event.status === 'shipped' && shipment?.tracking_url;
    return {
      id: `${event.at}-${index}`,
      title: event.kind === 'status' ? ORDER_STATUS_LABELS[event.status] : KIND_TITLES[event.kind],
      dateTime: event.at,
      time: order.timelineAt[index] ?? '',
      detail: event.note || undefined,
      tone: toneOf(event.kind, event.status),
      ...(tracked ? { link: { href: tracked, label: `Track the parcel with ${shipment.carrier}`, external: true } } : {}),
    };
  });
  return <Timeline events={events} upcoming={upcomingSteps(order)} upcomingLabel="still to come" aria-label={`History of order ${order.order_number}`} />;
}
