import { isHttpError } from '@aurelia/api-client/errors';
import { Alert } from '@aurelia/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/auth-verify-email';
import { useAppDispatch, useAppSelector } from '../shared/hooks';
import { refreshUser } from '../features/account/account-thunks';
import { selectIsSignedIn } from '../shared/session';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { serverApi } from '../server/api.server';

/** `passwordRemoved`: this link first proved the address, so the password set before it no longer works. */
type Outcome = { verified: true; passwordRemoved: boolean } | { verified: false; problem: string };

/** Uses the link's token on the server, once, as the page is opened. */
export async function loader({ request }: Route.LoaderArgs): Promise<Outcome> {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token) return { verified: false, problem: 'This page needs the link from the email. Open the link again.' };
  try {
    const { password_reset_required: passwordRemoved } = await serverApi(request).verifyEmail({ token });
    return { verified: true, passwordRemoved };
  } catch (error) {
    if (isHttpError(error) && error.status === 409) {
      return { verified: false, problem: 'Another account uses that email address now, so we could not move yours to it.' };
    }
    if (isHttpError(error) && error.status === 422) {
      return { verified: false, problem: 'This verification link is invalid or has expired, or it was already used.' };
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Confirm your email', noindex: true });

/**
 * Where the verification email links to (`/auth/verify-email?token=…`): the address is verified (or, after an
 * email change, becomes the account's) and the page says so; a signed-in shopper's details are read again.
 */
export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  useEffect(() => {
    if (loaderData.verified && signedIn) void dispatch(refreshUser());
  }, [dispatch, loaderData.verified, signedIn]);

  return (
    <div className="sf-page sf-auth">
      <h1 className="sf-page__title">Confirm your email</h1>
      <div className="sf-auth__form">
        {loaderData.verified ? (
          <Alert tone="success" title="Your email address is verified">
            Gift cards sent to it now show on your gift cards page.
            {loaderData.passwordRemoved && (
              <>
                {' '}
                To keep the account yours alone, any password set before it was confirmed was removed and earlier sign-ins
                were signed out. Set your own with <Link to="/auth/forgot-password">Forgot password</Link>, or sign in with a
                code.
              </>
            )}
          </Alert>
        ) : (
          <Alert tone="danger" title="We could not verify your email">
            {loaderData.problem}
          </Alert>
        )}
        <p className="sf-auth__links">
          {signedIn ? <Link to="/user/profile">Go to your profile</Link> : <Link to="/auth/login">Sign in</Link>}
          {!loaderData.verified && ' · Signing in with a code sent to your email also verifies it.'}
        </p>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
