import type { ErrorSummary as ErrorSummaryDrawing, ErrorSummaryProps } from '@aurelia/ui';
import { useEffect, useState } from 'react';

/*
 * A refused form's summary (libs/ui's ErrorSummary) comes once the page has hydrated, not with it: a refusal
 * needs a round trip first, and the page fetches the drawing meanwhile (usePrefetchedRefusalSummary). Should it
 * not have come, the refusal's sentence shows plainly, and the field errors by their fields.
 */
let loaded: typeof ErrorSummaryDrawing | undefined;
const loadDrawing = () =>
  import('./refusal-summary-drawing').then((module) => {
    loaded = module.ErrorSummary;
    return module.ErrorSummary;
  });

/** Fetches the summary's drawing once the page has hydrated, for a form that may be refused. */
export function usePrefetchedRefusalSummary() {
  useEffect(() => void loadDrawing().catch(() => undefined), []);
}

/** What a refused form shows above its fields: libs/ui's ErrorSummary once fetched, the plain sentence before. */
export function RefusalSummary(props: ErrorSummaryProps) {
  const [Drawing, setDrawing] = useState(() => loaded);
  useEffect(() => {
    if (!Drawing) loadDrawing().then((component) => setDrawing(() => component), () => undefined);
  }, [Drawing]);
  if (Drawing) return <Drawing {...props} />;
  return <p role="alert">{props.message ?? props.title ?? 'There is a problem'}</p>;
}
