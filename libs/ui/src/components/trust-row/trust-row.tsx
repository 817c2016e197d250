import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { Icon, type IconName } from '../icon/icon';
import './trust-row.css';

/** One assurance of the {@link TrustRow}. */
export interface TrustItem {
  icon: IconName;
  title: string;
  description?: ReactNode;
}

/** The shop's standard assurances for gold and diamond jewellery. */
export const DEFAULT_TRUST_ITEMS: readonly TrustItem[] = [
  { icon: 'shield', title: 'BIS hallmarked', description: 'Every gold piece is hallmarked by the Bureau of Indian Standards.' },
  { icon: 'check', title: 'HUID on every piece', description: 'A six-digit Hallmark Unique ID you can verify on the BIS CARE app.' },
  { icon: 'certificate', title: 'Certified diamonds', description: 'Diamonds come with an independent laboratory certificate.' },
];

export interface TrustRowProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** The assurances (default BIS hallmark, HUID, certificate). */
  items?: readonly TrustItem[];
  /** The product's HUID, shown with the HUID item. */
  huid?: string;
  /** Icons and titles only. */
  compact?: boolean;
}

/** Why a piece can be trusted: BIS hallmark, HUID, certificate. */
export function TrustRow({ items = DEFAULT_TRUST_ITEMS, huid, compact = false, className, ...props }: TrustRowProps) {
  return (
    <ul className={cn('au-trust-row', compact && 'au-trust-row--compact', className)} {...props}>
      {items.map((item) => (
        <li key={item.title} className="au-trust-row__item">
          <span className="au-trust-row__icon">
            <Icon name={item.icon} size={22} />
          </span>
          <div>
            <p className="au-trust-row__title">
              {item.title}
              {huid && item.title.startsWith('HUID') && <span className="au-trust-row__huid">{huid}</span>}
            </p>
            {!compact && item.description && <p className="au-trust-row__description">{item.description}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
