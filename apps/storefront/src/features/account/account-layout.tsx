import { isFeatureDisabled, type FeatureKey } from '@aurelia/domain';
import { useEffect, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../shared/hooks';
import { selectUser } from '../../shared/session';
import { selectSettings } from '../settings';

const SECTIONS: { to: string; label: string; feature?: FeatureKey }[] = [
  { to: '/user/profile', label: 'Profile' },
  { to: '/user/orders', label: 'Orders' },
  { to: '/user/wishlist', label: 'Wishlist' },
  { to: '/user/carat-coins', label: 'Carat coins', feature: 'carat-coins' },
  { to: '/user/gold-purchase-plan', label: 'Gold purchase plan', feature: 'gold-purchase-plan' },
];

/**
 * The server only draws these pages for a signed-in shopper; a token refused afterwards (a 401 while the page
 * loads its data) signs the shopper out here, so they are sent to sign in and brought back.
 */
function useSignInWhenSignedOut(signedOut: boolean) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (signedOut) void navigate(`/auth/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [signedOut, navigate, pathname, search]);
}

/**
 * The signed-in shopper's pages: a heading, the account's sections (features switched off in settings are
 * left out) and the page's content.
 */
export function AccountLayout({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  const settings = useAppSelector(selectSettings);
  const user = useAppSelector(selectUser);
  useSignInWhenSignedOut(user === null);
  const sections = SECTIONS.filter((section) => section.feature === undefined || !isFeatureDisabled(settings, section.feature));
  return (
    <div className="sf-page sf-account">
      <header className="sf-page__header">
        {user && <p className="sf-account__greeting">Signed in as {user.name}</p>}
        <h1 className="sf-page__title">{title}</h1>
        {lead && <p className="sf-page__lead">{lead}</p>}
      </header>
      <div className="sf-account__body">
        <nav className="sf-account__nav" aria-label="Your account">
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.to === '/user/profile'}>
                  {section.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/auth/logout">Sign out</NavLink>
            </li>
          </ul>
        </nav>
        <div className="sf-account__content">{children}</div>
      </div>
    </div>
  );
}
