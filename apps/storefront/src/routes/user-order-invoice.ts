import type { Route } from './+types/user-order-invoice';
import { orderPdf } from '../server/order-pdf.server';

/** The tax invoice of one of the shopper's orders, as a PDF (`?disposition=inline` to print). */
export function loader({ request, params }: Route.LoaderArgs) {
  return orderPdf(request, params.orderNumber, 'invoice', 'The invoice');
}
