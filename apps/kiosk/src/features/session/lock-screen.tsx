import { STAFF_PIN_PATTERN, formatDayHours, storeOpenState } from '@aurelia/domain';
import type { KioskStaffMember } from '@aurelia/contracts';
import { Alert, Button, NumericKeypad, Spinner } from '@aurelia/ui';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useServices } from '../../app/services';
import { loadDeviceState } from '../device/device-thunks';
import { unlockWithPin } from './session-thunks';

/** How often the lock screen asks the API for the staff list and the store's hours. */
const REFRESH_MS = 60_000;
/** How often it re-reads its own clock for the "store closed" screen. */
const CLOCK_MS = 30_000;

/** The store's opening state by the kiosk's clock, from the week's hours the API sent. */
function useOpenNow(): { openNow: boolean; todayHours: { open: string; close: string } | null } {
  const { now } = useServices();
  const hours = useAppSelector((state) => state.device.openingHours);
  const fallback = useAppSelector((state) => ({ openNow: state.device.openNow, todayHours: state.device.todayHours }));
  const [tick, setTick] = useState(() => now());
  useEffect(() => {
    const timer = setInterval(() => setTick(now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, [now]);
  if (!hours) return fallback;
  const state = storeOpenState(hours, new Date(tick));
  return { openNow: state.openNow, todayHours: state.todayHours };
}

function PinEntry({ member, onBack }: { member: KioskStaffMember; onBack: () => void }) {
  const dispatch = useAppDispatch();
  const [pin, setPin] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(value: string) {
    if (!STAFF_PIN_PATTERN.test(value)) {
      setMessage('Enter your 4 to 6 digit PIN.');
      return;
    }
    setBusy(true);
    const outcome = await dispatch(unlockWithPin({ staffId: member.id, pin: value })).unwrap();
    setBusy(false);
    if (!outcome.ok) {
      setPin('');
      setMessage(outcome.message);
    }
  }

  return (
    <section className="kiosk-panel" aria-labelledby="pin-title">
      <h1 id="pin-title" className="kiosk-title">
        Hello, {member.name}
      </h1>
      <p className="kiosk-lead">Enter your PIN to unlock.</p>
      <ul className="kiosk-pin-dots" aria-label={`${pin.length} of up to 6 digits entered`}>
        {Array.from({ length: Math.max(4, pin.length) }, (_, index) => (
          <li key={index} data-filled={index < pin.length} />
        ))}
      </ul>
      {message ? (
        <Alert tone="danger" role="alert">
          {message}
        </Alert>
      ) : null}
      <NumericKeypad
        className="kiosk-keypad"
        label="PIN"
        value={pin}
        onValueChange={(value) => {
          setPin(value);
          setMessage(null);
        }}
        maxLength={6}
        onSubmit={(value) => void submit(value)}
        submitLabel="Unlock"
        disabled={busy}
      />
      <Button variant="ghost" size="xl" onClick={onBack}>
        Not {member.name.split(' ')[0]}? Choose your name
      </Button>
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
  const lockReason = useAppSelector((state) => state.session.lockReason);
  const { openNow, todayHours } = useOpenNow();
  const [chosen, setChosen] = useState<KioskStaffMember | null>(null);

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
  } else if (!openNow) {
    content = (
      <section className="kiosk-panel" aria-labelledby="closed-title">
        <h1 id="closed-title" className="kiosk-title">
          {storeName} is closed
        </h1>
        <p className="kiosk-lead">Today’s hours: {formatDayHours(todayHours)}. The kiosk opens with the store.</p>
      </section>
    );
  } else if (chosen) {
    content = <PinEntry member={chosen} onBack={() => setChosen(null)} />;
  } else {
    content = (
      <section className="kiosk-panel" aria-labelledby="staff-title">
        <h1 id="staff-title" className="kiosk-title">
          {storeName}
        </h1>
        <p className="kiosk-lead">Touch your name to unlock.</p>
        {lockReason ? <Alert tone="info">{lockReason}</Alert> : null}
        {device.staff.length === 0 ? (
          <Alert tone="warning">No staff of this store have a PIN yet. Ask your manager.</Alert>
        ) : (
          <ul className="kiosk-staff-grid">
            {device.staff.map((member) => (
              <li key={member.id}>
                <Button variant="secondary" size="xl" onClick={() => setChosen(member)}>
                  {member.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }
  return (
    <main className="kiosk-screen">
      <div className="kiosk-centre">{content}</div>
    </main>
  );
}
