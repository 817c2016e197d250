import type { User } from '@aurelia/contracts';
import { useEffect, useState } from 'react';
import type { Route } from './+types/user-profile';
import { useAppDispatch, useAppSelector } from '../shared/hooks';
import { AccountLayout } from '../features/account/account-layout';
import { useExpiredSession } from '../features/account/use-expired-session';
import { ProfileForms, profileFormsPart } from '../features/account/profile-forms-part';
import { userUpdated } from '../features/auth';
import { withParts } from '../shared/lazy-part';
import { selectUser } from '../shared/session';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { serverApi } from '../server/api.server';
import { orExpired } from '../server/session-expired.server';

/** On a visit from another page, the forms' code comes with the page's data. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader, profileFormsPart);

export async function loader({ request }: Route.LoaderArgs) {
  const read = serverApi(request)
    .getUser()
    .then(({ data }) => ({ user: data as User | null, expired: false }));
  // Any other failure leaves the page on the user the cookies hold.
  return orExpired(read, { user: null, expired: true }).catch(() => ({ user: null, expired: false }));
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'My profile', noindex: true });

/**
 * The signed-in shopper's details (name, email, phone), re-validated by the server, and a password change. The
 * page starts from the user the cookies hold and then takes the server's copy its loader read: an address verified
 * from the mailed link in another tab (or a moment ago) shows as verified. A token the API refused there sends the
 * shopper to sign in like every account page, so the sign-in page is the one that says the session ended.
 */
export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  useExpiredSession(loaderData.expired);
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [drawnWith] = useState(user);
  useEffect(() => {
    if (loaderData.user) dispatch(userUpdated(loaderData.user));
  }, [dispatch, loaderData.user]);
  return (
    <AccountLayout title="My profile" lead="Your details for orders, deliveries and appointments.">
      {user ? <ProfileForms key={user.id} drawnWith={drawnWith?.id === user.id ? drawnWith : user} /> : <p>Signing you in…</p>}
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
