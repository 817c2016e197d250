import { GST_PERCENT, formatInrMinor, type PriceBreakup as Breakup } from '@aurelia/domain';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import './price-breakup.css';

export interface PriceBreakupProps extends Omit<ComponentProps<'table'>, 'children'> {
  /**
   * The breakup from libs/domain's `computePriceBreakup` (every figure in paise). Without a round off (a
   * breakup recorded before prices were whole rupees) it is what the total adds to the subtotal and GST.
   */
  breakup: Omit<Breakup, 'roundOff'> & { roundOff?: number };
  /** Details shown after the row names, such as the metal's purity and weight. */
  details?: { metal?: ReactNode; making?: ReactNode; stones?: ReactNode };
  /** Table caption (default "Price breakup"). */
  caption?: string;
}

/** A round off with its sign, as an invoice writes it: `+₹0.45`, `-₹0.05`. */
function signedInr(paise: number): string {
  return paise > 0 ? `+${formatInrMinor(paise)}` : formatInrMinor(paise);
}

/**
 * How a jewellery price is made up: metal, making charges, stones, GST, the round off to the whole rupee
 * (when there is one), total.
 */
export function PriceBreakup({ breakup, details = {}, caption = 'Price breakup', className, ...props }: PriceBreakupProps) {
  const roundOff = breakup.roundOff ?? breakup.total - breakup.subtotal - breakup.gst;
  const rows: [string, ReactNode, string][] = [
    ['Metal', details.metal, formatInrMinor(breakup.metalValue)],
    ['Making charges', details.making, formatInrMinor(breakup.makingCharge)],
    ['Stones', details.stones, formatInrMinor(breakup.stoneValue)],
    ['Subtotal', undefined, formatInrMinor(breakup.subtotal)],
    [`GST (${GST_PERCENT}%)`, undefined, formatInrMinor(breakup.gst)],
    ...(roundOff === 0 ? [] : [['Round off', 'To the whole rupee', signedInr(roundOff)] as [string, ReactNode, string]]),
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
            <td>{amount}</td>
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
