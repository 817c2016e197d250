import type { Route } from './+types/user-order-document';
import { orderPdf } from '../server/order-pdf.server';

/** A credit note's number as the API numbers them (`CN-<order code>-<k>`). */
const CREDIT_NOTE = /^CN-[A-Z0-9-]{1,40}$/;

/**
 * A document of one of the shopper's orders, as a PDF (`?disposition=inline` to print): its tax invoice at
 * `…/invoice`, a GST credit note of one of its refunds at `…/<credit note number>`. One route for both: every
 * route is listed in each page's first load (react-router.config.ts), so a second one would cost every shopper.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  if (params.document === 'invoice') return orderPdf(request, params.orderNumber, 'invoice', 'The invoice');
  if (CREDIT_NOTE.test(params.document)) {
    return orderPdf(request, params.orderNumber, `credit-notes/${encodeURIComponent(params.document)}`, 'The credit note');
  }
  return new Response('Page not found: no such document of this order.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
