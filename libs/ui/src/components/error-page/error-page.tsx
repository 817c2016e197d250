import { notFoundMessage, titleFor } from '@aurelia/domain';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import './error-page.css';

export interface ErrorPageProps extends Omit<ComponentProps<'main'>, 'title'> {
  /** The landmark to render: `main` for a whole page (default), `section` inside a layout that has its own main. */
  as?: 'main' | 'section';
  /** The HTTP status (404, 500…). */
  statusCode: number;
  /** The status's name; defaults to the domain's title ("Page Not Found", "Internal Server Error"). */
  statusMessage?: string;
  /** What went wrong, in the shopper's words. */
  message?: ReactNode;
  /** Ways out: a link home, a retry button. */
  actions?: ReactNode;
}

/** A whole-page error: the status code, its name, a message and ways out. */
export function ErrorPage({ as: Root = 'main', statusCode, statusMessage, message, actions, className, ...props }: ErrorPageProps) {
  return (
    <Root className={cn('au-error-page', className)} {...props}>
      <p className="au-error-page__code" aria-hidden>
        {statusCode}
      </p>
      <h1 className="au-error-page__title">
        <span className="au-sr-only">Error {statusCode}: </span>
        {statusMessage ?? titleFor(statusCode)}
      </h1>
      {message && <p className="au-error-page__message">{message}</p>}
      {actions && <div className="au-error-page__actions">{actions}</div>}
    </Root>
  );
}

export interface NotFoundProps extends Omit<ErrorPageProps, 'statusCode' | 'message'> {
  /** The path that was not found; shown as "Page not found: /path". */
  path: string;
}

/** The 404 page: "Page not found" plus the path (docs/behaviour.md §2, §8). */
export function NotFound({ path, ...props }: NotFoundProps) {
  return <ErrorPage statusCode={404} message={notFoundMessage(path)} {...props} />;
}
