import { Button, type ButtonProps } from '@aurelia/ui';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigation, type LinkProps } from 'react-router';

export interface PendingButtonLinkProps extends Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> {
  to: string;
  state?: LinkProps['state'];
  children: ReactNode;
}

/** A plain press: one the router takes (a modifier or another button opens a tab, or nothing). */
function isPlainPress(event: MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/**
 * A link drawn as a button, to a page whose data takes a while (checkout): from the press until that page is drawn, it
 * shows a spinner and says it is busy. Without it nothing on the page changes for the first moments of the wait (the
 * loading bar holds back so that a quick page does not flash it, and a tap's pressed colours do not reach a phone's
 * screen), and the shopper is left wondering whether the tap was taken.
 */
export function PendingButtonLink({ to, state, children, variant = 'primary', size, fullWidth }: PendingButtonLinkProps) {
  const navigation = useNavigation();
  // Shown from the press itself, as the router's own state comes a render later; forgotten once the router is idle
  // again with this link still on the page (the navigation failed, or was sent back here).
  const [pressed, setPressed] = useState(false);
  const [routerState, setRouterState] = useState(navigation.state);
  if (routerState !== navigation.state) {
    setRouterState(navigation.state);
    if (navigation.state === 'idle') setPressed(false);
  }
  const going = pressed || (navigation.state !== 'idle' && navigation.location.pathname === to);
  return (
    <Button asChild variant={variant} size={size} fullWidth={fullWidth} loading={going}>
      {/* A second press meanwhile does nothing (Button ignores presses while loading): it would start the same wait afresh. */}
      <Link
        to={to}
        state={state}
        onClick={(event) => {
          if (!going && isPlainPress(event)) setPressed(true);
        }}
      >
        {children}
      </Link>
    </Button>
  );
}
