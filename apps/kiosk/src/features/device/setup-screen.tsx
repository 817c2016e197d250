import type { Store } from '@aurelia/contracts';
import { Button, Select, TextField } from '@aurelia/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ManagerSignInFields, ScreenWithManageLink, useRefusableForm } from '../../app/manager-form';
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
  const refusable = useRefusableForm();
  const { errors, busy, setMessage } = refusable;

  useEffect(() => {
    let live = true;
    api
      .getStores()
      .then(({ data }) => live && setStores(data))
      .catch(() => live && setMessage('The stores could not be loaded. Check the network and reload.'));
    return () => {
      live = false;
    };
  }, [api, setMessage]);

  if (registered && !busy) return <Navigate to="/" replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      store,
      name: String(form.get('name') ?? ''),
    };
    const outcome = await refusable.send(() => dispatch(setUpKiosk(input)).unwrap());
    if (outcome.ok) void navigate('/', { replace: true });
  }

  return (
    <ScreenWithManageLink>
      <form className="kiosk-panel" onSubmit={submit} noValidate aria-labelledby="setup-title">
        <h1 id="setup-title" className="kiosk-title">
          Set up this kiosk
        </h1>
        <p className="kiosk-lead">A store manager signs in once and chooses the store this screen stands in.</p>
        <ManagerSignInFields refusal={refusable} emailName="email" />
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
    </ScreenWithManageLink>
  );
}
