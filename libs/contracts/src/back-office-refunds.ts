import { z } from 'zod';
import { dataEnvelope, idSchema, moneySchema, rowIdRange } from './common';
import { orderNumberParamsSchema, orderRefundSchema, orderResponseSchema, orderReturnSchema } from './checkout';
import type { EndpointDefinition } from './endpoints';
import { always, e } from './endpoint-responses';
import { invoiceQuerySchema, pdfBytesSchema } from './invoices';
import { cancelOrderBodySchema, careReasonSchema, creditNoteParamsSchema } from './order-care';

const pathId = z.coerce.number<number | string>().int().min(1).meta(rowIdRange);

export const backOfficeReturnParamsSchema = orderNumberParamsSchema.extend({ returnId: pathId });
export type BackOfficeReturnParams = z.input<typeof backOfficeReturnParamsSchema>;
export const backOfficeRefundParamsSchema = orderNumberParamsSchema.extend({ refundId: pathId });
export type BackOfficeRefundParams = z.input<typeof backOfficeRefundParamsSchema>;

/** Staff's decision on each line of a return: how many units arrived and how many of those go back to stock. */
export const receiveReturnBodySchema = z.object({
  items: z
    .array(z.object({ line_id: idSchema, received: z.int().min(0).max(1000), restock: z.int().min(0).max(1000) }))
    .min(1, 'Say what arrived')
    .max(100),
  note: z.string().max(2000).optional(),
});
export type ReceiveReturnBody = z.infer<typeof receiveReturnBodySchema>;

export const declineReturnBodySchema = z.object({ reason: careReasonSchema });
export type DeclineReturnBody = z.infer<typeof declineReturnBodySchema>;

/** `POST /back-office/orders/:n/refunds`: an amount in rupees, why, and the return it pays for if any. */
export const issueRefundBodySchema = z.object({
  amount: moneySchema,
  reason: careReasonSchema,
  return_id: idSchema.optional(),
});
export type IssueRefundBody = z.infer<typeof issueRefundBodySchema>;

/** A refund as the back office sees it: the shopper's view, why it was given, and a failure's reason. */
export const backOfficeRefundSchema = orderRefundSchema.extend({
  reason: z.string(),
  failure_reason: z.string().nullable(),
  attempts: z.int().min(0),
});
export type BackOfficeRefund = z.infer<typeof backOfficeRefundSchema>;
export const backOfficeRefundResponseSchema = dataEnvelope(backOfficeRefundSchema);
export const backOfficeReturnResponseSchema = dataEnvelope(orderReturnSchema);

/** Money back and returns in the back office (rights `orders.refund`, `orders.cancel`, `returns.receive`). */
export const backOfficeRefundEndpoints = {
  cancelOrderAsStaff: {
    method: 'POST',
    path: '/back-office/orders/:orderNumber/cancel',
    summary: 'Cancel an order, with a reason, until it is shipped; stock, coins and money go back',
    auth: 'back_office',
    params: orderNumberParamsSchema,
    body: cancelOrderBodySchema,
    response: { 200: orderResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 422: e, ...always },
  },
  issueOrderRefund: {
    method: 'POST',
    path: '/back-office/orders/:orderNumber/refunds',
    summary: 'Refund part or all of what was paid for an order (optional Idempotency-Key header)',
    auth: 'back_office',
    params: orderNumberParamsSchema,
    body: issueRefundBodySchema,
    response: { 201: backOfficeRefundResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 422: e, ...always },
  },
  retryOrderRefund: {
    method: 'POST',
    path: '/back-office/orders/:orderNumber/refunds/:refundId/retry',
    summary: 'Ask the provider again for a failed refund, with the same refund id, so it is never paid twice',
    auth: 'back_office',
    params: backOfficeRefundParamsSchema,
    response: { 200: backOfficeRefundResponseSchema, 401: e, 403: e, 404: e, 409: e, 422: e, ...always },
  },
  receiveOrderReturn: {
    method: 'POST',
    path: '/back-office/orders/:orderNumber/returns/:returnId/receive',
    summary: 'Record the pieces of a return that arrived, and which of them go back to stock (damaged ones do not)',
    auth: 'back_office',
    params: backOfficeReturnParamsSchema,
    body: receiveReturnBodySchema,
    response: { 200: backOfficeReturnResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 422: e, ...always },
  },
  declineOrderReturn: {
    method: 'POST',
    path: '/back-office/orders/:orderNumber/returns/:returnId/decline',
    summary: 'Decline a requested return, with a reason',
    auth: 'back_office',
    params: backOfficeReturnParamsSchema,
    body: declineReturnBodySchema,
    response: { 200: backOfficeReturnResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 422: e, ...always },
  },
  getBackOfficeCreditNote: {
    method: 'GET',
    path: '/back-office/orders/:orderNumber/credit-notes/:number',
    summary: 'A GST credit note of an order’s refund, as a PDF',
    auth: 'back_office',
    params: creditNoteParamsSchema,
    query: invoiceQuerySchema,
    responseType: 'pdf',
    response: { 200: pdfBytesSchema, 401: e, 403: e, 404: e, 422: e, 429: e, 500: e },
  },
} as const satisfies Record<string, EndpointDefinition>;
