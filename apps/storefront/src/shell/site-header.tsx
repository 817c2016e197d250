import { ColorModeToggle } from '@aurelia/ui';
import { Link, NavLink, useRouteLoaderData } from 'react-router';
import { useAppSelector } from '../shared/hooks';
import type { RootData } from '../server/root-loader.server';
import { CartDrawer } from '../features/cart/cart-drawer';
import { selectWishlistIds } from '../features/wishlist/wishlist-slice';
import { AccountMenu } from './account-menu';
import { HeaderIconLink } from './header-icon-link';
import { SiteSearch } from './site-search';

/** Header: brand, categories, search, wishlist and cart counts, account menu and colour mode. */
export function SiteHeader() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const wishlistCount = useAppSelector(selectWishlistIds).length;
  const categories = root?.categories ?? [];
  return (
    <header className="sf-header">
      <div className="sf-header__bar">
        <Link to="/" className="sf-header__brand" aria-label={`${root?.brand ?? 'Home'}, home`}>
          {root?.brand ?? 'Aurelia'}
        </Link>
        <SiteSearch />
        <div className="sf-header__actions">
          <HeaderIconLink to="/user/wishlist" icon="heart" label="Wishlist" count={wishlistCount} />
          <CartDrawer />
          <AccountMenu />
          <ColorModeToggle />
        </div>
      </div>
      {categories.length > 0 && (
        <nav
          className="sf-header__nav"
          aria-label="Categories"
          // The browser scrolls a focused link only until it touches the edge; show all of it.
          onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
        >
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <NavLink to={`/category/${category.slug}`} prefetch="intent">
                  {category.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
