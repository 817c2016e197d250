import { IconButton } from '@aurelia/ui';
import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../shared/hooks';
import { selectIsSignedIn, selectUser } from '../shared/session';
import { HeaderIconLink } from './header-icon-link';

const loadDropdown = () => import('./account-dropdown');
/** Should the menu's code not come (the connection gone, a tab left open across a release), the profile is a link away. */
const AccountDropdown = lazy(() => loadDropdown().catch(() => ({ default: ProfileLink })));
const prefetchDropdown = () => void loadDropdown().catch(() => undefined);

function ProfileLink({ userName }: { userName: string }) {
  return <HeaderIconLink to="/user/profile" icon="user" label={`Account: ${userName}`} count={0} />;
}

/**
 * The account entry of the header: a guest gets a link to sign in (registering is one link away there);
 * a signed-in shopper gets a menu, whose code loads when it is first opened.
 */
export function AccountMenu() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  const [opened, setOpened] = useState(false);
  if (!signedIn || !user) return <HeaderIconLink to="/auth/login" icon="user" label="Sign in" count={0} />;
  const button = (
    <IconButton
      icon="user"
      label={`Account: ${user.name}`}
      aria-haspopup="menu"
      onPointerEnter={prefetchDropdown}
      onFocus={prefetchDropdown}
      onClick={() => setOpened(true)}
    />
  );
  return opened ? (
    <Suspense fallback={button}>
      <AccountDropdown userName={user.name} />
    </Suspense>
  ) : (
    button
  );
}
