import type { CancelOrderBody, ReturnRequestBody } from '@aurelia/contracts';
import { formCall } from '../../shared/form-call';

/** Cancels one of the shopper's orders with their reason; resolves to the cancelled order. */
export const cancelOrder = formCall('orders/cancel', async (api, { orderNumber, ...body }: CancelOrderBody & { orderNumber: string }) => (await api.cancelOrder(orderNumber, body)).data);

/** Asks to return units of lines of an order that arrived; resolves to the order with the return. */
export const requestReturn = formCall('orders/requestReturn', async (api, { orderNumber, ...body }: ReturnRequestBody & { orderNumber: string }) => (await api.requestReturn(orderNumber, body)).data);
