import { z } from 'zod';
import { idSchema } from './common';
import { orderNumberParamsSchema, orderResponseSchema } from './checkout';
import type { EndpointDefinition } from './endpoints';
import { always, e } from './endpoint-responses';
import { invoiceQuerySchema, pdfBytesSchema } from './invoices';

/** Why an order is cancelled, a return asked for or declined: a few words, kept with the record (at most 500 characters checked by the server). */
export const careReasonSchema = z.string({ error: 'Say why, in a few words.' }).max(2000, 'Keep the reason under 500 characters.');

/** `POST /orders/:n/cancel` and the back office's cancel. */
export const cancelOrderBodySchema = z.object({ reason: careReasonSchema });
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;

/** `POST /orders/:n/returns`: which units of which lines go back, and why. */
export const returnRequestBodySchema = z.object({
  reason: careReasonSchema,
  items: z
    .array(z.object({ line_id: idSchema, quantity: z.int({ error: 'Enter how many pieces' }).min(1, 'Return at least one piece').max(1000) }))
    .min(1, 'Choose the pieces to return')
    .max(100),
});
export type ReturnRequestBody = z.infer<typeof returnRequestBodySchema>;

/** A credit note by its number, of an order. */
export const creditNoteParamsSchema = orderNumberParamsSchema.extend({ number: z.string().min(1).max(60) });
export type CreditNoteParams = z.infer<typeof creditNoteParamsSchema>;

/** A shopper's order after checkout: cancelling it, asking to return pieces, credit notes. */
export const orderCareEndpoints = {
  cancelOrder: {
    method: 'POST',
    path: '/orders/:orderNumber/cancel',
    summary: 'Cancel one of the signed-in shopper’s orders, with a reason, while it is not yet packed or made ready',
    auth: 'required',
    params: orderNumberParamsSchema,
    body: cancelOrderBodySchema,
    response: { 200: orderResponseSchema, 400: e, 401: e, 404: e, 409: e, 422: e, ...always },
  },
  requestReturn: {
    method: 'POST',
    path: '/orders/:orderNumber/returns',
    summary: 'Ask to return units of lines of a delivered or collected order, within the return window',
    auth: 'required',
    params: orderNumberParamsSchema,
    body: returnRequestBodySchema,
    response: { 201: orderResponseSchema, 400: e, 401: e, 404: e, 409: e, 422: e, ...always },
  },
  getOrderCreditNote: {
    method: 'GET',
    path: '/orders/:orderNumber/credit-notes/:number',
    summary: 'A GST credit note of one of the signed-in shopper’s refunds, as a PDF',
    auth: 'required',
    params: creditNoteParamsSchema,
    query: invoiceQuerySchema,
    responseType: 'pdf',
    response: { 200: pdfBytesSchema, 401: e, 404: e, 422: e, 429: e, 500: e },
  },
} as const satisfies Record<string, EndpointDefinition>;
