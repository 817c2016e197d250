/** libs/ui's error summary, a module of its own: only a refused form draws it (refusal-summary.tsx). */
export { ErrorSummary } from '@aurelia/ui';
