import type { ErrorSummaryProps } from '@aurelia/ui';
import type { FormEvent, ReactNode } from 'react';
import { RefusalSummary, usePrefetchedRefusalSummary } from '../../shared/refusal-summary';

export interface AuthPageProps {
  title: string;
  /** When given, the children are one form sent by script; a page with several forms renders its own. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The form's refusal, summed up above its fields; none while it has not been refused. */
  failure?: Pick<ErrorSummaryProps, 'message' | 'errors'> | null;
  /** The lines of links to the other account pages, below the form. */
  links: readonly ReactNode[];
  children: ReactNode;
}

/** An account page (sign in, register, passwords): its title, its form, then the ways to the other such pages. */
export function AuthPage({ title, onSubmit, failure, links, children }: AuthPageProps) {
  usePrefetchedRefusalSummary();
  return (
    <div className="sf-page sf-auth">
      <h1 className="sf-page__title">{title}</h1>
      {onSubmit ? (
        <form className="sf-auth__form" method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
          {failure && <RefusalSummary {...failure} />}
          {children}
        </form>
      ) : (
        children
      )}
      {links.map((line, index) => (
        // The lines are fixed for the page, so their place is their identity.
        <p key={index} className="sf-auth__links">
          {line}
        </p>
      ))}
    </div>
  );
}
