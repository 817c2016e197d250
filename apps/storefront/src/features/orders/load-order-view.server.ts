import { isHttpError } from '@aurelia/api-client/errors';
import type { ApiClient } from '@aurelia/api-client';
import type { OrderView } from './order-details';
import { hasInvoice, ORDER_STATUS_CHIP_TONES, ORDER_STATUS_LABELS, orderDate } from '../../shared/order-labels';

/**
 * One of the shopper's orders with its dates written out, or null when it is not theirs (or unknown) or the
 * session is gone: the outcome pages then say something general rather than fail.
 */
export async function findOrderView(api: ApiClient, orderNumber: string | null): Promise<OrderView | null> {
  if (!orderNumber) return null;
  try {
    const { data: order } = await api.getOrder(orderNumber);
    return orderViewOf(order);
  } catch (error) {
    if (isHttpError(error) && (error.status === 404 || error.status === 401 || error.status === 422)) return null;
    throw error;
  }
}

/** The order with its dates as text in India's time, and its status as its page's chip says it. */
export function orderViewOf(order: Awaited<ReturnType<ApiClient['getOrder']>>['data']): OrderView {
  return {
    ...order,
    placed: orderDate(order.created_at),
    reservedUntil: order.status === 'pending_payment' && order.reserved_until ? orderDate(order.reserved_until) : null,
    timelineAt: order.timeline.map((event) => orderDate(event.at)),
    returnWindowEnds: order.return_window_ends_at ? orderDate(order.return_window_ends_at) : null,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    statusTone: ORDER_STATUS_CHIP_TONES[order.status],
    hasInvoice: hasInvoice(order),
  };
}
