import { LOADING_BAR } from '@aurelia/domain';
import { useEffect, useRef, useState, type ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import './loading-bar.css';

/** The bar's progress while loading: rises quickly, then slows, never reaching 100 on its own. */
function estimatedProgress(elapsedMs: number, durationMs: number): number {
  return (2 / Math.PI) * 100 * Math.atan((elapsedMs / durationMs) * 2);
}

const TICK_MS = 100;

export interface LoadingBarProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** True while a navigation or page load is in progress. */
  active: boolean;
  /** Accessible name of the progress bar (default "Loading page"). */
  label?: string;
}

type Phase = 'idle' | 'loading' | 'finishing' | 'hidden';

/**
 * The thin gold bar at the top of the page during navigation, with docs/behaviour.md §9's numbers from
 * libs/domain's LOADING_BAR: shown only when loading outlasts its throttle, creeping towards the end
 * over its duration, filled and hidden after its hide delay, reset after its reset delay. Animations
 * stop for people who prefer reduced motion.
 */
export function LoadingBar({ active, label = 'Loading page', className, style, ...props }: LoadingBarProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const shown = useRef(false);

  useEffect(() => {
    if (!active) return undefined;
    let started = 0;
    let ticker: ReturnType<typeof setInterval> | undefined;
    const throttle = setTimeout(() => {
      shown.current = true;
      started = performance.now();
      setPhase('loading');
      setProgress(0);
      ticker = setInterval(
        () => setProgress(estimatedProgress(performance.now() - started, LOADING_BAR.durationMs)),
        TICK_MS,
      );
    }, LOADING_BAR.throttleMs);
    return () => {
      clearTimeout(throttle);
      clearInterval(ticker);
    };
  }, [active]);

  useEffect(() => {
    if (active || !shown.current) return undefined;
    shown.current = false;
    // The bar is finishing a load that it showed: fill, then hide, then reset.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPhase('finishing');
    setProgress(100);
    let reset: ReturnType<typeof setTimeout> | undefined;
    const hide = setTimeout(() => {
      setPhase('hidden');
      reset = setTimeout(() => {
        setPhase('idle');
        setProgress(0);
      }, LOADING_BAR.resetDelayMs);
    }, LOADING_BAR.hideDelayMs);
    return () => {
      clearTimeout(hide);
      clearTimeout(reset);
    };
  }, [active]);

  const visible = phase === 'loading' || phase === 'finishing';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-hidden={!visible}
      data-phase={phase}
      className={cn('au-loading-bar', visible && 'au-loading-bar--visible', className)}
      style={{ height: LOADING_BAR.heightPx, ...style }}
      {...props}
    >
      <div
        className="au-loading-bar__fill"
        style={{ background: LOADING_BAR.color, transform: `scaleX(${progress / 100})` }}
      />
    </div>
  );
}
