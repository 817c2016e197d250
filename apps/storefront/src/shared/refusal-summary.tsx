import type { ErrorSummary as ErrorSummaryDrawing, ErrorSummaryProps } from '@aurelia/ui';
import { useEffect, useState } from 'react';

/*
 * A refused form's summary (libs/ui's ErrorSummary) comes once the page has hydrated, not with it: a refusal
 * needs a round trip first, and the page fetches the drawing meanwhile (usePrefetchedRefusalSummary). Should it
 * not have come by the refusal, the refusal's title and sentence show plainly, and the field errors by their fields.
 */
let loaded: typeof ErrorSummaryDrawing | undefined;

/** Fetches the summary's drawing (once; again after a failure). */
export const loadRefusalSummary = () =>
  import('./refusal-summary-drawing').then((module) => {
    loaded = module.ErrorSummary;
    return module.ErrorSummary;
  });

/** Fetches the summary's drawing once the page has hydrated, for a form that may be refused. */
export function usePrefetchedRefusalSummary() {
  useEffect(() => void loadRefusalSummary().catch(() => undefined), []);
}

/**
 * What a refused form shows above its fields: libs/ui's ErrorSummary, which takes the focus, or the plain title and
 * sentence when it had not come by the refusal. Chosen when the refusal is first drawn: a summary swapped in later
 * would take the focus from a field the shopper is already correcting.
 */
export function RefusalSummary(props: ErrorSummaryProps) {
  const [Drawing] = useState(() => loaded);
  if (Drawing) return <Drawing {...props} />;
  const { title = 'There is a problem', message } = props;
  return (
    <p role="alert">
      <strong>{title}</strong>
      {message && <> {message}</>}
    </p>
  );
}
