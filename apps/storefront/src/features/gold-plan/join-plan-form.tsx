import type { GoldPlan } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { Alert, Button, TextField } from '@aurelia/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { planPaths } from './gold-plan-labels';
import { selectPlanSubmission } from './gold-plan-slice';
import { planRequests } from './gold-plan-requests';


/** A plan on offer with its rules and a monthly amount to join it with; the server judges the amount. */
export function JoinPlanForm({ plan }: { plan: GoldPlan }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const submission = useAppSelector((state) => selectPlanSubmission(state, 'subscribe'));
  const [amount, setAmount] = useState(String(plan.min_instalment));
  // Every plan's form shares the one subscribe submission: this form shows it only when it was for this plan.
  const mine = submission && (JSON.parse(submission.fingerprint) as { plan?: string }).plan === plan.slug ? submission : undefined;
  const failed = mine?.status === 'failed';
  useEffect(() => void planRequests().catch(() => undefined), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { subscribeToPlan } = await planRequests();
    const result = await dispatch(subscribeToPlan({ plan: plan.slug, instalment_amount: Number(amount.replace(/[,\s₹]/g, '')) || 0 }));
    if (subscribeToPlan.fulfilled.match(result) && result.payload.ok) void navigate(planPaths.subscription(result.payload.value.uuid));
  };

  const titleId = `plan-${plan.slug}`;
  return (
    <section className="sf-plan-offer" aria-labelledby={titleId}>
      <h3 id={titleId} className="sf-plan-offer__name">
        {plan.name}
      </h3>
      <p>{plan.description}</p>
      <ul className="sf-plan-offer__rules">
        <li>{plan.instalment_count} monthly instalments</li>
        <li>
          {formatInr(plan.min_instalment)} to {formatInr(plan.max_instalment)} a month, in steps of {formatInr(plan.step)}
        </li>
        <li>
          Bonus on maturity: {plan.bonus_percent}% of one instalment, for instalments paid within {plan.grace_days} days of their due date
        </li>
        <li>Redeem within {plan.redeem_window_days} days of maturity; close early after {plan.early_closure_after} instalments (no bonus)</li>
      </ul>
      <form className="sf-plan-offer__form" method="post" noValidate aria-label={`Join ${plan.name}`} onSubmit={(event) => void submit(event)}>
        {failed && mine.error && !mine.errors && (
          <Alert tone="danger" title="You have not joined the plan">
            {mine.error}
          </Alert>
        )}
        <TextField
          label="Monthly instalment in rupees"
          name="instalment_amount"
          inputMode="numeric"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          errors={failed ? (mine.errors ?? undefined) : undefined}
        />
        <Button type="submit" variant="primary" loading={mine?.status === 'pending' || mine?.status === 'succeeded'}>
          Join {plan.name}
        </Button>
      </form>
    </section>
  );
}
