import type { KioskStaffMember } from '@aurelia/contracts';
import { STAFF_PIN_PATTERN } from '@aurelia/domain';
import { Alert, Button, NumericKeypad } from '@aurelia/ui';
import { useEffect, useRef, useState } from 'react';
import { focusLost } from '../../app/focus';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadDeviceState } from '../device';
import { ManagerClearLock } from './manager-clear-lock';
import { unlockWithPin } from './session-thunks';
import { usePinKeys } from './use-pin-keys';

/** The longest PIN (STAFF_PIN_PATTERN): the pad takes no more digits. */
const PIN_MAX = 6;

/**
 * The chosen staff member's PIN, on the on-screen pad or the keyboard's number keys. Focus never drops to the
 * page: it starts on the pad, goes to Unlock when the pad is full, back to the pad when Delete empties it, and
 * to the error after a wrong PIN. A polite live region counts the digits, never saying them.
 */
export function PinEntry({ member, onBack }: { member: KioskStaffMember; onBack: () => void }) {
  const dispatch = useAppDispatch();
  const [pin, setPin] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [counted, setCounted] = useState('');
  const [clearing, setClearing] = useState(false);
  const pinLocked = useAppSelector((state) => state.device.staff.find((person) => person.id === member.id)?.pin_locked === true);
  const pad = useRef<HTMLDivElement>(null);
  const error = useRef<HTMLDivElement>(null);
  const errorToFocus = useRef(false);

  function change(value: string) {
    setPin(value);
    setMessage(null);
    setCounted(`${value.length} of ${PIN_MAX} digits entered`);
  }

  function refuse(text: string) {
    setMessage(text);
    // The alert speaks for itself; a count of zero beside it would only be noise.
    setCounted('');
    errorToFocus.current = true;
  }

  async function submit(value: string) {
    if (busy) return;
    if (!STAFF_PIN_PATTERN.test(value)) {
      refuse('Enter your 4 to 6 digit PIN.');
      return;
    }
    setBusy(true);
    const outcome = await dispatch(unlockWithPin({ staffId: member.id, pin: value })).unwrap();
    setBusy(false);
    if (!outcome.ok) {
      setPin('');
      refuse(outcome.message);
      // A lock-out shows on the lock screen's next read: the manager's way out appears with it.
      void dispatch(loadDeviceState());
    }
  }

  usePinKeys({ pin, maxLength: PIN_MAX, disabled: busy, onChange: change, onSubmit: (value) => void submit(value) });

  // Choosing a name took the focused name button away: the pad takes focus, ready for the number keys.
  useEffect(() => pad.current?.focus(), []);
  useEffect(() => {
    if (errorToFocus.current) {
      errorToFocus.current = false;
      error.current?.focus();
      return;
    }
    if (!focusLost()) return;
    // A full pad disables its digit keys and an empty one its Delete key: Unlock is next when full, else the pad.
    const unlock = pad.current?.querySelector<HTMLButtonElement>('button:last-of-type');
    (pin.length >= PIN_MAX && !busy && unlock ? unlock : pad.current)?.focus();
  }, [pin, message, busy]);

  if (clearing) {
    return (
      <ManagerClearLock
        member={member}
        onCancel={() => setClearing(false)}
        onDone={() => {
          setClearing(false);
          setMessage(null);
        }}
      />
    );
  }

  return (
    <section className="kiosk-panel" aria-labelledby="pin-title">
      <h1 id="pin-title" className="kiosk-title">
        Hello, {member.name}
      </h1>
      <p className="kiosk-lead">Enter your PIN to unlock.</p>
      <ul className="kiosk-pin-dots" aria-hidden="true">
        {Array.from({ length: Math.max(4, pin.length) }, (_, index) => (
          <li key={index} data-filled={index < pin.length} />
        ))}
      </ul>
      <p role="status" className="au-sr-only">
        {counted}
      </p>
      {message ? (
        <Alert ref={error} tabIndex={-1} tone="danger" role="alert">
          {message}
        </Alert>
      ) : null}
      <NumericKeypad
        ref={pad}
        tabIndex={-1}
        className="kiosk-keypad"
        label="PIN"
        value={pin}
        onValueChange={change}
        maxLength={PIN_MAX}
        onSubmit={(value) => void submit(value)}
        submitLabel="Unlock"
        disabled={busy}
      />
      {pinLocked ? (
        <Button variant="secondary" size="xl" onClick={() => setClearing(true)}>
          Manager: lift the lock-out
        </Button>
      ) : null}
      <Button variant="ghost" size="xl" onClick={onBack}>
        Not {member.name.split(' ')[0]}? Choose your name
      </Button>
    </section>
  );
}
