import { KIOSK_IDLE_COUNTDOWN_SECONDS, KIOSK_IDLE_WARNING_SECONDS } from '@aurelia/domain';
import { Alert, Badge, Button, IdleWarning } from '@aurelia/ui';
import { useCallback, useEffect } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isUnconfirmed } from '../gift-cards';
import { lockKiosk } from './session-thunks';

export const IDLE_LOCK_MESSAGE = 'The kiosk locked itself after 2 minutes without a touch.';

/** A call the shop has not confirmed, shown on the other screens until it is settled on its own. */
function UnconfirmedElsewhere({ title, to, screen }: { title: string; to: string; screen: string }) {
  return (
    <Alert
      tone="warning"
      title={title}
      actions={
        <Button asChild size="xl">
          <Link to={to}>Settle it in {screen}</Link>
        </Button>
      }
    >
      The network was lost while it was sent. Try it again there: it goes with the same key, so it is never done twice.
    </Alert>
  );
}

/**
 * The unlocked kiosk: the store and staff member in the header, a lock button, the offline state, and the
 * idle guard that locks the kiosk (leaving nothing of the last customer on screen).
 */
export function StaffLayout({ prefetch }: { prefetch?: () => Promise<unknown> }) {
  const dispatch = useAppDispatch();
  const session = useAppSelector((state) => state.session.session);
  const online = useAppSelector((state) => state.network.online);
  const waiting = useAppSelector((state) => state.appointments.pending.filter((pending) => pending.state === 'waiting-for-network').length);
  const unconfirmed = useAppSelector((state) => [state.giftCards.issue, state.giftCards.redeem].filter(isUnconfirmed).length);
  const pickupUnconfirmed = useAppSelector((state) => isUnconfirmed(state.pickups.call));
  const { pathname } = useLocation();
  const lockIdle = useCallback(() => void dispatch(lockKiosk(IDLE_LOCK_MESSAGE)), [dispatch]);
  // Fetch the staff screens now, while the network is up: the service worker keeps them for offline.
  useEffect(() => void prefetch?.().catch(() => undefined), [prefetch]);

  if (!session) return <Navigate to="/" replace />;
  return (
    <div className="kiosk-screen">
      <header className="kiosk-header">
        <span className="kiosk-header__store">{session.store.name}</span>
        <nav className="kiosk-nav" aria-label="Kiosk">
          <NavLink to="/appointments">Appointments</NavLink>
          <NavLink to="/giftcards">Gift cards</NavLink>
          <NavLink to="/pickups">Pick-ups</NavLink>
        </nav>
        <span className="kiosk-header__staff">{session.staff.name}</span>
        {online ? null : <Badge tone="warning">Offline</Badge>}
        <Button variant="secondary" size="xl" onClick={() => void dispatch(lockKiosk(null))}>
          Lock
        </Button>
      </header>
      <main className="kiosk-main">
        {unconfirmed > 0 && pathname !== '/giftcards' ? (
          <UnconfirmedElsewhere title="A gift card sale or redemption is not confirmed" to="/giftcards" screen="Gift cards" />
        ) : null}
        {pickupUnconfirmed && pathname !== '/pickups' ? <UnconfirmedElsewhere title="A pick-up step is not confirmed" to="/pickups" screen="Pick-ups" /> : null}
        <Outlet />
      </main>
      {online && waiting === 0 ? null : (
        <div className="kiosk-offline" role="status">
          <Alert tone="warning" title={online ? 'Sending saved actions' : 'No connection'}>
            {online
              ? `${waiting} saved ${waiting === 1 ? 'action is' : 'actions are'} being sent.`
              : `The list may be out of date.${waiting > 0 ? ` ${waiting} ${waiting === 1 ? 'action is' : 'actions are'} saved on this kiosk and will be sent, once each, when the network is back.` : ' Actions you take now are saved and sent when the network is back.'}`}
          </Alert>
        </div>
      )}
      <IdleWarning
        idleAfterMs={KIOSK_IDLE_WARNING_SECONDS * 1000}
        countdownSeconds={KIOSK_IDLE_COUNTDOWN_SECONDS}
        onTimeout={lockIdle}
        title="Still there?"
      />
    </div>
  );
}
