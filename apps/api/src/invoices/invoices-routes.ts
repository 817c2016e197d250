import { invoiceEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin';
import { routeOptions } from '../http/route-options';
import { invoiceFileName } from './invoice-file-name';
import { renderInvoicePdf } from './invoice-pdf';

/** The tax invoice of a confirmed order, as a PDF. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invoices } = app;

  app.route({
    ...routeOptions(app, invoiceEndpoints.getOrderInvoice, {
      tags: ['orders'],
      description:
        'A4 PDF: seller (registered office and GSTIN), buyer and place of supply, lines with HSN 7113 and their price ' +
        'breakup, taxable value and GST per line (CGST and SGST within Maharashtra, IGST otherwise), shipping, total ' +
        'and the total in words. `Content-Disposition: attachment` unless `?disposition=inline`. 404 for an unknown ' +
        'order or anyone else’s; 409 while the order waits for payment or after it was cancelled.',
    }),
    handler: async (request, reply) => {
      const invoice = await invoices.forOrder(currentUser(request).id, request.params.orderNumber);
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .type('application/pdf')
        .header('content-disposition', `${request.query.disposition}; filename="${invoiceFileName(invoice.number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};
