import { DropdownMenu, IconButton, type DropdownMenuEntry } from '@aurelia/ui';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../shared/hooks';
import { logout } from '../features/auth/auth-thunks';

/** The signed-in shopper's menu: account pages and sign out. Loaded when first opened. */
export default function AccountDropdown({ userName }: { userName: string }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const go = (to: string) => () => void navigate(to);
  const items: DropdownMenuEntry[] = [
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
  ];
  return (
    <DropdownMenu
      defaultOpen
      label={`Signed in as ${userName}`}
      align="end"
      trigger={<IconButton icon="user" label={`Account: ${userName}`} />}
      items={items}
    />
  );
}
