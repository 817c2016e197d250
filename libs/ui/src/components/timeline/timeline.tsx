import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { Icon, type IconName } from '../icon/icon';
import { Link } from '../link/link';
import type { StatusTone } from '../status-chip/status-chip';
import './timeline.css';

/** Something that happened: "Shipped", "Refund issued". */
export interface TimelineEvent {
  /** Stable key (the event's id). */
  id: string;
  title: ReactNode;
  /** When, machine-readable (ISO 8601), for `<time dateTime>`. */
  dateTime: string;
  /** When, as the reader sees it ("2 May 2026, 14:05"); the app formats it. */
  time: ReactNode;
  /** A line under the title: carrier, who cancelled, the amount refunded. */
  detail?: ReactNode;
  /** A way on: the carrier's tracking page, the invoice. */
  link?: { href: string; label: ReactNode; external?: boolean };
  /** Colour of the marker (default `neutral`); the title says what happened. */
  tone?: StatusTone;
  /** An icon in the marker; a dot without one. */
  icon?: IconName;
}

/** A step still to come: "Delivered", while the parcel is on its way. */
export interface TimelineStep {
  id: string;
  title: ReactNode;
  /** A hint such as "Expected by 6 May". */
  detail?: ReactNode;
}

export interface TimelineProps extends Omit<ComponentProps<'ol'>, 'children'> {
  /** What happened, oldest first; the last one is the current step. */
  events: readonly TimelineEvent[];
  /** Steps still to come, in order, shown muted after the events. */
  upcoming?: readonly TimelineStep[];
  /** Read after an upcoming step's title by screen readers (default "not yet"). */
  upcomingLabel?: string;
}

/**
 * An order's life as an ordered list: what happened with its time, the latest marked as the current step
 * (`aria-current="step"`), then the steps still to come, muted. Plain props: the app maps its statuses to
 * titles and tones and formats the times, so the back office and the shopper's order page tell it alike.
 */
export function Timeline({ events, upcoming = [], upcomingLabel = 'not yet', className, ...props }: TimelineProps) {
  const last = events.length - 1;
  return (
    <ol className={cn('au-timeline', className)} {...props}>
      {events.map((event, index) => {
        const tone = event.tone ?? 'neutral';
        return (
          <li
            key={event.id}
            className={cn('au-timeline__item', `au-timeline__item--${tone}`, index === last && 'au-timeline__item--current')}
            aria-current={index === last ? 'step' : undefined}
          >
            <span className="au-timeline__marker" aria-hidden>
              {event.icon ? <Icon name={event.icon} size={14} /> : <span className="au-timeline__dot" />}
            </span>
            <div className="au-timeline__body">
              <p className="au-timeline__title">{event.title}</p>
              <time className="au-timeline__time" dateTime={event.dateTime}>
                {event.time}
              </time>
              {event.detail && <p className="au-timeline__detail">{event.detail}</p>}
              {event.link && (
                <Link className="au-timeline__link" href={event.link.href} external={event.link.external ?? false}>
                  {event.link.label}
                </Link>
              )}
            </div>
          </li>
        );
      })}
      {upcoming.map((step) => (
        <li key={step.id} className="au-timeline__item au-timeline__item--upcoming">
          <span className="au-timeline__marker" aria-hidden>
            <span className="au-timeline__dot" />
          </span>
          <div className="au-timeline__body">
            <p className="au-timeline__title">
              {step.title}
              <span className="au-sr-only"> ({upcomingLabel})</span>
            </p>
            {step.detail && <p className="au-timeline__detail">{step.detail}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
