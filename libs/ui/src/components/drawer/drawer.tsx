import { cva } from 'class-variance-authority';

import { cn } from '../../lib/cn';
import { ModalPanel, type ModalContentProps } from '../dialog/modal-panel';
import './drawer.css';

const drawerVariants = cva('au-drawer', {
  variants: { side: { right: 'au-drawer--right', left: 'au-drawer--left', bottom: 'au-drawer--bottom' } },
  defaultVariants: { side: 'right' },
});

export interface DrawerProps extends ModalContentProps {
  /** Which edge it slides from (default right); from the bottom, a sheet for phones (filters), the thumb's reach. */
  side?: 'right' | 'left' | 'bottom';
}

/** A side or bottom sheet on Radix Dialog, such as the cart drawer: modal, focus-trapped, closes on Escape. */
export function Drawer({ side = 'right', className, ...props }: DrawerProps) {
  return <ModalPanel block="au-drawer" panelClassName={cn(drawerVariants({ side }), className)} closeSize="md" alwaysBody {...props} />;
}
