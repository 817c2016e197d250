import {
  SHOP_TOAST_POSITION,
  TOAST_PROVIDER_DEFAULTS,
  addToast,
  closeToast,
  createToast,
  initialToastsState,
  removeExpiredToasts,
  shopToast,
  toastRemovalDueAt,
  validateToastProviderLabel,
  type Toast as DomainToast,
  type ToastInput,
  type ToastPosition,
  type ToastsState,
} from '@aurelia/domain';
import { cva } from 'class-variance-authority';
import { Toast as RadixToast } from 'radix-ui';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { Icon, type IconName } from '../icon/icon';
import './toast.css';

/** The look of a toast. */
export type ToastTone = 'neutral' | 'success' | 'danger' | 'info';

/** A toast request: the domain's input plus how it looks and what its action does. */
export interface ToastOptions extends ToastInput {
  /** Colour and icon (default neutral). */
  tone?: ToastTone;
  /** Runs when the action button is pressed; the toast then closes. */
  onAction?: () => void;
  /** Makes the action a link to this address ("View bag"); following it closes the toast too. */
  actionHref?: string;
  /** Draws the action's link (a router's link, so it navigates in the page); a plain `<a>` by default. */
  renderActionLink?: (props: { href: string; className: string; children: ReactNode }) => ReactNode;
}

/** What {@link useToast} returns. */
export interface ToastApi {
  /**
   * Shows a toast and returns its id. Validated with the domain's rules: a type other than
   * foreground/background, or an action without alternative text, throws a ToastValidationError.
   */
  toast: (options: ToastOptions) => string;
  /** Shows one of the shop's own toasts (domain `shopToast`: SHOP_TOAST_POSITION for SHOP_TOAST_DURATION_MS). */
  shopToast: (options: ToastOptions) => string;
  /** Closes a toast. */
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const toastVariants = cva('au-toast', {
  variants: {
    tone: {
      neutral: 'au-toast--neutral',
      success: 'au-toast--success',
      danger: 'au-toast--danger',
      info: 'au-toast--info',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

const TONE_ICON: Record<ToastTone, IconName> = { neutral: 'info', success: 'check', danger: 'alert', info: 'info' };

export interface ToastProviderProps {
  children?: ReactNode;
  /**
   * Names the notifications region for screen readers ("Notifications (F8)"). Must not be blank:
   * a blank label throws the domain's ToastValidationError.
   */
  label?: string;
  /** Default duration of a toast in ms (default TOAST_DEFAULT_DURATION_MS, docs/behaviour.md §9). */
  duration?: number;
  /** Where toasts without a position appear (default TOAST_DEFAULT_POSITION, docs/behaviour.md §9). */
  position?: ToastPosition;
}

interface Extras {
  tone?: ToastTone | undefined;
  onAction?: (() => void) | undefined;
  actionHref?: string | undefined;
  renderActionLink?: ToastOptions['renderActionLink'];
}

const plainLink: NonNullable<ToastOptions['renderActionLink']> = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * The toast system on Radix Toast with the spec's numbers from libs/domain (TOAST_PROVIDER_DEFAULTS:
 * limit, duration, swipe direction and threshold, hotkey, position). Closed toasts leave the list
 * TOAST_REMOVE_DELAY_MS later. Use {@link useToast} inside it.
 */
export function ToastProvider({
  children,
  label = TOAST_PROVIDER_DEFAULTS.label,
  duration = TOAST_PROVIDER_DEFAULTS.duration,
  position = TOAST_PROVIDER_DEFAULTS.position,
}: ToastProviderProps) {
  const checkedLabel = validateToastProviderLabel(label);
  const [state, setState] = useState<ToastsState>(initialToastsState);
  const counter = useRef(0);
  const [extras, setExtras] = useState<Readonly<Record<string, Extras>>>({});

  const dismiss = useCallback((id: string) => {
    setState((previous) => closeToast(previous, id, Date.now()));
  }, []);

  // Closed toasts (dismissed, timed out, or pushed out by the limit) leave the list TOAST_REMOVE_DELAY_MS later.
  useEffect(() => {
    const due = state.toasts.map(toastRemovalDueAt).filter((at): at is number => at !== null);
    if (due.length === 0) return undefined;
    const timer = setTimeout(
      () => {
        const next = removeExpiredToasts(state, Date.now());
        setState(next);
        setExtras((previous) =>
          Object.fromEntries(Object.entries(previous).filter(([id]) => next.toasts.some((toast) => toast.id === id))),
        );
      },
      Math.max(0, Math.min(...due) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state]);

  const toast = useCallback(
    ({ tone, onAction, actionHref, renderActionLink, ...input }: ToastOptions) => {
      counter.current += 1;
      const id = input.id ?? `au-toast-${counter.current}`;
      const request = { duration, position, ...input, id };
      createToast(request, id); // throws the domain's ToastValidationError before anything changes
      setExtras((previous) => ({ ...previous, [id]: { tone, onAction, actionHref, renderActionLink } }));
      setState((previous) => addToast(previous, request, Date.now()));
      return id;
    },
    [duration, position],
  );

  const api = useMemo<ToastApi>(
    () => ({ toast, dismiss, shopToast: (options) => toast({ ...options, ...shopToast(options) }) }),
    [toast, dismiss],
  );

  const positions = [...new Set<ToastPosition>([position, ...state.toasts.map((t) => t.position)])];

  return (
    <ToastContext value={api}>
      {children}
      {positions.map((where) => (
        <RadixToast.Provider
          key={where}
          label={checkedLabel}
          duration={duration}
          swipeDirection={TOAST_PROVIDER_DEFAULTS.swipeDirection}
          swipeThreshold={TOAST_PROVIDER_DEFAULTS.swipeThreshold}
        >
          {state.toasts
            .filter((t) => t.position === where)
            .map((t) => (
              <ToastItem key={t.id} toast={t} extras={extras[t.id]} onClose={dismiss} />
            ))}
          <RadixToast.Viewport
            className={`au-toast-viewport au-toast-viewport--${where}`}
            // Only the default viewport takes the hotkey, so F8 lands in one place.
            hotkey={where === position ? [...TOAST_PROVIDER_DEFAULTS.hotkey] : []}
            label={where === position ? `${checkedLabel} ({hotkey})` : checkedLabel}
            data-position={where}
          />
        </RadixToast.Provider>
      ))}
    </ToastContext>
  );
}

function ToastItem({ toast, extras, onClose }: { toast: DomainToast; extras: Extras | undefined; onClose: (id: string) => void }) {
  const tone = extras?.tone ?? 'neutral';
  return (
    <RadixToast.Root
      className={toastVariants({ tone })}
      open={toast.open}
      onOpenChange={(open) => {
        if (!open) onClose(toast.id);
      }}
      type={toast.type}
      duration={toast.duration}
      data-toast-id={toast.id}
    >
      <Icon name={TONE_ICON[tone]} className="au-toast__icon" />
      <div className="au-toast__body">
        <RadixToast.Title className="au-toast__title">{toast.title}</RadixToast.Title>
        {toast.description && (
          <RadixToast.Description className="au-toast__description">{toast.description}</RadixToast.Description>
        )}
      </div>
      {toast.action &&
        (extras?.actionHref === undefined ? (
          <RadixToast.Action className="au-toast__action" altText={toast.action.altText} onClick={extras?.onAction}>
            {toast.action.label}
          </RadixToast.Action>
        ) : (
          // Closed as the press begins: a router's link prevents the click's default, which would keep Radix from closing it.
          <RadixToast.Action asChild altText={toast.action.altText} onClick={extras.onAction} onClickCapture={() => onClose(toast.id)}>
            {(extras.renderActionLink ?? plainLink)({ href: extras.actionHref, className: 'au-toast__action', children: toast.action.label })}
          </RadixToast.Action>
        ))}
      <RadixToast.Close className="au-toast__close" aria-label="Dismiss notification">
        <Icon name="close" size={16} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/** The toast functions; must be used inside a {@link ToastProvider}. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (api === null) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}

/** Where the shop's own toasts appear (docs/behaviour.md §9), re-exported for layouts. */
export const SHOP_TOASTS_POSITION = SHOP_TOAST_POSITION;
