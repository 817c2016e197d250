import { formatInr } from '@aurelia/domain';
import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import './gift-card-preview.css';

const giftCardVariants = cva('au-gift-card', {
  variants: { design: { plum: 'au-gift-card--plum', gold: 'au-gift-card--gold', ivory: 'au-gift-card--ivory' } },
  defaultVariants: { design: 'plum' },
});

export interface GiftCardPreviewProps extends Omit<ComponentProps<'figure'>, 'children'> {
  /** Value in decimal rupees; empty shows a placeholder while the buyer chooses. */
  amount?: number;
  /** Recipient's name. */
  to?: string;
  /** Sender's name. */
  from?: string;
  /** The personal message. */
  message?: string;
  /** Card design. */
  design?: 'plum' | 'gold' | 'ivory';
  /** Brand name on the card (default Aurelia). */
  brand?: string;
}

/** A live preview of a gift card as the buyer fills in amount, names and message. */
export function GiftCardPreview({ amount, to, from, message, design, brand = 'Aurelia', className, ...props }: GiftCardPreviewProps) {
  return (
    <figure className={cn(giftCardVariants({ design }), className)} {...props}>
      <div className="au-gift-card__face">
        <p className="au-gift-card__brand">{brand}</p>
        <p className="au-gift-card__amount">{amount === undefined ? '₹ —' : formatInr(amount)}</p>
        <p className="au-gift-card__kind">Gift card</p>
      </div>
      <figcaption className="au-gift-card__caption">
        <p>
          <span className="au-gift-card__field">To</span> {to || 'Recipient'}
        </p>
        {message && <blockquote className="au-gift-card__message">{message}</blockquote>}
        <p>
          <span className="au-gift-card__field">From</span> {from || 'You'}
        </p>
      </figcaption>
    </figure>
  );
}
