import { errorResponseSchema, orderNumberParamsSchema } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth-plugin';
import { renderInvoicePdf } from '../invoices/invoice-pdf';

const e = errorResponseSchema;

/** The PDF bytes: Fastify sends a Buffer as it is, without serializing it. */
const pdfSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

/** `?disposition=inline` opens the PDF in the browser (to print); the default downloads it. */
const invoiceQuerySchema = z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') });

/** The tax invoice of a confirmed order, as a PDF. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invoices } = app;

  app.get(
    '/orders/:orderNumber/invoice',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'The tax invoice of one of the signed-in shopper’s confirmed orders, as a PDF',
        description:
          'A4 PDF: seller (registered office and GSTIN), buyer and place of supply, lines with HSN 7113 and their price ' +
          'breakup, taxable value and GST per line (CGST and SGST within Maharashtra, IGST otherwise), shipping, total ' +
          'and the total in words. `Content-Disposition: attachment` unless `?disposition=inline`. 404 for an unknown ' +
          'order or anyone else’s; 409 while the order waits for payment or after it was cancelled.',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        params: orderNumberParamsSchema,
        querystring: invoiceQuerySchema,
        produces: ['application/pdf'],
        response: { 200: pdfSchema, 401: e, 404: e, 409: e, 422: e, 429: e, 500: e },
      },
    },
    async (request, reply) => {
      const invoice = await invoices.forOrder(currentUser(request).id, request.params.orderNumber);
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .type('application/pdf')
        .header('content-disposition', `${request.query.disposition}; filename="invoice-${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
