import { LOCALE, formatInr } from '@aurelia/domain';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { Icon } from '../icon/icon';
import './coin-balance.css';

export interface CoinBalanceProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Carat coins held. */
  coins: number;
  /** What they are worth in decimal rupees, from the server. */
  value?: number;
  /** Coins that expire soon, with when ("on 31 March"). */
  expiring?: { coins: number; on: string };
  /** Label (default "Carat coins"). */
  label?: string;
}

const coinFormat = new Intl.NumberFormat(LOCALE);

/** The shopper's carat coin balance, its rupee value and coins about to expire. */
export function CoinBalance({ coins, value, expiring, label = 'Carat coins', className, ...props }: CoinBalanceProps) {
  return (
    <div className={cn('au-coins', className)} {...props}>
      <span className="au-coins__icon">
        <Icon name="coin" size={28} />
      </span>
      <div>
        <p className="au-coins__label">{label}</p>
        <p className="au-coins__amount">
          {coinFormat.format(coins)} <span className="au-coins__unit">{coins === 1 ? 'coin' : 'coins'}</span>
        </p>
        {value !== undefined && <p className="au-coins__value">Worth {formatInr(value)}</p>}
        {expiring && expiring.coins > 0 && (
          <p className="au-coins__expiring">
            {coinFormat.format(expiring.coins)} expire {expiring.on}
          </p>
        )}
      </div>
    </div>
  );
}
