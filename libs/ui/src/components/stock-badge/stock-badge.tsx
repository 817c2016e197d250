import { Badge, type BadgeProps } from '../badge/badge';

/** Where a product stands: in stock, few left, sold out, or can be ordered before it arrives. */
export type StockStatus = 'in-stock' | 'low' | 'out' | 'pre-order';

export interface StockBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  status: StockStatus;
  /** Pieces left, shown with `low` ("Only 2 left"). */
  count?: number;
}

const TONE = { 'in-stock': 'success', low: 'warning', out: 'danger', 'pre-order': 'info' } as const;

function text(status: StockStatus, count: number | undefined): string {
  switch (status) {
    case 'in-stock':
      return 'In stock';
    case 'low':
      return count === undefined ? 'Few left' : `Only ${count} left`;
    case 'out':
      return 'Out of stock';
    case 'pre-order':
      return 'Pre-order';
  }
}

/** A product's stock state as a coloured badge with words, never colour alone. */
export function StockBadge({ status, count, ...props }: StockBadgeProps) {
  return (
    <Badge tone={TONE[status]} data-status={status} {...props}>
      {text(status, count)}
    </Badge>
  );
}
