import { formatInr } from '@aurelia/domain';
import { useId, type ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import './instalment-progress.css';

export interface InstalmentProgressProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The plan's name ("Aurelia Gold Plan"). */
  planName: string;
  /** Instalments paid so far. */
  paid: number;
  /** Instalments in the plan. */
  total: number;
  /** Amount of one instalment, in decimal rupees. */
  instalmentAmount: number;
  /** Next due date, already formatted for display ("5 December 2026"); omitted when complete. */
  nextDue?: string;
  /** What the plan is worth at maturity, from the server (the domain computes the bonus). */
  maturityValue?: number;
}

/** A gold purchase plan's progress: instalments paid of total, the next due date and the maturity value. */
export function InstalmentProgress({ planName, paid, total, instalmentAmount, nextDue, maturityValue, className, ...props }: InstalmentProgressProps) {
  const complete = paid >= total;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('au-instalments', className)} {...props}>
      <h3 id={titleId} className="au-instalments__title">
        {planName}
      </h3>
      <div
        role="progressbar"
        aria-label="Instalments paid"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={Math.min(paid, total)}
        aria-valuetext={`${paid} of ${total} instalments paid`}
        className="au-instalments__track"
      >
        {Array.from({ length: total }, (_, index) => (
          <span key={index} className={cn('au-instalments__segment', index < paid && 'au-instalments__segment--paid')} />
        ))}
      </div>
      <p className="au-instalments__status">
        <strong>
          {Math.min(paid, total)} of {total}
        </strong>{' '}
        instalments of {formatInr(instalmentAmount)} paid
      </p>
      {complete ? (
        <p className="au-instalments__due">Plan complete: redeem it against any gold jewellery.</p>
      ) : (
        nextDue && <p className="au-instalments__due">Next instalment due {nextDue}</p>
      )}
      {maturityValue !== undefined && (
        <p className="au-instalments__maturity">
          Value at maturity <strong>{formatInr(maturityValue)}</strong>
        </p>
      )}
    </section>
  );
}
