import { formatInr } from '@aurelia/domain';
import { PriceBreakup } from '@aurelia/ui';
import type { Product } from '@aurelia/contracts';
import { priceBreakupOf } from '../../shared/price-breakup-of';
import { ProductDetails, ProductTrustRow } from './product-details';

export interface ProductFactsProps {
  product: Product;
}

/**
 * What the product page says of a piece below its buy box: its details, the price breakup (metal at the day's rate,
 * making, stones, GST) and the assurances. Nothing in it is pressed, so the product page hydrates it after the buy box
 * (its code is not in the page's first load); the server's HTML draws it meanwhile.
 */
export default function ProductFacts({ product }: ProductFactsProps) {
  const breakup = product.price_breakup;
  return (
    <>
      <ProductDetails product={product} />
      <PriceBreakup breakup={priceBreakupOf(product)} details={{ metal: `${breakup.metal_weight_g.toFixed(3)} g at ${formatInr(breakup.metal_rate_per_g)}/g` }} />
      <ProductTrustRow product={product} />
    </>
  );
}
