import { ColorModeToggle, Icon } from '@aurelia/ui';
import { Link, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../server/root-loader.server';
import { pagePath } from '../../shared/page-path';
import type { RouteHandle } from '../../shared/route-handle';

/** The help pages a buyer may want mid-checkout, in this order, when the shop has them. */
const HELP_PAGES = ['faq', 'shipping', 'returns'] as const;

/**
 * The header of a focused page (checkout): the brand, which links home, and "Secure checkout"; no search,
 * categories or bag, so nothing leads away from paying by accident.
 */
export function FocusedHeader() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const brand = root?.brand ?? 'Aurelia';
  return (
    <header className="sf-header sf-header--focused">
      <div className="sf-header__bar">
        <Link to="/" className="sf-header__brand" aria-label={`${brand}, home`}>
          {brand}
        </Link>
        <p className="sf-focused__secure">
          <Icon name="shield" size={18} />
          Secure checkout
        </p>
        <div className="sf-header__actions">
          <ColorModeToggle />
        </div>
      </div>
    </header>
  );
}

/** The short footer of a focused page: help, shipping and returns, and the stores to call or visit. */
export function FocusedFooter() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const brand = root?.brand ?? 'Aurelia';
  const pages = HELP_PAGES.flatMap((slug) => (root?.pages ?? []).filter((page) => page.slug === slug));
  return (
    <footer className="sf-footer sf-footer--focused">
      <nav aria-label="Help with your order" className="sf-focused__help">
        <ul>
          {pages.map((page) => (
            <li key={page.slug}>
              <Link to={pagePath(page.slug)}>{page.title}</Link>
            </li>
          ))}
          <li>
            <Link to="/stores">
              <Icon name="phone" size={16} /> Call or visit a store
            </Link>
          </li>
        </ul>
      </nav>
      <p className="sf-footer__legal">© {brand}. Hallmarked gold, certified diamonds.</p>
    </footer>
  );
}

/**
 * Checkout's pages' route handle: nothing around them leads away from paying. The frame comes with these routes'
 * modules, so no other page's first load carries it.
 */
export const FOCUSED_PAGE: RouteHandle = { frame: { Header: FocusedHeader, Footer: FocusedFooter } };
