import { cva, type VariantProps } from 'class-variance-authority';
import { cloneElement, isValidElement, type ComponentProps, type MouseEvent, type ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { Slot } from '../../lib/slot';
import { useWaitingForScript } from '../../lib/use-waiting-for-script';
import { Spinner } from '../spinner/spinner';
import './button.css';

/** Class names of a button's variants, for elements that should look like a button. */
export const buttonVariants = cva('au-button', {
  variants: {
    variant: {
      primary: 'au-button--primary',
      secondary: 'au-button--secondary',
      ghost: 'au-button--ghost',
      link: 'au-button--link',
      danger: 'au-button--danger',
    },
    size: {
      sm: 'au-button--sm',
      md: 'au-button--md',
      lg: 'au-button--lg',
      /** The kiosk's touch size: at least 48 px high. */
      xl: 'au-button--xl',
    },
    fullWidth: { true: 'au-button--full' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /**
   * Shows a spinner and ignores presses while keeping the label (and width). The button stays focusable
   * (`aria-disabled` + `aria-busy`, never `disabled`): a disabled button drops the keyboard's focus to the page.
   */
  loading?: boolean;
  /** `button` unless told otherwise, so a button inside a form never submits it by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** Render the single child (a link, say) with the button's look instead of a `<button>`. */
  asChild?: boolean;
  /**
   * For a submit button whose form is answered without JavaScript (a GET search, a route with an action): it
   * can be pressed before hydration. Other submit buttons in server-rendered markup stay disabled until then.
   */
  worksWithoutScript?: boolean;
}

/** The shop's button: primary, secondary, ghost, link or danger, in four sizes. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  asChild = false,
  worksWithoutScript = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  // A submit button in server-rendered markup waits for the page's script: pressed before it, the browser
  // would post the form natively, and the storefront's routes answer such a post with an error page.
  const waitingForScript = useWaitingForScript(type === 'submit' && !asChild && !worksWithoutScript);
  const classes = cn(
    buttonVariants({ variant, size, fullWidth }),
    loading && 'au-button--loading',
    waitingForScript && !disabled && 'au-button--waiting',
    className,
  );
  if (asChild) {
    // A busy link says so as a busy button does, its spinner before its own content, and ignores presses.
    const child =
      loading && isValidElement<{ children?: ReactNode }>(children)
        ? cloneElement(children, undefined, <Spinner className="au-button__spinner" size={16} label={null} />, children.props.children)
        : children;
    return (
      <Slot
        className={classes}
        aria-busy={loading || undefined}
        {...props}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (loading) event.preventDefault();
          else onClick?.(event);
        }}
      >
        {child}
      </Slot>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || waitingForScript}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      {...props}
      onClick={(event) => {
        // A busy submit button must not submit its form again (Enter in a field clicks it too).
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading && <Spinner className="au-button__spinner" size={16} label={null} />}
      <span className="au-button__label">{children}</span>
    </button>
  );
}
