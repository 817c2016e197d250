import { Link, useRouteLoaderData } from 'react-router';
import type { RootData } from '../server/root-loader.server';
import { pagePath } from '../shared/page-path';


/** Footer: shop links, help pages and the stores; the brand line. */
export function SiteFooter() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const brand = root?.brand ?? 'Aurelia';
  const categories = root?.categories ?? [];
  return (
    <footer className="sf-footer">
      <div className="sf-footer__columns">
        <nav aria-label="Shop">
          <h2 className="sf-footer__heading">Shop</h2>
          <ul>
            {categories.slice(0, 6).map((category) => (
              <li key={category.id}>
                <Link to={`/category/${category.slug}`}>{category.name}</Link>
              </li>
            ))}
            <li>
              <Link to="/search">Search all jewellery</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Visit us">
          <h2 className="sf-footer__heading">Visit us</h2>
          <ul>
            {(root?.stores ?? []).map((store) => (
              <li key={store.slug}>
                <Link to={`/stores/${store.slug}`}>
                  {store.name}, {store.city}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/stores">All stores</Link>
            </li>
            <li>
              <Link to="/appointment">Book an appointment</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Help">
          <h2 className="sf-footer__heading">Help</h2>
          <ul>
            {(root?.pages ?? []).map((page) => (
              <li key={page.slug}>
                <Link to={pagePath(page.slug)}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="sf-footer__legal">
        © {brand}. Gold, diamond and platinum jewellery, hallmarked and certified.
      </p>
    </footer>
  );
}
