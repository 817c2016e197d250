import type { FieldErrors } from '@aurelia/api-client';
import { Alert, PasswordField, TextField } from '@aurelia/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

/** How a form's call ended, as the features' thunks report it (never a rejection). */
type Outcome = { ok: true } | { ok: false; message: string; errors?: FieldErrors };

/** What a form shows of its last refusal; `refusals` counts them, so that each one takes focus anew. */
export interface RefusalState {
  message: string | null;
  errors: FieldErrors | undefined;
  refusals: number;
}

/**
 * A form whose call the API may refuse: busy while it runs; a refusal's message and field errors are kept
 * for {@link RefusalAlert} and the fields.
 */
export function useRefusableForm() {
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(0);

  async function send(call: () => Promise<Outcome>): Promise<Outcome> {
    setBusy(true);
    const outcome = await call();
    setBusy(false);
    if (!outcome.ok) {
      setMessage(outcome.message);
      setErrors(outcome.errors);
      setRefusals((count) => count + 1);
    }
    return outcome;
  }

  return { message, setMessage, errors, refusals, busy, send };
}

/** A manager's form: `submit` sends the form's fields through `call`, as {@link useRefusableForm}. */
export function useManagerForm(call: (form: FormData) => Promise<Outcome>) {
  const refusable = useRefusableForm();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void refusable.send(() => call(form));
  }

  return { ...refusable, submit };
}

/** A ref for the heading of a panel that opens in place of another: it takes focus when the panel opens. */
export function useFocusedHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

/**
 * The form's last refusal, if any. It takes focus with each refusal, as the busy button lost it, so it is
 * read out and the next Tab reaches the fields.
 */
export function RefusalAlert({ refusal }: { refusal: RefusalState }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal.refusals > 0) alert.current?.focus();
  }, [refusal.refusals]);
  return refusal.message ? (
    <Alert ref={alert} tabIndex={-1} tone="danger">
      {refusal.message}
    </Alert>
  ) : null;
}

/** The last refusal, then the manager's email (sent as `emailName`) and password: how every manager's form starts. */
export function ManagerSignInFields({ refusal, emailName }: { refusal: RefusalState; emailName: string }) {
  return (
    <>
      <RefusalAlert refusal={refusal} />
      <TextField size="xl" label="Manager email" name={emailName} type="email" autoComplete="username" required errors={refusal.errors} />
      <PasswordField size="xl" label="Password" name="password" autoComplete="current-password" required errors={refusal.errors} />
    </>
  );
}

/** A screen before any staff session (set-up, lock), centred, with the way to the manager's list of kiosks under it. */
export function ScreenWithManageLink({ children }: { children: ReactNode }) {
  return (
    <main className="kiosk-screen">
      <div className="kiosk-centre">
        {children}
        <Link to="/kiosks" className="kiosk-manage-link">
          Manage kiosks
        </Link>
      </div>
    </main>
  );
}
