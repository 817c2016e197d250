import { formatInr } from '@aurelia/domain';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import './order-summary.css';

/** A row of the summary; amounts in decimal rupees, as the server's checkout summary sends them. */
export interface OrderSummaryRow {
  label: ReactNode;
  /** The amount; negative for discounts. A string is shown as is ("Free"). */
  amount: number | string;
  /** A note under the label ("Coupon DIWALI10"). */
  note?: ReactNode;
}

export interface OrderSummaryProps extends Omit<ComponentProps<'section'>, 'children' | 'title'> {
  /** Rows above the total: subtotal, discounts, shipping, GST. */
  rows: readonly OrderSummaryRow[];
  /** The total to pay, from the server (the authority on totals); never summed here. */
  total: number;
  /** Heading (default "Order summary"). */
  title?: string;
  /** The total's label (default "Total"; "Left to pay" once a gift card has paid part). */
  totalLabel?: string;
  /** The call to action under the total (Checkout, Pay). */
  children?: ReactNode;
}

const amountText = (amount: number | string) => (typeof amount === 'string' ? amount : formatInr(amount));

/** The order's figures and the total to pay, with the checkout button under them. */
export function OrderSummary({ rows, total, title = 'Order summary', totalLabel = 'Total', children, className, ...props }: OrderSummaryProps) {
  return (
    <section aria-label={title} className={cn('au-order-summary au-accent-panel', className)} {...props}>
      <h2 className="au-order-summary__title">{title}</h2>
      <dl className="au-order-summary__rows">
        {rows.map((row, index) => (
          <div key={index} className="au-order-summary__row">
            <dt>
              {row.label}
              {row.note && <span className="au-order-summary__note">{row.note}</span>}
            </dt>
            <dd className={cn(typeof row.amount === 'number' && row.amount < 0 && 'au-order-summary__discount')}>
              {amountText(row.amount)}
            </dd>
          </div>
        ))}
        <div className="au-order-summary__row au-order-summary__total">
          <dt>{totalLabel}</dt>
          <dd>{formatInr(total)}</dd>
        </div>
      </dl>
      {children && <div className="au-order-summary__actions">{children}</div>}
    </section>
  );
}
