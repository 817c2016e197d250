import { AlertDialog } from 'radix-ui';
import { useCallback, useEffect, useState } from 'react';

import { Button } from '../button/button';
import '../dialog/dialog.css';
import './idle-warning.css';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

export interface IdleWarningProps {
  /** Inactivity before the warning shows, in ms (default 90 s). */
  idleAfterMs?: number;
  /** Seconds the warning counts down before the session ends (default 30). */
  countdownSeconds?: number;
  /** Ends the session: clear the customer's data and return to the start screen. */
  onTimeout: () => void;
  /** Called when the customer says they are still there. */
  onStay?: () => void;
  /** Pauses the watch (no customer session, or a payment in progress). */
  paused?: boolean;
  /** Heading of the warning. */
  title?: string;
}

/**
 * The kiosk's privacy guard: after a spell without touches or keys it asks "Are you still there?",
 * counts down, and ends the session unless someone touches "I'm still here".
 */
export function IdleWarning({
  idleAfterMs = 90_000,
  countdownSeconds = 30,
  onTimeout,
  onStay,
  paused = false,
  title = 'Are you still there?',
}: IdleWarningProps) {
  const [open, setOpen] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(countdownSeconds);
  const [activity, setActivity] = useState(0);

  useEffect(() => {
    if (paused || open) return undefined;
    const timer = setTimeout(() => {
      setSecondsLeft(countdownSeconds);
      setOpen(true);
    }, idleAfterMs);
    const onActivity = () => setActivity((count) => count + 1);
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity);
    };
  }, [paused, open, idleAfterMs, countdownSeconds, activity]);

  useEffect(() => {
    if (!open) return undefined;
    const interval = setInterval(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearInterval(interval);
  }, [open]);

  useEffect(() => {
    if (open && secondsLeft <= 0) {
      // The countdown ran out: close the warning and end the session.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOpen(false);
      onTimeout();
    }
  }, [open, secondsLeft, onTimeout]);

  const stay = useCallback(() => {
    setOpen(false);
    onStay?.();
  }, [onStay]);

  return (
    <AlertDialog.Root open={open && !paused} onOpenChange={(next) => !next && stay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="au-overlay" />
        <AlertDialog.Content className="au-dialog au-dialog--sm au-idle-warning">
          <AlertDialog.Title className="au-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="au-dialog__description">
            For your privacy this session ends in{' '}
            <strong className="au-idle-warning__seconds" aria-live="off">
              {Math.max(0, secondsLeft)}
            </strong>{' '}
            seconds.
          </AlertDialog.Description>
          <div className="au-dialog__footer">
            <AlertDialog.Action asChild>
              <Button size="xl" fullWidth onClick={stay}>
                I’m still here
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
