import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { Icon } from '../icon/icon';
import './stepper.css';

export interface StepperProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** Index of the current step, from 0. */
  current: number;
  /** Names the navigation (default "Checkout progress"). */
  label?: string;
}

/** Checkout progress: done steps ticked, the current one marked for screen readers (aria-current="step"). */
export function Stepper({ steps, current, label = 'Checkout progress', className, ...props }: StepperProps) {
  return (
    <nav aria-label={label} className={cn('au-stepper-nav', className)} {...props}>
      <ol className="au-steps">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li key={step} className={cn('au-steps__step', `au-steps__step--${state}`)} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="au-steps__marker" aria-hidden>
                {state === 'done' ? <Icon name="check" size={14} /> : index + 1}
              </span>
              <span className="au-steps__label">
                {step}
                {state === 'done' && <span className="au-sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
