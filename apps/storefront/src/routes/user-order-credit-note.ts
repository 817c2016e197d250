import type { Route } from './+types/user-order-credit-note';
import { orderPdf } from '../server/order-pdf.server';

/** A GST credit note of one of the shopper's refunds, as a PDF (`?disposition=inline` to print). */
export function loader({ request, params }: Route.LoaderArgs) {
  return orderPdf(request, params.orderNumber, `credit-notes/${encodeURIComponent(params.number)}`, 'The credit note');
}
