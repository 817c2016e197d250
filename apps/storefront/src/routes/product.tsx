import { formatInr } from '@aurelia/domain';
import { Breadcrumbs, Button, IconButton, PriceTag, ProductGallery, StockBadge } from '@aurelia/ui';
import { Suspense, useEffect, useState } from 'react';
import '@aurelia/ui/product-card.css';
import '@aurelia/ui/skeleton.css';
// The piece's facts (its price breakup, the trust row) are drawn by the server before their code comes.
import '@aurelia/ui/price-breakup.css';
import '@aurelia/ui/trust-row.css';
import type { Route } from './+types/product';
import { useAppDispatch, useAppSelector } from '../shared/hooks';
import { useIsBeingAdded } from '../features/cart/pending-line';
import { addToCart } from '../features/cart/cart-actions';
import type { ProductFactsProps } from '../features/catalogue/product-facts';
import { ViewIn3d } from '../features/catalogue/view-in-3d';
import { stockStatusOf } from '../features/catalogue/stock-status';
import { BreadcrumbLd, JsonLd } from '../seo/json-ld';
import { pageOrErrorMeta, rootDataOf } from '../seo/page-meta';
import { productLd } from '../seo/product-ld';
import { RouteErrorBoundary } from '../shell/route-error';
import { selectWishlistIds } from '../features/wishlist/wishlist-slice';
import { useWishlistToggle } from '../features/wishlist/use-wishlist-toggle';
import { serverApi } from '../server/api.server';
import { foundOr404 } from '../server/unknown-record.server';
import { productSummaryOf } from '../shared/product-summary';
import { renderRouterLink } from '../shared/router-link';
import { hydratedLater, lazyDrawn, withParts } from '../shared/lazy-part';

/** How many related pieces the product page suggests. */
const RELATED_COUNT = 4;

/** Phones' buy bar: fetched once the page has hydrated, never in its first load. */
const StickyBuyBar = lazyDrawn(() => import('../features/catalogue/sticky-buy-bar'));
/** The related pieces' grid, below the fold: its cards' code comes as the page hydrates, not before the buy box works. */
// Their look comes with the page, whose HTML draws them: a card's second view, hidden on touch screens by it, would
// otherwise be fetched before the cards' module (and its stylesheet) came.
const ProductGrid = lazyDrawn(() => import('../features/catalogue/product-tile').then(({ ProductGrid }) => ({ default: ProductGrid })));
/**
 * The piece's details, price breakup and assurances, below the buy box: hydrated after it (nothing in them is
 * pressed); a product reached by a link brings their code with its data.
 */
const productFacts = hydratedLater<ProductFactsProps>(() => import('../features/catalogue/product-facts'));
/** The id of the buy box's own buttons, which the buy bar watches. */
const BUY_BOX_ID = 'product-buy';

export async function loader({ request, params }: Route.LoaderArgs) {
  const api = serverApi(request);
  const { data: product } = await foundOr404(api.getProductBySlug(params.productSlug), `No product called “${params.productSlug}”`);
  const category = product.categories[0];
  const related = category
    ? await api
        .getProducts({ category: category.slug, sort: ['popularity:desc'], perPage: RELATED_COUNT + 1 })
        .then((list) => list.data.filter((candidate) => candidate.id !== product.id).slice(0, RELATED_COUNT).map(productSummaryOf))
        .catch(() => [])
    : [];
  return { product, related };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader, productFacts);

export const meta: Route.MetaFunction = ({ error, data: page, matches }) =>
  pageOrErrorMeta(error, matches, {
    name: page?.product.name,
    // The title already names the piece; the description starts with what the title does not say.
    description: page ? productDescription(page.product) : undefined,
    ...(page ? { path: `/product/${page.product.slug}`, product: { price: page.product.price, availability: availabilityOf(page.product) } } : {}),
  });

/**
 * The meta description: the price, then the piece's description without its name where it opens with it (the
 * title already says it, and search results show both).
 */
function productDescription(product: { name: string; price: number; description: string }): string {
  const text = product.description.startsWith(product.name) ? product.description.slice(product.name.length).replace(/^[\s,.;:–-]+/, '') : product.description;
  return `${formatInr(product.price)}. ${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** Open Graph's availability words for a piece's stock. */
function availabilityOf(product: { stock: number; is_preorderable: boolean }): 'in stock' | 'out of stock' | 'preorder' {
  if (product.stock > 0) return 'in stock';
  return product.is_preorderable ? 'preorder' : 'out of stock';
}

type PageProduct = Route.ComponentProps['loaderData']['product'];

/** "Add to bag" in the buy box, or in the phones' buy bar (`bar`) once the buy box has scrolled away. */
function AddToBag({ product, label, disabled = false, bar = false }: { product: PageProduct; label: string; disabled?: boolean; bar?: boolean }) {
  const dispatch = useAppDispatch();
  const adding = useIsBeingAdded(product);
  const add = () => void dispatch(addToCart({ product }));
  if (bar) return <StickyBuyBar watch={BUY_BOX_ID} name={product.name} price={product.price} label={label} loading={adding} onAdd={add} />;
  return (
    <Button variant="primary" size="lg" loading={adding} disabled={disabled} onClick={add}>
      {label}
    </Button>
  );
}

/** The buy box's heart, which saves the piece to the wishlist or takes it out. */
function SaveToWishlist({ productId }: { productId: number }) {
  const wishlisted = useAppSelector((state) => selectWishlistIds(state).includes(productId));
  const toggleSaved = useWishlistToggle();
  return (
    <IconButton
      icon="heart"
      variant="secondary"
      size="lg"
      label={wishlisted ? 'Remove from wishlist' : 'Save to wishlist'}
      aria-pressed={wishlisted}
      className={wishlisted ? 'sf-wishlisted' : undefined}
      onClick={() => void toggleSaved(productId, !wishlisted)}
    />
  );
}

export default function ProductPage({ loaderData, matches }: Route.ComponentProps) {
  const { product, related } = loaderData;
  const root = rootDataOf(matches);
  const status = stockStatusOf(product);
  const category = product.categories[0];
  const crumbs = [
    { label: 'Home', path: '/' },
    ...(category ? [{ label: category.name, path: `/category/${category.slug}` }] : []),
    { label: product.name, path: `/product/${product.slug}` },
  ];
  const buyLabel = status === 'out' ? 'Sold out' : status === 'pre-order' ? 'Pre-order' : 'Add to bag';
  // The buy bar is needed once the page scrolls (it shows past the buy box): its script comes then, or in the first
  // frame after hydration when the page opens scrolled (back to it), never in the first load.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const wanted = () => setScrolled(true);
    window.addEventListener('scroll', wanted, { once: true, passive: true });
    const frame = requestAnimationFrame(() => {
      if (window.scrollY > 0) wanted();
    });
    return () => {
      window.removeEventListener('scroll', wanted);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div className="sf-page sf-product">
      <Breadcrumbs
        items={crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { label: crumb.label } : { label: crumb.label, href: crumb.path }))}
        renderLink={renderRouterLink}
      />
      <div className="sf-product__layout">
        <ProductGallery images={product.images.map((image) => ({ src: image.url, alt: image.alt }))} label={`Pictures of ${product.name}`} actions={<ViewIn3d product={product} />} />
        <section className="sf-product__summary" aria-labelledby="product-title">
          <h1 id="product-title" className="sf-product__title">
            {product.name}
          </h1>
          <PriceTag amount={product.price} size="lg" />
          <p className="sf-product__tax">Inclusive of 3% GST</p>
          <StockBadge status={status} {...(status === 'low' ? { count: product.stock } : {})} />
          <div className="sf-product__actions" id={BUY_BOX_ID}>
            <AddToBag product={product} label={buyLabel} disabled={status === 'out'} />
            <SaveToWishlist productId={product.id} />
          </div>
          {status === 'pre-order' && <p className="sf-product__note">Made to order: ships in 3 to 4 weeks.</p>}
          <p className="sf-product__description">{product.description}</p>
          <productFacts.Later product={product} />
        </section>
      </div>
      {related.length > 0 && (
        // Hydrated after the page, in a commit of its own: see the home page's lower sections.
        <Suspense fallback={null}>
          <section className="sf-section" aria-labelledby="related-title">
            <h2 id="related-title" className="sf-section__title">
              You may also like
            </h2>
            <ProductGrid products={related} label="Related pieces" />
          </section>
        </Suspense>
      )}
      {scrolled && status !== 'out' && (
        <Suspense fallback={null}>
          <AddToBag product={product} label={buyLabel} bar />
        </Suspense>
      )}
      <BreadcrumbLd origin={root?.origin} crumbs={crumbs} />
      {root && <JsonLd data={import.meta.env.SSR ? productLd(product, root.brand, root.origin) : null} />}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
