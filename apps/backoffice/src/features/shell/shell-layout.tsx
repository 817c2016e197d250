import type { Right } from '@aurelia/domain';
import { Button } from '@aurelia/ui';
import { useEffect, type ReactNode } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { may, ROLE_NAMES, sectionsFor } from '../../app/access';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Screen } from '../../app/screen';
import { refreshProfile, signOut } from '../session';

/**
 * The signed-in frame: a skip link, the brand, the sections the role may open, who is signed in and a sign-out
 * button, then the screen. Without a session it sends the visitor to sign in, and back here afterwards.
 */
export function ShellLayout() {
  const staff = useAppSelector((state) => state.session.signedIn?.staff);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const signedInWith = useAppSelector((state) => state.session.signedIn?.token);
  useEffect(() => {
    if (signedInWith) void dispatch(refreshProfile());
  }, [dispatch, signedInWith]);
  if (!staff) return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  const stores = staff.role === 'admin' ? 'All stores' : staff.stores.map((store) => store.name).join(', ');

  return (
    <div className="bo-shell">
      <a className="bo-skip" href="#main">
        Skip to content
      </a>
      <header className="bo-header">
        <p className="bo-brand">Aurelia back office</p>
        <nav aria-label="Back office" className="bo-nav">
          <ul>
            {sectionsFor(staff).map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} end={section.path === '/'} className="bo-nav__link">
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="bo-who">
          <p>
            <span className="bo-who__name">{staff.name}</span>{' '}
            <span className="bo-who__role">
              {ROLE_NAMES[staff.role] ?? staff.role} · {stores}
            </span>
          </p>
          <Button variant="secondary" size="sm" onClick={() => void dispatch(signOut())}>
            Sign out
          </Button>
        </div>
      </header>
      <main id="main" className="bo-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/** A screen behind a right: the role lacking it reads why, instead of a screen of refusals. */
export function RequireRight({ right, children }: { right: Right; children: ReactNode }) {
  const staff = useAppSelector((state) => state.session.signedIn?.staff);
  if (may(staff, right)) return <>{children}</>;
  return (
    <Screen title="Not available to your role">
      <p>Your role does not open this part of the back office. Ask an admin if you need it.</p>
    </Screen>
  );
}
