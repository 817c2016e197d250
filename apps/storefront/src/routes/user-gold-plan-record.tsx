import { data } from 'react-router';
import type { Route } from './+types/user-gold-plan-record';
import { RouteErrorBoundary } from '../features/shell/route-error';

const RECORDS: Record<string, string> = {
  uuid: 'subscription',
  paymentUUID: 'plan payment',
  transactionNumber: 'transaction',
};

/**
 * A plan subscription, payment or transaction status by its id. No plan can be joined online before the
 * money flows (issue 7), so no id is known yet and each answers with the 404 page.
 */
export function loader({ params }: Route.LoaderArgs): never {
  const [key, id] = Object.entries(params).find(([name]) => name in RECORDS) ?? ['', ''];
  throw data(`No ${RECORDS[key] ?? 'record'} “${id}” in your account`, { status: 404 });
}

export default function GoldPlanRecordPage() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
