import { Button, Spinner } from '@aurelia/ui';
import { authSessionCookies, holdsSession, logout, signedOutSession } from '@aurelia/domain';
import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/auth-logout';
import { useAppDispatch } from '../shared/hooks';
import { signedOut } from '../features/auth/auth-slice';
import { pageOrErrorMeta } from '../seo/page-meta';
import { readSession, serverApi } from '../server/api.server';
import { cookiesAreSecure } from '../server/api-session.server';
import { isOwnFormPost } from '../server/fetch-site.server';
import { isSignOutToken, signOutToken } from '../server/sign-out-token.server';

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Sign out', noindex: true });

/** The form field carrying the session's sign-out token. */
const TOKEN_FIELD = 'sign_out_token';

/** Opening the address never signs out (a link on another page could open it): a signed-in shopper is asked. */
export function loader({ request }: Route.LoaderArgs) {
  const session = readSession(request);
  return { token: holdsSession(session) ? signOutToken(session.token) : null };
}

/**
 * Signs out when the form was posted from our own page with this session's token: the API token is revoked,
 * both auth cookies cleared, and the shopper sent home. Anything else is asked again (403).
 */
export async function action({ request }: Route.ActionArgs) {
  const session = readSession(request);
  const form = await request.formData().catch(() => null);
  const fromOwnPage = isOwnFormPost(request);
  if (holdsSession(session) && (!fromOwnPage || !isSignOutToken(session.token, form?.get(TOKEN_FIELD)))) {
    return data({ token: fromOwnPage ? signOutToken(session.token) : null, refused: true }, { status: 403 });
  }
  await logout(session, () => serverApi(request).logout());
  const headers = new Headers();
  for (const cookie of authSessionCookies(signedOutSession(), cookiesAreSecure(new URL(request.url).protocol === 'https:'))) headers.append('Set-Cookie', cookie);
  return redirect('/', { headers });
}

/** No session on the server: what this tab still holds (user, bag, wishlist) is cleared, and the shopper goes home. */
function SigningOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    dispatch(signedOut());
    void navigate('/', { replace: true });
  }, [dispatch, navigate]);
  return (
    <div className="sf-page sf-centered" role="status">
      <Spinner label="Signing you out" />
      <p>Signing you out…</p>
    </div>
  );
}

function ConfirmSignOut({ token, refused }: { token: string | null; refused: boolean }) {
  return (
    <div className="sf-page sf-centered">
      <h1 className="sf-page__title">Sign out?</h1>
      <p>{refused ? 'That request to sign you out did not come from this page. Do you want to sign out?' : 'Do you want to sign out of your account?'}</p>
      {token ? (
        <Form method="post" action="/auth/logout">
          <input type="hidden" name={TOKEN_FIELD} value={token} />
          <Button type="submit" worksWithoutScript variant="primary">
            Sign out
          </Button>
        </Form>
      ) : (
        <p>
          <Link to="/auth/logout">Ask again</Link>
        </p>
      )}
      <p>
        <Link to="/">Stay signed in and go to the shop</Link>
      </p>
    </div>
  );
}

export default function LogoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const token = actionData?.token ?? loaderData.token;
  if (loaderData.token === null && !actionData?.refused) return <SigningOut />;
  return <ConfirmSignOut token={token} refused={actionData?.refused === true} />;
}
