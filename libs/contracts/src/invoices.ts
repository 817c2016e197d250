import { z } from 'zod';
import { orderNumberParamsSchema } from './checkout';
import type { EndpointDefinition } from './endpoints';
import { e } from './endpoint-responses';

/** `?disposition=inline` opens the PDF in the browser (to print); the default downloads it. */
export const invoiceQuerySchema = z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') });
export type InvoiceQuery = z.input<typeof invoiceQuerySchema>;

/** The bytes of a PDF: the server sends them as they are, never through the JSON serializer. */
export const pdfBytesSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array).meta({ type: 'string', format: 'binary' });

/** The tax invoice of an order (docs/architecture.md "Endpoints we design"): a PDF, not JSON. */
export const invoiceEndpoints = {
  getOrderInvoice: {
    method: 'GET',
    path: '/orders/:orderNumber/invoice',
    summary: 'The tax invoice of one of the signed-in shopper’s confirmed orders, as a PDF',
    auth: 'required',
    params: orderNumberParamsSchema,
    query: invoiceQuerySchema,
    responseType: 'pdf',
    response: { 200: pdfBytesSchema, 401: e, 404: e, 409: e, 422: e, 429: e, 500: e },
  },
} as const satisfies Record<string, EndpointDefinition>;
