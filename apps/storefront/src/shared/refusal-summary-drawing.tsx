import { ErrorSummary, type ErrorSummaryProps } from '@aurelia/ui';

/** A refused account form's summary: a module of its own, as only a refusal draws it (auth-page.tsx). */
export function AuthFailure(props: Pick<ErrorSummaryProps, 'message' | 'errors'>) {
  return <ErrorSummary {...props} />;
}
