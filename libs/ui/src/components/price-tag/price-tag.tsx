import { formatInr, formatInrMinor } from '@aurelia/domain';
import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import './price-tag.css';

const priceVariants = cva('au-price', {
  variants: { size: { sm: 'au-price--sm', md: 'au-price--md', lg: 'au-price--lg' } },
  defaultVariants: { size: 'md' },
});

export interface PriceTagProps extends Omit<ComponentProps<'p'>, 'children'> {
  /** The price to pay. */
  amount: number;
  /** The earlier price, struck through, when the price was reduced. */
  compareAt?: number;
  /** Unit of the amounts: decimal rupees as on the wire (default) or integer paise. */
  unit?: 'rupees' | 'paise';
  /** A note after the price ("incl. GST", "onwards"). */
  note?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** A price in Indian rupees with lakh grouping (en-IN, via libs/domain's formatting). */
export function PriceTag({ amount, compareAt, unit = 'rupees', note, size, className, ...props }: PriceTagProps) {
  const format = unit === 'paise' ? formatInrMinor : formatInr;
  return (
    <p className={cn(priceVariants({ size }), className)} {...props}>
      <span className="au-price__amount">{format(amount)}</span>
      {compareAt !== undefined && compareAt > amount && (
        <s className="au-price__compare">
          <span className="au-sr-only">Was </span>
          {format(compareAt)}
        </s>
      )}
      {note && <span className="au-price__note">{note}</span>}
    </p>
  );
}
