import { LAZY_LOADING_DELAY_MS } from '@aurelia/domain';
import { Suspense, useEffect, useState, type ReactNode } from 'react';

export interface DelayedProps {
  children?: ReactNode;
  /** How long to wait before showing the children, in ms (default LAZY_LOADING_DELAY_MS from libs/domain, docs/behaviour.md §9). */
  delay?: number;
}

/** Renders its children only after `delay`, so fast loads never flash a loading state. */
export function Delayed({ children, delay = LAZY_LOADING_DELAY_MS }: DelayedProps) {
  const [shown, setShown] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return undefined;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return shown ? children : null;
}

export interface LazyBoundaryProps {
  /** Content that may suspend: a `React.lazy` component, or one that reads a promise with `use`. */
  children?: ReactNode;
  /** The loading state (a Spinner or Skeleton). */
  fallback?: ReactNode;
  /** Wait before the fallback shows, in ms (default LAZY_LOADING_DELAY_MS from libs/domain, docs/behaviour.md §9). */
  delay?: number;
}

/**
 * A Suspense boundary whose loading state appears only if loading takes longer than
 * LAZY_LOADING_DELAY_MS (libs/domain), so quick loads go straight from nothing to content.
 */
export function LazyBoundary({ children, fallback = null, delay = LAZY_LOADING_DELAY_MS }: LazyBoundaryProps) {
  return <Suspense fallback={<Delayed delay={delay}>{fallback}</Delayed>}>{children}</Suspense>;
}
