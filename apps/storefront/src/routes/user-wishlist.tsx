import '../features/wishlist/wishlist.css';
import { isHttpError } from '@aurelia/api-client/errors';
import type { Product } from '@aurelia/contracts';
import { Button, EmptyState, PriceTag, ProductImage, StockBadge, VisuallyHidden } from '@aurelia/ui';
import { Link } from 'react-router';
import type { Route } from './+types/user-wishlist';
import { useAppDispatch, useAppSelector } from '../shared/hooks';
import { AccountLayout } from '../features/account/account-layout';
import { useExpiredSession } from '../features/account/use-expired-session';
import { useIsBeingAdded } from '../features/cart/pending-line';
import { addToCart } from '../features/cart/cart-actions';
import { stockStatusOf } from '../features/catalogue/stock-status';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { selectWishlistIds, selectWishlistLoaded, toggleWishlist } from '../features/wishlist/wishlist-slice';
import { serverApi } from '../server/api.server';

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const { data } = await serverApi(request).getWishlist();
    return { products: data, expired: false };
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return { products: [] as Product[], expired: true };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Wishlist', noindex: true });

/** The saved pieces, newest first: move one to the bag (it leaves the wishlist) or remove it. */
export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  useExpiredSession(loaderData.expired);
  const ids = useAppSelector(selectWishlistIds);
  const loaded = useAppSelector(selectWishlistLoaded);
  // The hearts elsewhere on the page change the store at once; the list follows them.
  const products = loaded ? loaderData.products.filter((product) => ids.includes(product.id)) : loaderData.products;
  const count = products.length;
  return (
    <AccountLayout title="Wishlist" lead={count === 0 ? undefined : `${count} saved ${count === 1 ? 'piece' : 'pieces'}`}>
      {count === 0 ? (
        <EmptyState
          icon="heart"
          title="Your wishlist is empty"
          description="Tap the heart on any piece to keep it here for later."
          action={
            <Button asChild variant="primary">
              <Link to="/">Browse the collection</Link>
            </Button>
          }
        />
      ) : (
        <ul className="sf-wishlist" aria-label="Saved pieces">
          {products.map((product) => (
            <WishlistItem key={product.id} product={product} />
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}

function WishlistItem({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const adding = useIsBeingAdded(product);
  const image = product.images[0];
  const stock = stockStatusOf(product);
  const buyable = stock !== 'out';
  const moveToBag = async () => {
    const added = await dispatch(addToCart({ product }));
    if (addToCart.fulfilled.match(added)) await dispatch(toggleWishlist({ productId: product.id, wishlisted: false }));
  };
  return (
    <li className="sf-wishlist__item">
      <Link to={`/product/${product.slug}`} className="sf-wishlist__image" tabIndex={-1} aria-hidden>
        {image && <ProductImage src={image.url} alt="" width={112} height={112} />}
      </Link>
      <div className="sf-wishlist__details">
        <h2 className="sf-wishlist__name">
          <Link to={`/product/${product.slug}`}>{product.name}</Link>
        </h2>
        <PriceTag amount={product.price} size="sm" />
        <StockBadge status={stock} count={product.stock} />
      </div>
      <div className="sf-wishlist__actions">
        <Button variant="primary" size="sm" disabled={!buyable} loading={adding} onClick={() => void moveToBag()}>
          {buyable ? 'Move to bag' : 'Sold out'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void dispatch(toggleWishlist({ productId: product.id, wishlisted: false }))}>
          Remove<VisuallyHidden> {product.name}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
