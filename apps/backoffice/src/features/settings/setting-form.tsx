import { editableSettingValuesSchema, type EditableSetting, type EditableSettingValues } from '@aurelia/contracts';
import { reasonProblem } from '@aurelia/domain';
import { Button, Checkbox, TextField, Textarea } from '@aurelia/ui';
import { useId, useState, type FormEvent } from 'react';
import { RefusalAlert } from '../../app/refusal';
import { useAction } from '../../app/use-action';
import { useServices } from '../../app/services';

type Value = EditableSettingValues[keyof EditableSettingValues];

/** The form's text for a value, and the value for the form's text, by the setting's kind. */
function toDraft(value: Value): string | boolean | string[] {
  if (typeof value === 'boolean' || Array.isArray(value)) return value;
  return String(value);
}
function fromDraft(field: EditableSetting, draft: string | boolean | string[]): unknown {
  if (field.kind === 'rupees' || field.kind === 'days') return typeof draft === 'string' && draft.trim() !== '' ? Number(draft) : NaN;
  return draft;
}

/**
 * One setting: its field, a reason (required; it goes to the audit log with before → after) and Save. The
 * value is checked with the contract's own rule before it is sent, and the API's refusal shows beside it.
 */
export function SettingForm({
  field,
  value,
  canEdit,
  onSaved,
}: {
  field: EditableSetting;
  value: Value;
  canEdit: boolean;
  onSaved: (values: EditableSettingValues) => void;
}) {
  const { call } = useServices();
  const id = useId();
  const [draft, setDraft] = useState(() => toDraft(value));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ value?: string; reason?: string }>({});
  const [saved, setSaved] = useState(false);
  const { busy, refused, setRefused, run } = useAction();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setRefused(null);
    const next = fromDraft(field, draft);
    const checked = editableSettingValuesSchema.shape[field.key].safeParse(next);
    const reasonText = reasonProblem(reason);
    const found = { value: checked.success ? undefined : checked.error.issues[0]?.message, reason: reasonText ?? undefined };
    setProblems(found);
    if (found.value || found.reason) return;
    await run(async () => {
      const answer = await call('updateBackOfficeSettings', { body: { values: { [field.key]: next }, reason: reason.trim() } });
      setReason('');
      setSaved(true);
      onSaved(answer.data.values);
    });
  };

  const control = () => {
    if (field.kind === 'boolean') {
      return <Checkbox label={field.label} description={field.help} checked={draft === true} onCheckedChange={(checked) => setDraft(checked)} disabled={!canEdit} />;
    }
    if (field.kind === 'features') {
      const chosen = Array.isArray(draft) ? draft : [];
      return (
        <fieldset className="bo-fieldset" aria-describedby={`${id}-help`}>
          <legend>{field.label}</legend>
          <p id={`${id}-help`} className="bo-help">
            {field.help}
          </p>
          {(field.options ?? []).map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              checked={chosen.includes(option.value)}
              disabled={!canEdit}
              onCheckedChange={(checked) => setDraft(checked ? [...chosen, option.value] : chosen.filter((entry) => entry !== option.value))}
            />
          ))}
          {problems.value && <p className="bo-error">{problems.value}</p>}
        </fieldset>
      );
    }
    return (
      <TextField
        label={field.label}
        description={field.help}
        value={typeof draft === 'string' ? draft : ''}
        onChange={(event) => setDraft(event.currentTarget.value)}
        inputMode={field.kind === 'text' ? undefined : field.kind === 'days' ? 'numeric' : 'decimal'}
        error={problems.value}
        disabled={!canEdit}
      />
    );
  };

  return (
    <form className="bo-setting" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bo-subtitle">
        {field.label}
      </h2>
      {control()}
      {field.kind === 'boolean' && problems.value && <p className="bo-error">{problems.value}</p>}
      {canEdit && (
        <>
          <Textarea label="Reason for the change" description="Kept in the audit log with the old and new value." rows={2} value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={problems.reason} required />
          {refused && <RefusalAlert key={refused.message} refused={refused} title="Not saved" />}
          <div className="bo-actions">
            <Button type="submit" loading={busy}>
              Save {field.label.toLowerCase()}
            </Button>
            {saved && <p role="status">Saved.</p>}
          </div>
        </>
      )}
    </form>
  );
}
