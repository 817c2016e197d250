import type { FieldErrors } from '@aurelia/api-client';
import type { Store } from '@aurelia/contracts';
import { Alert, Button, PasswordField, Select, TextField } from '@aurelia/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useServices } from '../../app/services';
import { setUpKiosk } from './device-thunks';

/**
 * Device set-up, once per kiosk: a store manager signs in, picks the store and names the kiosk. Only the
 * kiosk's own token is kept; the manager is signed out again.
 */
export function SetupScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { api } = useServices();
  const registered = useAppSelector((state) => state.device.token !== null);
  const [stores, setStores] = useState<Store[]>([]);
  const [store, setStore] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const error = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    let live = true;
    api
      .getStores()
      .then(({ data }) => live && setStores(data))
      .catch(() => live && setMessage('The stores could not be loaded. Check the network and reload.'));
    return () => {
      live = false;
    };
  }, [api]);

  // The busy button lost focus: the refusal takes it, so it is read out and the next Tab reaches the fields.
  useEffect(() => {
    if (refusals > 0) error.current?.focus();
  }, [refusals]);

  if (registered && !busy) return <Navigate to="/" replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const outcome = await dispatch(
      setUpKiosk({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        store,
        name: String(form.get('name') ?? ''),
      }),
    ).unwrap();
    setBusy(false);
    if (outcome.ok) {
      void navigate('/', { replace: true });
      return;
    }
    setMessage(outcome.message);
    setErrors(outcome.errors);
    setRefusals((count) => count + 1);
  }

  return (
    <main className="kiosk-screen">
      <div className="kiosk-centre">
        <form className="kiosk-panel" onSubmit={submit} noValidate aria-labelledby="setup-title">
          <h1 id="setup-title" className="kiosk-title">
            Set up this kiosk
          </h1>
          <p className="kiosk-lead">A store manager signs in once and chooses the store this screen stands in.</p>
          {message ? (
            <Alert ref={error} tabIndex={-1} tone="danger">
              {message}
            </Alert>
          ) : null}
          <TextField size="xl" label="Manager email" name="email" type="email" autoComplete="username" required errors={errors} />
          <PasswordField size="xl" label="Password" name="password" autoComplete="current-password" required errors={errors} />
          <Select
            size="xl"
            label="Store"
            name="store"
            required
            value={store}
            onValueChange={setStore}
            placeholder="Choose the store"
            options={stores.map((option) => ({ value: option.slug, label: `${option.name}, ${option.city}` }))}
            errors={errors}
          />
          <TextField size="xl" label="Name of this kiosk" name="name" defaultValue="Front counter" required errors={errors} />
          <Button type="submit" size="xl" loading={busy}>
            Set up kiosk
          </Button>
        </form>
        <Link to="/kiosks" className="kiosk-manage-link">
          Manage kiosks
        </Link>
      </div>
    </main>
  );
}
