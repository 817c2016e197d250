import { loginRedirectFor } from '@aurelia/domain';
import { redirect } from 'react-router';
import type { Route } from './+types/user-order-invoice';
import { API_ORIGIN, readSession } from '../server/api.server';

const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-length', 'cache-control'];

/** Plain words for a refusal: the link is a download, so there is no page to show them in. */
const refusal = (status: number, message: string) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * The tax invoice of one of the shopper's orders: the API's PDF streamed through with the token from the
 * shopper's cookie (the browser never holds an API URL with a token). `?disposition=inline` opens it to print.
 * A resource route: the root loader's guards do not run, so sign-in is checked here.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const orderPath = `/user/order/${encodeURIComponent(params.orderNumber)}`;
  const { token } = readSession(request);
  if (!token) throw redirect(loginRedirectFor(orderPath));
  const disposition = new URL(request.url).searchParams.get('disposition') === 'inline' ? 'inline' : 'attachment';
  let answer: Response;
  try {
    answer = await fetch(`${API_ORIGIN}/api/v1/orders/${encodeURIComponent(params.orderNumber)}/invoice?disposition=${disposition}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/pdf, application/json' },
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return refusal(503, 'The invoice could not be fetched right now. Please try again in a moment.');
  }
  if (answer.status === 401) throw redirect(loginRedirectFor(orderPath));
  if (!answer.ok) {
    const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
    if (answer.status === 404) return refusal(404, 'Page not found: no such order in your account.');
    return refusal(answer.status, typeof body?.message === 'string' ? body.message : 'The invoice is not available.');
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
