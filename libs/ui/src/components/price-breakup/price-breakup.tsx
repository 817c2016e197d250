import { GST_PERCENT, formatInrMinor, type PriceBreakup as Breakup } from '@aurelia/domain';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import './price-breakup.css';

export interface PriceBreakupProps extends Omit<ComponentProps<'table'>, 'children'> {
  /** The breakup from libs/domain's `computePriceBreakup` (every figure in paise). */
  breakup: Breakup;
  /** Details shown after the row names, such as the metal's purity and weight. */
  details?: { metal?: ReactNode; making?: ReactNode; stones?: ReactNode };
  /** Table caption (default "Price breakup"). */
  caption?: string;
}

/** How a jewellery price is made up: metal, making charges, stones, GST, total. */
export function PriceBreakup({ breakup, details = {}, caption = 'Price breakup', className, ...props }: PriceBreakupProps) {
  const rows: [string, ReactNode, number][] = [
    ['Metal', details.metal, breakup.metalValue],
    ['Making charges', details.making, breakup.makingCharge],
    ['Stones', details.stones, breakup.stoneValue],
    ['Subtotal', undefined, breakup.subtotal],
    [`GST (${GST_PERCENT}%)`, undefined, breakup.gst],
  ];
  return (
    <table className={cn('au-price-breakup', className)} {...props}>
      <caption className="au-price-breakup__caption">{caption}</caption>
      <tbody>
        {rows.map(([name, detail, amount]) => (
          <tr key={name}>
            <th scope="row">
              {name}
              {detail && <span className="au-price-breakup__detail">{detail}</span>}
            </th>
            <td>{formatInrMinor(amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{formatInrMinor(breakup.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
