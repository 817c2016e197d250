import { ColorModeToggle } from '@aurelia/ui';
import { Link, useRouteLoaderData } from 'react-router';
import { useAppSelector } from '../shared/hooks';
import type { RootData } from '../server/root-loader.server';
import { CartDrawer } from '../features/cart/cart-drawer';
import { selectWishlistIds } from '../features/wishlist/wishlist-slice';
import { AccountMenu } from './account-menu';
import { CategoryNav } from './category-nav';
import { HeaderIconLink } from './header-icon-link';
import { SiteSearch } from './site-search';

/** Header: brand, search, wishlist and cart counts, account menu and colour mode; the menu and the categories below. */
export function SiteHeader() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const wishlistCount = useAppSelector((state) => selectWishlistIds(state).length);
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
      {categories.length > 0 && <CategoryNav categories={categories} />}
    </header>
  );
}
