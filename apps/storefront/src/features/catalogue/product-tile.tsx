import { ProductCard } from '@aurelia/ui';
import { memo } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { addToCart, useIsBeingAdded } from '../cart';
import { selectWishlistIds, useWishlistToggle } from '../wishlist';
import { stockStatusOf } from './stock-status';
import { SUMMARY_ATTRIBUTE_GROUPS, type ProductSummary } from '../../shared/product-summary';
import { renderRouterLink } from '../../shared/router-link';

/** The attribute line under a product's name ("18K · Diamond"). */
function subtitleOf(product: ProductSummary): string {
  return product.attributes
    .filter((attribute) => SUMMARY_ATTRIBUTE_GROUPS.includes(attribute.group))
    .map((attribute) => attribute.title)
    .join(' · ');
}

/** The product grid's columns (app.css): two on phones, three from 768 px, four from 1024 px. */
const TILE_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * A product in a grid, wired to the cart and the wishlist. Memoised: a listing that takes over the server's page
 * (or loads more) hands the same product objects again, and their tiles need not render twice.
 */
export const ProductTile = memo(function ProductTile({
  product,
  priority = false,
  headingLevel = 3,
}: {
  product: ProductSummary;
  priority?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const dispatch = useAppDispatch();
  // Each tile reads whether it is itself being added or saved, not the lists: a tap then renders its own tile, not
  // every tile of the page (the lists change with every add and save).
  const adding = useIsBeingAdded(product);
  const wishlisted = useAppSelector((state) => selectWishlistIds(state).includes(product.id));
  const toggleSaved = useWishlistToggle();
  const [image, secondView] = product.images;
  return (
    <ProductCard
      name={product.name}
      href={`/product/${product.slug}`}
      image={image ? { src: image.url, alt: image.alt } : { src: '/images/placeholder.png', alt: '' }}
      {...(secondView ? { hoverImage: { src: secondView.url } } : {})}
      price={product.price}
      subtitle={subtitleOf(product)}
      stock={stockStatusOf(product)}
      priority={priority}
      deferred={!priority}
      sizes={TILE_SIZES}
      headingLevel={headingLevel}
      wishlisted={wishlisted}
      onWishlistChange={(next) => void toggleSaved(product.id, next)}
      onAddToCart={() => void dispatch(addToCart({ product }))}
      adding={adding}
      renderLink={renderRouterLink}
    />
  );
});

/**
 * A grid of product tiles. `eagerCount` tiles load their images at once with high priority: only a grid at the
 * top of the page (a listing) should ask for that. The others' photos are asked for once the page's script runs
 * (then lazily), so on a slow connection they do not compete with the CSS, the page's largest image and its code.
 */
export function ProductGrid({
  products,
  label,
  headingLevel = 3,
  eagerCount = 0,
}: {
  products: readonly ProductSummary[];
  label: string;
  headingLevel?: 2 | 3 | 4;
  eagerCount?: number;
}) {
  return (
    <ul className="sf-product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductTile product={product} priority={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
