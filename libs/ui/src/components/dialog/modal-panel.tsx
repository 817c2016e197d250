import { Dialog as RadixDialog } from 'radix-ui';
import { Activity, type ComponentProps, type ReactNode } from 'react';

import { IconButton, type IconButtonProps } from '../icon-button/icon-button';
import './overlay.css';

/** The content props of {@link Dialog} and {@link Drawer}, beside Radix Dialog's own. */
export interface ModalContentProps extends ComponentProps<typeof RadixDialog.Root> {
  /** The element that opens the panel (a Button); omit when opening it from state. */
  trigger?: ReactNode;
  /** The panel's heading, also its accessible name. */
  title: ReactNode;
  /** A sentence under the title, also its accessible description. */
  description?: ReactNode;
  /** The bottom area: the buttons of a dialog, the totals and checkout button of the bag drawer. */
  footer?: ReactNode;
  /** Extra class on the panel. */
  className?: string;
  /**
   * Keep the panel drawn while closed (with `open` given): hidden in a React `<Activity>` (not shown, not in the
   * accessibility tree, its focus trap, scroll lock and hiding of the page not started), so that opening only shows it
   * rather than building it in the tap's own frame. For a panel a tap opens on a phone, mounted once its page is idle.
   */
  keepDrawn?: boolean;
}

/** What {@link Dialog} and {@link Drawer} share: their content props, and the parts they draw. */
export interface ModalPanelProps extends Omit<ModalContentProps, 'className'> {
  /** The class prefix of the panel's parts (`au-dialog` gives `au-dialog__header`, `au-dialog__title`…). */
  block: 'au-dialog' | 'au-drawer';
  /** The panel's own classes: its block, modifiers and the caller's. */
  panelClassName: string;
  /** The close button's size. */
  closeSize: IconButtonProps['size'];
  /** Draw the body even when empty: the drawer's body is the scrolling area between header and footer. */
  alwaysBody?: boolean;
}

/**
 * A modal panel on Radix Dialog, drawn as a centred dialog or a side sheet by its classes: an optional
 * trigger, the overlay, a heading with a close button, the description, the body and a footer. Without a
 * description the panel is not described (Radix warns when `aria-describedby` points nowhere).
 */
export function ModalPanel({ trigger, title, description, footer, block, panelClassName, closeSize, alwaysBody = false, keepDrawn = false, children, ...props }: ModalPanelProps) {
  // Kept drawn, Radix's dialog is always open and the Activity shows or hides it. Its portal finds `document.body` only
  // in a layout effect, which a hidden Activity never runs: given here, the panel is drawn while hidden.
  const panel = (
    <RadixDialog.Root {...props} {...(keepDrawn ? { open: true } : {})}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={keepDrawn && typeof document !== 'undefined' ? document.body : undefined}>
        <RadixDialog.Overlay className="au-overlay" />
        <RadixDialog.Content className={panelClassName} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className={`${block}__header`}>
            <RadixDialog.Title className={`${block}__title`}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton icon="close" label="Close" size={closeSize} />
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className={`${block}__description`}>{description}</RadixDialog.Description>}
          {(alwaysBody || children) && <div className={`${block}__body`}>{children}</div>}
          {footer && <div className={`${block}__footer`}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
  return keepDrawn ? <Activity mode={props.open ? 'visible' : 'hidden'}>{panel}</Activity> : panel;
}
