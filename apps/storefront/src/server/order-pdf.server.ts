import { loginRedirectFor } from '@aurelia/domain';
import { redirect } from 'react-router';
import { API_ORIGIN, readSession } from './api.server';

const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-length', 'cache-control'];

/** Plain words for a refusal: the link is a download, so there is no page to show them in. */
const refusal = (status: number, message: string) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * A PDF of one of the shopper's orders (its invoice, a credit note): the API's answer at `apiPath` (under the
 * order) streamed through with the token from the shopper's cookie, so the browser never holds an API URL with
 * a token. `?disposition=inline` opens it to print. For resource routes, where the root loader's guards do not
 * run: sign-in is checked here. `what` names the document in a refusal ("The invoice").
 */
export async function orderPdf(request: Request, orderNumber: string, apiPath: string, what: string): Promise<Response> {
  const order = encodeURIComponent(orderNumber);
  const orderPath = `/user/order/${order}`;
  const { token } = readSession(request);
  if (!token) throw redirect(loginRedirectFor(orderPath));
  const disposition = new URL(request.url).searchParams.get('disposition') === 'inline' ? 'inline' : 'attachment';
  let answer: Response;
  try {
    answer = await fetch(`${API_ORIGIN}/api/v1/orders/${order}/${apiPath}?disposition=${disposition}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/pdf, application/json' },
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return refusal(503, `${what} could not be fetched right now. Please try again in a moment.`);
  }
  if (answer.status === 401) throw redirect(loginRedirectFor(orderPath));
  if (!answer.ok) {
    const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
    if (answer.status === 404) return refusal(404, 'Page not found: no such order in your account.');
    return refusal(answer.status, typeof body?.message === 'string' ? body.message : `${what} is not available.`);
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
