import type { CheckoutSummary } from '@aurelia/contracts';
import { formatCount, formatInr } from '@aurelia/domain';
import { Alert, OrderSummary, ProductImage } from '@aurelia/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../../shared/hooks';
import { useHydrating } from '../../shared/use-hydrating';

/**
 * Each piece's first picture, from the bag the page holds (the server's summary carries no pictures), once hydrated:
 * the server knows nothing of the bag the browser keeps, and the form may hydrate after the bag has been restored.
 */
function useLineImages(): ReadonlyMap<number, { url: string; alt: string }> {
  const hydrating = useHydrating();
  const products = useAppSelector((state) => state.cart.cart.products);
  const images = new Map<number, { url: string; alt: string }>();
  if (hydrating) return images;
  for (const product of products) {
    const image = product.images[0];
    if (image) images.set(product.item_id, { url: image.url, alt: image.alt });
  }
  return images;
}

/**
 * The server's price of the cart: each piece (and whether it can be bought now), shipping, coins, the gift
 * card previewed and what is left to pay.
 */
export function CheckoutSummaryPanel({ summary, children }: { summary: CheckoutSummary; children: ReactNode }) {
  const unavailable = summary.lines.filter((line) => !line.is_available);
  const images = useLineImages();
  return (
    <OrderSummary
      className="sf-checkout__summary"
      title="Your order"
      rows={[
        { label: `Subtotal (${summary.item_count} ${summary.item_count === 1 ? 'piece' : 'pieces'})`, amount: summary.subtotal, note: `Includes GST of ${formatInr(summary.gst_included)} (3%)` },
        {
          label: summary.fulfilment === 'pickup' ? 'Pick-up in store' : 'Shipping',
          amount: summary.shipping === 0 ? 'Free' : summary.shipping,
          ...(summary.fulfilment === 'delivery' && summary.shipping > 0 ? { note: `Free from ${formatInr(summary.free_shipping_from)}` } : {}),
        },
        ...(summary.carat_coins.redeemed > 0
          ? [{ label: 'Carat coins', amount: -summary.carat_coins.value, note: `${formatCount(summary.carat_coins.redeemed)} coins` }]
          : []),
        ...(summary.gift_card
          ? [
              {
                label: `Gift card ••••${summary.gift_card.last4}`,
                amount: -summary.gift_card.applied,
                note: `${formatInr(summary.gift_card.balance_after)} stays on the card`,
              },
            ]
          : []),
      ]}
      total={summary.total}
      totalLabel={summary.gift_card ? 'Left to pay' : 'Total'}
    >
      <ul className="sf-checkout__lines" aria-label="Pieces in your order">
        {summary.lines.map((line) => {
          const image = images.get(line.item_id);
          return (
          <li key={`${line.item_type}-${line.item_id}`}>
            {image ? (
              <ProductImage className="sf-checkout__thumb" src={image.url} alt="" width={48} height={48} layout="fixed" />
            ) : (
              <span className="sf-checkout__thumb" aria-hidden="true" />
            )}
            <span className="sf-checkout__line-name">
              {line.slug ? <Link to={`/product/${line.slug}`}>{line.name}</Link> : line.name} × {line.quantity}
              {!line.is_available && <strong className="sf-checkout__unavailable"> · Not available</strong>}
            </span>
            <span className="sf-checkout__line-total">{formatInr(line.line_total)}</span>
          </li>
          );
        })}
      </ul>
      {!summary.store_open ? (
        <Alert tone="warning" title="The store is closed">
          Orders cannot be placed right now. Your bag is kept for when we reopen.
        </Alert>
      ) : unavailable.length > 0 ? (
        <Alert tone="warning" title="Some pieces cannot be bought now">
          {unavailable.map((line) => line.name).join(', ')}. <Link to="/cart">Change your bag</Link> to continue.
        </Alert>
      ) : (
        summary.fulfilment === 'pickup' &&
        summary.store === null && <Alert title="Choose a store">Choose the store you will collect the order from, under Delivery.</Alert>
      )}
      {children}
    </OrderSummary>
  );
}
