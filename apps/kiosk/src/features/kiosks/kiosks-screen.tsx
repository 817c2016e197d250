import type { ManagedKiosk } from '@aurelia/contracts';
import { indiaDateTimeFormat } from '@aurelia/domain';
import { Alert, Button, TextField } from '@aurelia/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RefusalAlert, useFocusedHeading, useManagerForm } from '../../app/manager-form';
import type { FormOutcome } from '../device';
import { field, ManagerCredentialsForm } from '../session';
import { revokeKiosk, signInToManageKiosks, signOutManager } from './kiosks-thunks';

const WHEN = indiaDateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A moment as the store reads it, India time: "2 Mar 2026, 12:00 pm". */
const when = (iso: string) => WHEN.format(new Date(iso));

/** Asks for a reason before a kiosk is revoked; its device token and staff sessions stop at once. */
function RevokeForm({ kiosk, thisKiosk, onRevoke, onCancel }: { kiosk: ManagedKiosk; thisKiosk: boolean; onRevoke: (reason: string) => Promise<FormOutcome>; onCancel: () => void }) {
  const form = useManagerForm((fields) => onRevoke(field(fields, 'reason')));
  const heading = useFocusedHeading();

  return (
    <form className="kiosk-panel" onSubmit={form.submit} noValidate aria-labelledby="revoke-title">
      <h2 id="revoke-title" className="kiosk-title" tabIndex={-1} ref={heading}>
        Revoke {kiosk.name}?
      </h2>
      <p className="kiosk-lead">
        {thisKiosk ? 'This is the kiosk you are using: it goes back to set-up. ' : ''}Its staff sessions end at once and it cannot be used
        again until a manager sets it up anew. It is recorded with your name and reason.
      </p>
      <RefusalAlert refusal={form} />
      <TextField size="xl" label="Reason" name="reason" required errors={form.errors} />
      <Button type="submit" size="xl" variant="danger" loading={form.busy}>
        Revoke this kiosk
      </Button>
      <Button type="button" size="xl" variant="secondary" onClick={onCancel}>
        Keep it
      </Button>
    </form>
  );
}

/**
 * A manager's list of the store's kiosks, reached from the lock or set-up screen: they sign in with their
 * password, which is held by this screen only and signed out when they leave it.
 */
export function KiosksScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const thisKiosk = useAppSelector((state) => state.device.device?.id ?? null);
  const [token, setToken] = useState<string | null>(null);
  const [kiosks, setKiosks] = useState<ManagedKiosk[]>([]);
  const [revoking, setRevoking] = useState<ManagedKiosk | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Leaving the screen (or the kiosk) ends the manager's sign-in.
  useEffect(() => {
    if (!token) return undefined;
    return () => void dispatch(signOutManager(token));
  }, [dispatch, token]);
  useEffect(() => {
    if (token && !revoking) heading.current?.focus();
  }, [token, revoking]);

  const leave = () => void navigate('/', { replace: true });

  let content;
  if (!token) {
    content = (
      <ManagerCredentialsForm
        title="Manage kiosks"
        lead="A manager of this store signs in to see and revoke its kiosks. The sign-in ends when you leave this screen."
        submitLabel="Show the kiosks"
        onCancel={leave}
        onSubmit={async (form) => {
          const outcome = await dispatch(signInToManageKiosks({ email: field(form, 'manager_email'), password: field(form, 'password') })).unwrap();
          if (!outcome.ok) return outcome;
          setKiosks(outcome.kiosks);
          setToken(outcome.token);
          return { ok: true };
        }}
      />
    );
  } else if (revoking) {
    content = (
      <RevokeForm
        kiosk={revoking}
        thisKiosk={revoking.id === thisKiosk}
        onCancel={() => setRevoking(null)}
        onRevoke={async (reason) => {
          const outcome = await dispatch(revokeKiosk({ token, id: revoking.id, reason })).unwrap();
          if (!outcome.ok) return outcome;
          if (revoking.id === thisKiosk) {
            void navigate('/setup', { replace: true });
            return { ok: true };
          }
          setNotice(`${revoking.name} is revoked.`);
          setRevoking(null);
          setKiosks((list) => list.map((kiosk) => (kiosk.id === outcome.kiosk.id ? outcome.kiosk : kiosk)));
          return { ok: true };
        }}
      />
    );
  } else {
    content = (
      <section className="kiosk-panel" aria-labelledby="kiosks-title">
        <h1 id="kiosks-title" className="kiosk-title" tabIndex={-1} ref={heading}>
          Kiosks of {kiosks[0]?.store.name ?? 'this store'}
        </h1>
        {notice ? (
          <Alert tone="success" role="status">
            {notice}
          </Alert>
        ) : null}
        {kiosks.length === 0 ? <p className="kiosk-lead">This store has no kiosks yet.</p> : null}
        <ul className="kiosk-list">
          {kiosks.map((kiosk) => (
            <li key={kiosk.id} className="kiosk-list-item" data-kiosk={kiosk.id}>
              <h2 className="kiosk-lead">
                <strong>{kiosk.name}</strong>
                {kiosk.id === thisKiosk ? ' (this kiosk)' : ''}
              </h2>
              <p>
                Set up {when(kiosk.registered_at)}
                {kiosk.registered_by ? ` by ${kiosk.registered_by.name}` : ''}
              </p>
              <p>{kiosk.last_seen_at ? `Last used ${when(kiosk.last_seen_at)}` : 'Never used'}</p>
              {kiosk.revoked_at ? (
                <p>Revoked {when(kiosk.revoked_at)}</p>
              ) : (
                <Button size="xl" variant="danger" aria-label={`Revoke ${kiosk.name}`} onClick={() => setRevoking(kiosk)}>
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button size="xl" variant="secondary" onClick={leave}>
          Done
        </Button>
      </section>
    );
  }
  return (
    <main className="kiosk-screen">
      <div className="kiosk-centre">{content}</div>
    </main>
  );
}
