import { formatDayHours, indiaClock, storeOpenState } from '@aurelia/domain';
import type { KioskStaffMember } from '@aurelia/contracts';
import { Alert, Button, Spinner } from '@aurelia/ui';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { focusLost } from '../../app/focus';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ScreenWithManageLink } from '../../app/manager-form';
import { useServices } from '../../app/services';
import { loadDeviceState } from '../device';
import { ManagerOverride } from './manager-override';
import { ManagerUnlockKiosk } from './manager-unlock-kiosk';
import { PinEntry } from './pin-entry';

/** How often the lock screen asks the API for the staff list and the store's hours. */
const REFRESH_MS = 60_000;
/** How often it re-reads its own clock for the "store closed" screen. */
const CLOCK_MS = 30_000;

/**
 * The counter's state by the kiosk's clock, from the week's hours the API sent: open in the store's hours, or
 * while a manager's override lasts (the API enforces the same rule).
 */
function useOpenNow(): { openNow: boolean; byOverride: boolean; todayHours: { open: string; close: string } | null } {
  const { now } = useServices();
  const hours = useAppSelector((state) => state.device.openingHours);
  const overrideUntil = useAppSelector((state) => state.device.override?.open_until ?? null);
  const fallbackOpen = useAppSelector((state) => state.device.openNow);
  const fallbackHours = useAppSelector((state) => state.device.todayHours);
  const fallback = { openNow: fallbackOpen, todayHours: fallbackHours };
  const [tick, setTick] = useState(() => now());
  useEffect(() => {
    const timer = setInterval(() => setTick(now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, [now]);
  const overridden = overrideUntil !== null && Date.parse(overrideUntil) > tick;
  if (!hours) return { ...fallback, openNow: fallback.openNow || overridden, byOverride: !fallback.openNow && overridden };
  const state = storeOpenState(hours, new Date(tick));
  return { openNow: state.openNow || overridden, byOverride: !state.openNow && overridden, todayHours: state.todayHours };
}

/** Until when this kiosk refuses every PIN after too many wrong ones, by the kiosk's clock; null when it does not. */
function useLockedUntil(): string | null {
  const { now } = useServices();
  const lockedUntil = useAppSelector((state) => state.device.lockedUntil);
  const [tick, setTick] = useState(() => now());
  useEffect(() => {
    if (!lockedUntil) return undefined;
    const timer = setInterval(() => setTick(now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, [now, lockedUntil]);
  return lockedUntil !== null && Date.parse(lockedUntil) > tick ? lockedUntil : null;
}

/** An override's end as the staff read it: India time, midnight in words. */
function untilLabel(openUntil: string): string {
  const { time } = indiaClock(new Date(openUntil));
  return time === '00:00' ? 'midnight' : time;
}

/**
 * The store's staff by name. Arriving with focus lost (after set-up, locking, or "Not you?"), focus goes to the
 * person who just went back, or else the heading.
 */
function StaffList({
  storeName,
  returnTo,
  byOverride,
  onChoose,
}: {
  storeName: string;
  returnTo: number | null;
  /** Open only by a manager's override: the screen says who opened it, until when and why. */
  byOverride: boolean;
  onChoose: (member: KioskStaffMember) => void;
}) {
  const staff = useAppSelector((state) => state.device.staff);
  const lockReason = useAppSelector((state) => state.session.lockReason);
  const override = useAppSelector((state) => state.device.override);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!focusLost()) return;
    const back = returnTo === null ? null : list.current?.querySelector<HTMLButtonElement>(`[data-staff="${returnTo}"]`);
    (back ?? heading.current)?.focus();
  }, [returnTo]);
  return (
    <section className="kiosk-panel" aria-labelledby="staff-title">
      <h1 id="staff-title" className="kiosk-title" tabIndex={-1} ref={heading}>
        {storeName}
      </h1>
      <p className="kiosk-lead">Touch your name to unlock.</p>
      {lockReason ? <Alert tone="info">{lockReason}</Alert> : null}
      {byOverride && override ? (
        <Alert tone="info">
          Open outside store hours until {untilLabel(override.open_until)}
          {override.manager ? `, by ${override.manager.name}` : ''}: {override.reason}
        </Alert>
      ) : null}
      {staff.length === 0 ? (
        <Alert tone="warning">No staff of this store have a PIN yet. Ask your manager.</Alert>
      ) : (
        <ul className="kiosk-staff-grid" ref={list}>
          {staff.map((member) => (
            <li key={member.id}>
              <Button variant="secondary" size="xl" data-staff={member.id} onClick={() => onChoose(member)}>
                {member.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The lock screen: the store's staff by name, then the chosen person's PIN on the keypad. Outside the
 * store's opening hours it shows that the store is closed instead.
 */
export function LockScreen({ prefetch }: { prefetch?: () => Promise<unknown> }) {
  const dispatch = useAppDispatch();
  // The staff screens' code comes while staff type their PIN, so unlocking shows the appointments at once.
  useEffect(() => void prefetch?.().catch(() => undefined), [prefetch]);
  const device = useAppSelector((state) => state.device);
  const unlocked = useAppSelector((state) => state.session.session !== null);
  const { openNow, byOverride, todayHours } = useOpenNow();
  const [chosen, setChosen] = useState<KioskStaffMember | null>(null);
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const [overriding, setOverriding] = useState(false);
  const [unlocking, setUnlocking] = useState(false);
  const lockedUntil = useLockedUntil();

  useEffect(() => {
    if (!device.token) return undefined;
    void dispatch(loadDeviceState());
    const timer = setInterval(() => void dispatch(loadDeviceState()), REFRESH_MS);
    return () => clearInterval(timer);
  }, [dispatch, device.token]);

  if (!device.token) return <Navigate to="/setup" replace />;
  if (unlocked) return <Navigate to="/appointments" replace />;

  const storeName = device.device?.store.name ?? 'This store';
  let content;
  if (device.status === 'loading' || device.status === 'idle') {
    content = <Spinner label="Loading the store" />;
  } else if (device.status === 'failed') {
    content = (
      <section className="kiosk-panel">
        <h1 className="kiosk-title">No connection</h1>
        <Alert tone="warning">The kiosk cannot reach the shop. Check the network; it keeps trying.</Alert>
        <Button size="xl" onClick={() => void dispatch(loadDeviceState())}>
          Try again now
        </Button>
      </section>
    );
  } else if (lockedUntil) {
    content = unlocking ? (
      <ManagerUnlockKiosk onCancel={() => setUnlocking(false)} />
    ) : (
      <section className="kiosk-panel" aria-labelledby="kiosk-locked-title">
        <h1 id="kiosk-locked-title" className="kiosk-title">
          This kiosk is locked
        </h1>
        <p className="kiosk-lead">Too many wrong PINs were typed here. It unlocks at {untilLabel(lockedUntil)}, or a manager can unlock it now.</p>
        <Button size="xl" variant="secondary" onClick={() => setUnlocking(true)}>
          Manager: unlock this kiosk
        </Button>
      </section>
    );
  } else if (!openNow) {
    content = (
      <section className="kiosk-panel" aria-labelledby="closed-title">
        <h1 id="closed-title" className="kiosk-title">
          {storeName} is closed
        </h1>
        <p className="kiosk-lead">Today’s hours: {formatDayHours(todayHours)}. The kiosk opens with the store.</p>
        {overriding ? (
          <ManagerOverride onCancel={() => setOverriding(false)} />
        ) : (
          <Button size="xl" variant="secondary" onClick={() => setOverriding(true)}>
            Manager: open the counter now
          </Button>
        )}
      </section>
    );
  } else if (chosen) {
    content = (
      <PinEntry
        member={chosen}
        onBack={() => {
          setReturnTo(chosen.id);
          setChosen(null);
        }}
      />
    );
  } else {
    content = <StaffList storeName={storeName} returnTo={returnTo} byOverride={byOverride} onChoose={setChosen} />;
  }
  return <ScreenWithManageLink>{content}</ScreenWithManageLink>;
}
