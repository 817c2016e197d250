import { useEffect, useRef, type ComponentProps, type MouseEvent, type ReactNode } from 'react';

import { cn } from '../../lib/cn';
import type { FieldErrors } from '../field/field';
import { Icon } from '../icon/icon';
import './error-summary.css';

export interface ErrorSummaryProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The heading (default "There is a problem"). */
  title?: ReactNode;
  /** What went wrong with the form as a whole ("These credentials do not match our records."). */
  message?: ReactNode;
  /** The server's field errors: each message links to its field (found by `name` in the same form). */
  errors?: FieldErrors | null | undefined;
  /**
   * Changes whenever the form is refused again, so the summary takes the focus again; without it the summary
   * takes the focus once, when it appears.
   */
  focusKey?: unknown;
}

/** The first control called `name` in the summary's form (or page): what a summary link leads to. */
function controlNamed(from: HTMLElement, name: string): HTMLElement | null {
  const scope = from.closest('form') ?? from.ownerDocument;
  const escaped = name.replace(/["\\]/g, '\\$&');
  return scope.querySelector<HTMLElement>(`[name="${escaped}"]:not([type="hidden"]), [data-field="${escaped}"]`);
}

/**
 * Why a form was refused, at its top: an alert that takes the keyboard's focus (so a screen reader reads it
 * and the next Tab goes through the form), with a link to each invalid field.
 */
export function ErrorSummary({ title = 'There is a problem', message, errors, focusKey, className, ...props }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [focusKey]);
  const entries = Object.entries(errors ?? {}).flatMap(([name, messages]) =>
    (messages ?? []).filter((text) => text.trim() !== '').map((text) => ({ name, text })),
  );
  const follow = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const control = controlNamed(event.currentTarget, name);
    if (!control) return;
    // Focus the field itself: following `#name` would change the URL (and the router would load the page again).
    event.preventDefault();
    control.focus();
    control.scrollIntoView?.({ block: 'center' });
  };
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={cn('au-error-summary', className)} {...props}>
      <Icon name="alert" className="au-error-summary__icon" />
      <div className="au-error-summary__body">
        <p className="au-error-summary__title">{title}</p>
        {message && <div className="au-error-summary__message">{message}</div>}
        {entries.length > 0 && (
          <ul className="au-error-summary__list">
            {entries.map(({ name, text }) => (
              <li key={`${name}:${text}`}>
                <a href={`#${name}`} onClick={(event) => follow(event, name)}>
                  {text}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
