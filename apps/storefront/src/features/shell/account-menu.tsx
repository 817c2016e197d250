import { DropdownMenu, IconButton, type DropdownMenuEntry } from '@aurelia/ui';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logout } from '../auth/auth-thunks';
import { selectIsSignedIn, selectUser } from '../auth/auth-slice';

/** The account menu: sign in or register for a guest; account pages and sign out when signed in. */
export function AccountMenu() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const go = (to: string) => () => void navigate(to);
  const items: DropdownMenuEntry[] = signedIn
    ? [
        { label: 'My profile', icon: 'user', onSelect: go('/user/profile') },
        { label: 'My orders', icon: 'gift', onSelect: go('/user/orders') },
        { label: 'Wishlist', icon: 'heart', onSelect: go('/user/wishlist') },
        { type: 'separator' },
        {
          label: 'Sign out',
          danger: true,
          onSelect: () => {
            void dispatch(logout()).then(() => navigate('/'));
          },
        },
      ]
    : [
        { label: 'Sign in', icon: 'user', onSelect: go('/auth/login') },
        { label: 'Create an account', icon: 'plus', onSelect: go('/auth/register') },
      ];
  return (
    <DropdownMenu
      label={signedIn && user ? `Signed in as ${user.name}` : 'Account'}
      align="end"
      trigger={<IconButton icon="user" label={signedIn && user ? `Account: ${user.name}` : 'Account'} />}
      items={items}
    />
  );
}
