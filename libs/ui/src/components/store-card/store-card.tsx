import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { Badge } from '../badge/badge';
import { Icon } from '../icon/icon';
import './store-card.css';

/** Opening hours of one day, `HH:mm`; `closed` for a day off. */
export interface OpeningHours {
  day: string;
  opens?: string;
  closes?: string;
  closed?: boolean;
}

export interface StoreCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  name: string;
  /** Address lines. */
  address: readonly string[];
  /** Phone number as dialled (`+91 22 4000 1234`). */
  phone?: string;
  /** The week's hours. */
  hours?: readonly OpeningHours[];
  /**
   * Whether the boutique is open now. Decided by the caller from the store's hours and time zone
   * (and the `is_store_open` setting); undefined hides the badge.
   */
  openNow?: boolean;
  /** The day to highlight in the hours (today). */
  today?: string;
  /** A directions link (maps URL). */
  directionsHref?: string;
  /** Actions such as "Book an appointment". */
  actions?: ReactNode;
}

/** A boutique: address, phone, open-now state, opening hours and actions. */
export function StoreCard({ name, address, phone, hours = [], openNow, today, directionsHref, actions, className, ...props }: StoreCardProps) {
  return (
    <article className={cn('au-store-card', className)} aria-label={name} {...props}>
      <div className="au-store-card__header">
        <h3 className="au-store-card__name">{name}</h3>
        {openNow !== undefined && (
          <Badge tone={openNow ? 'success' : 'neutral'} size="sm">
            {openNow ? 'Open now' : 'Closed now'}
          </Badge>
        )}
      </div>
      <address className="au-store-card__address">
        <p>
          <Icon name="map-pin" size={16} />
          <span>
            {address.map((line) => (
              <span key={line} className="au-store-card__line">
                {line}
              </span>
            ))}
          </span>
        </p>
        {phone && (
          <p>
            <Icon name="phone" size={16} />
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </p>
        )}
      </address>
      {hours.length > 0 && (
        <table className="au-store-card__hours">
          <caption className="au-sr-only">Opening hours</caption>
          <tbody>
            {hours.map((entry) => (
              <tr key={entry.day} className={cn(entry.day === today && 'au-store-card__today')} aria-current={entry.day === today ? 'date' : undefined}>
                <th scope="row">{entry.day}</th>
                <td>{entry.closed ? 'Closed' : `${entry.opens ?? ''}–${entry.closes ?? ''}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(directionsHref || actions) && (
        <div className="au-store-card__actions">
          {directionsHref && (
            <a href={directionsHref} className="au-link au-link--brand au-link--underline" target="_blank" rel="noopener noreferrer">
              Directions<span className="au-sr-only"> to {name} (opens in a new tab)</span>
            </a>
          )}
          {actions}
        </div>
      )}
    </article>
  );
}
