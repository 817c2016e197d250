import { Button, Spinner } from '@aurelia/ui';
import { useEffect, useRef } from 'react';
import { data, Form, Link, useNavigate } from 'react-router';
import type { Route } from './+types/auth-logout';
import { useAppDispatch } from '../app/hooks';
import { logout } from '../features/auth/auth-thunks';
import { pageMeta, rootDataOf } from '../app/seo/page-meta';
import { readSession } from '../server/api.server';
import { isOwnFormPost, isOwnNavigation } from '../server/fetch-site.server';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootDataOf(matches), { name: 'Sign out', noindex: true });

/**
 * A link on another site must not sign the shopper out behind their back: only a navigation from our own pages
 * (or the address typed in) signs out at once; anything else asks first.
 */
export function loader({ request }: Route.LoaderArgs) {
  const signedIn = readSession(request).token !== null;
  return { confirm: signedIn && !isOwnNavigation(request) };
}

/** The "Sign out?" page's button: honoured only when the form was posted from our own page. */
export function action({ request }: Route.ActionArgs) {
  if (!isOwnFormPost(request)) return data({ confirmed: false }, { status: 403 });
  return { confirmed: true };
}

/** Logs out as SPEC.md §4 says (server told if signed in, token, user and cart cleared) and goes home. */
function SigningOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void dispatch(logout()).then(() => navigate('/', { replace: true }));
  }, [dispatch, navigate]);
  return (
    <div className="sf-page sf-centered" role="status">
      <Spinner label="Signing you out" />
      <p>Signing you out…</p>
    </div>
  );
}

function ConfirmSignOut() {
  return (
    <div className="sf-page sf-centered">
      <h1 className="sf-page__title">Sign out?</h1>
      <p>A link asked to sign you out of your account. Do you want to sign out?</p>
      <Form method="post">
        <Button type="submit" worksWithoutScript variant="primary">
          Sign out
        </Button>
      </Form>
      <p>
        <Link to="/">Stay signed in and go to the shop</Link>
      </p>
    </div>
  );
}

export default function LogoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const confirmed = !loaderData.confirm || actionData?.confirmed === true;
  return confirmed ? <SigningOut /> : <ConfirmSignOut />;
}
