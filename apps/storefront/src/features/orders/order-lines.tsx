import { formatInr } from '@aurelia/domain';
import { Badge, PriceBreakup, ProductImage } from '@aurelia/ui';
import { Link } from 'react-router';
import { priceBreakupOf } from '../../shared/price-breakup-of';
import type { OrderView } from './order-details';

/**
 * The pieces of an order, each with its price breakup (metal, making, stones, GST).
 */
export function OrderLines({ order }: { order: OrderView }) {
  return (
    <ul className="sf-order-lines" aria-label="Pieces in this order">
      {order.lines.map((line) => (
        <li key={line.id} className="sf-order-lines__item">
          {line.image && <ProductImage className="sf-order-lines__image" src={line.image.url} alt={line.image.alt} width={64} height={64} layout="fixed" />}
          <div className="sf-order-lines__head">
            <h3 className="sf-order-lines__name">
              <Link to={`/product/${line.slug}`}>{line.name}</Link>
            </h3>
            {line.is_preorder && <Badge tone="info">Pre-order</Badge>}
            <p className="sf-order-lines__qty">
              {line.quantity} × {formatInr(line.unit_price)}
            </p>
            <p className="sf-order-lines__total">{formatInr(line.line_total)}</p>
          </div>
          <details className="sf-order-lines__breakup">
            <summary>
              Price breakup<span className="au-sr-only"> of {line.name}</span>
            </summary>
            <PriceBreakup breakup={priceBreakupOf(line)} caption={`Price breakup of one ${line.name}`} />
          </details>
        </li>
      ))}
    </ul>
  );
}
