import { isHttpError, newIdempotencyKey } from '@aurelia/api-client';
import type { MetalPurity, MetalRate, MetalRateChange, SetMetalRateBody } from '@aurelia/contracts';
import { formatInr, LARGE_RATE_CHANGE_PERCENT, reasonProblem } from '@aurelia/domain';
import { Alert, Button, Checkbox, NativeSelect, TextField, Textarea } from '@aurelia/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { RefusalAlert, refusalOf } from '../../app/refusal';
import { useAction } from '../../app/use-action';
import { useServices } from '../../app/services';
import { asksToConfirm, perGram, piecesText, rateEntryProblem, rateOfEntry } from './rate-entry';

/** A purity and a typed rate: what the server was asked, and what a confirmation speaks for. */
interface Entry {
  purity: MetalPurity;
  rate: string;
}

/**
 * An admin's "Set a rate": a purity, its new rate per gram in rupees and why. The rate is checked for shape
 * before it is sent; the server judges the rest. A move it holds back as large is sent again, confirmed,
 * only for the same purity and figure the person was warned about.
 */
export function SetRateForm({ rates, onSet }: { rates: readonly MetalRate[]; onSet: (change: MetalRateChange, rates: MetalRate[]) => void }) {
  const { call } = useServices();
  const id = useId();
  const [purity, setPurity] = useState<MetalPurity | undefined>(rates[0]?.purity);
  const [rate, setRate] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ rate?: string; reason?: string }>({});
  const [confirmFor, setConfirmFor] = useState<Entry | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [done, setDone] = useState<{ title: string; change: MetalRateChange } | null>(null);
  // One key per rate the person means: a resend after a lost answer cannot set it twice.
  const [key, setKey] = useState(newIdempotencyKey);
  // The button's busy state arrives with the next render; this holds a second press in the same moment.
  const sending = useRef(false);
  const { busy, refused, setRefused, run } = useAction();

  const chosen = rates.find((entry) => entry.purity === purity);
  const confirming = confirmFor !== null && confirmFor.purity === purity && confirmFor.rate === rate;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || !purity || !chosen) return;
    setDone(null);
    setRefused(null);
    const found = { rate: rateEntryProblem(rate) ?? undefined, reason: reasonProblem(reason) ?? undefined };
    setProblems(found);
    if (found.rate || found.reason) return;
    const body: SetMetalRateBody = {
      purity,
      rate_per_gram: rateOfEntry(rate),
      reason: reason.trim(),
      ...(confirming && confirmed ? { confirm_large_change: true } : {}),
    };
    sending.current = true;
    try {
      await run(async () => {
        try {
          const answer = await call('setMetalRate', { body, headers: { 'Idempotency-Key': key } });
          setKey(newIdempotencyKey());
          setRate('');
          setReason('');
          setConfirmFor(null);
          setConfirmed(false);
          setDone({ title: chosen.title, change: answer.data.change });
          onSet(answer.data.change, answer.data.rates);
        } catch (error) {
          // The server keeps its answer under the key, so the next send (confirmed, say) is a new request;
          // after a lost answer or a 5xx the same key goes again.
          if (isHttpError(error) && error.status < 500) setKey(newIdempotencyKey());
          if (asksToConfirm(refusalOf(error), chosen.rate_per_gram, body.rate_per_gram)) {
            setConfirmFor({ purity, rate });
            setConfirmed(false);
          }
          throw error;
        }
      });
    } finally {
      sending.current = false;
    }
  };

  const errors = refused?.errors ?? undefined;

  return (
    <form className="bo-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bo-subtitle">
        Set a rate
      </h2>
      {refused && <RefusalAlert key={refused.message} refused={refused} title="Not set" />}
      <NativeSelect
        name="purity"
        label="Purity"
        options={rates.map((entry) => ({ value: entry.purity, label: `${entry.title} (${entry.purity})` }))}
        value={purity ?? ''}
        onValueChange={(value) => setPurity(rates.find((entry) => entry.purity === value)?.purity)}
        errors={errors}
        required
      />
      <TextField
        name="rate_per_gram"
        label="Rate per gram in rupees"
        description={chosen?.rate_per_gram != null ? `In force now: ${perGram(chosen.rate_per_gram)}.` : 'No rate in force yet.'}
        inputMode="decimal"
        autoComplete="off"
        value={rate}
        onChange={(event) => setRate(event.currentTarget.value)}
        errors={errors}
        error={problems.rate}
        required
      />
      {confirming && (
        <Checkbox
          name="confirm_large_change"
          label={`Yes, change it by more than ${LARGE_RATE_CHANGE_PERCENT}%`}
          description="Every piece of this purity is re-priced at once."
          checked={confirmed}
          onCheckedChange={setConfirmed}
        />
      )}
      <Textarea
        name="reason"
        label="Reason for the change"
        description="Kept in the audit log with the old and new rate."
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        errors={errors}
        error={problems.reason}
        required
      />
      <div className="bo-actions">
        <Button type="submit" loading={busy}>
          Set the rate
        </Button>
      </div>
      {done && (
        <Alert tone="success" title={`${done.title} set to ${perGram(done.change.rate_per_gram)}`}>
          {piecesText(done.change.pieces_repriced)} re-priced at {formatInr(done.change.rate_per_gram)} a gram.
        </Alert>
      )}
    </form>
  );
}
