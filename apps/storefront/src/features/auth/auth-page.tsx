import type { ErrorSummaryProps } from '@aurelia/ui';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { AuthFailure as AuthFailureComponent } from './auth-failure';

/*
 * What a refusal draws (the error summary) comes once the page has hydrated, not with it: a refusal needs a round
 * trip first. Should it not have come, the refusal's sentence shows plainly.
 */
let loadedFailure: typeof AuthFailureComponent | undefined;
const loadFailure = () =>
  import('./auth-failure').then((module) => {
    loadedFailure = module.AuthFailure;
    return module.AuthFailure;
  });

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
  const [Failure, setFailure] = useState(() => loadedFailure);
  useEffect(() => {
    if (!Failure && onSubmit) loadFailure().then((component) => setFailure(() => component), () => undefined);
  }, [Failure, onSubmit]);
  return (
    <div className="sf-page sf-auth">
      <h1 className="sf-page__title">{title}</h1>
      {onSubmit ? (
        <form className="sf-auth__form" method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
          {failure &&
            (Failure ? (
              <Failure {...failure} />
            ) : (
              <p role="alert">
                {failure.message}
              </p>
            ))}
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
