import { Link } from 'react-router';
import type { RenderLink } from '@aurelia/ui';

/**
 * Lets a libs/ui component (ProductCard, Breadcrumbs, CartLine) render its links as router links, so they
 * navigate on the client and prefetch on intent.
 */
export const renderRouterLink: RenderLink = ({ href, className, children }) => (
  <Link to={href} className={className} prefetch="intent">
    {children}
  </Link>
);
