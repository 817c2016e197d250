import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Lets a libs/ui component (ProductCard, Breadcrumbs) render its links as router links, so they
 * navigate on the client and prefetch on intent.
 */
export function renderRouterLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <Link to={href} className={className} prefetch="intent">
      {children}
    </Link>
  );
}
