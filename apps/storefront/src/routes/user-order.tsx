import { data } from 'react-router';
import type { Route } from './+types/user-order';
import { RouteErrorBoundary } from '../features/shell/route-error';

/**
 * One order by its number. No order exists before checkout opens (issue 7), so every number is unknown
 * and answers with the 404 page, as another shopper's order will.
 */
export function loader({ params }: Route.LoaderArgs): never {
  throw data(`No order numbered “${params.orderNumber}” in your account`, { status: 404 });
}

export default function OrderPage() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
