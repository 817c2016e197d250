import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { atViewport } from '../../../.storybook/viewports';
import { Timeline, type TimelineEvent } from './timeline';

const confirmed: TimelineEvent = {
  id: 'confirmed',
  title: 'Confirmed',
  dateTime: '2026-05-02T14:05:00+05:30',
  time: '2 May 2026, 2:05 pm',
  detail: 'Paid by card ending 4242',
  tone: 'info',
  icon: 'check',
};
const packed: TimelineEvent = {
  id: 'packed',
  title: 'Packed',
  dateTime: '2026-05-03T10:40:00+05:30',
  time: '3 May 2026, 10:40 am',
  detail: 'Hallmarked and sealed at the Bandra boutique',
  tone: 'info',
  icon: 'gift',
};
const shipped: TimelineEvent = {
  id: 'shipped',
  title: 'Shipped',
  dateTime: '2026-05-03T17:20:00+05:30',
  time: '3 May 2026, 5:20 pm',
  detail: 'Blue Dart, insured; tracking number 7845 1290 33',
  link: { href: 'https://tracking.example/7845129033', label: 'Track the parcel', external: true },
  tone: 'progress',
  icon: 'map-pin',
};

/**
 * The life of an order, oldest first: each event with its time (`<time dateTime>`), a detail line and a link
 * where there is one (the carrier's tracking page), the latest marked as the current step, then the steps
 * still to come, muted and dashed. The back office's order page and the shopper's show the same list; the app
 * turns its statuses into titles and tones (libs/domain's labels) and formats the times.
 */
const meta = {
  title: 'Commerce/Timeline',
  component: Timeline,
  args: {
    'aria-label': 'Order AU-10428',
    events: [confirmed, packed, shipped],
    upcoming: [{ id: 'delivered', title: 'Delivered', detail: 'Expected by 6 May' }],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Order AU-10428' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // The latest event is the current step, and only it.
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expect(within(items[1] as HTMLElement).getByText('3 May 2026, 10:40 am')).toHaveAttribute('dateTime', '2026-05-03T10:40:00+05:30');
    // The step to come says so to screen readers, not only by its muted look.
    await expect(items[3]).toHaveTextContent('Delivered (not yet)');
    const tracking = within(list).getByRole('link', { name: /Track the parcel/ });
    await expect(tracking).toHaveAttribute('href', 'https://tracking.example/7845129033');
    await expect(tracking).toHaveAttribute('target', '_blank');
  },
};

/** The tracking link is the one stop for the keyboard. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: /Track the parcel/ })).toHaveFocus();
  },
};

export const Delivered: Story = {
  args: {
    events: [
      confirmed,
      packed,
      { ...shipped, link: undefined },
      { id: 'delivered', title: 'Delivered', dateTime: '2026-05-05T11:02:00+05:30', time: '5 May 2026, 11:02 am', detail: 'Signed for by R. Mehta', tone: 'success', icon: 'check' },
    ],
    upcoming: [],
  },
};

/** Pick-up at a boutique: ready, then collected. */
export const PickUp: Story = {
  args: {
    events: [
      confirmed,
      { id: 'ready', title: 'Ready for pick-up', dateTime: '2026-05-03T12:00:00+05:30', time: '3 May 2026, 12:00 pm', detail: 'Aurelia Bandra, Linking Road; bring the order number and ID', tone: 'progress', icon: 'store' },
    ],
    upcoming: [{ id: 'collected', title: 'Collected', detail: 'Held for you until 17 May' }],
  },
};

/** Cancelled, then refunded: a refund is an event like the others, in its own tone. */
export const CancelledAndRefunded: Story = {
  args: {
    events: [
      confirmed,
      { id: 'cancelled', title: 'Cancelled', dateTime: '2026-05-02T18:30:00+05:30', time: '2 May 2026, 6:30 pm', detail: 'Cancelled by the customer before packing', tone: 'danger', icon: 'close' },
      { id: 'refund', title: 'Refund issued', dateTime: '2026-05-03T09:15:00+05:30', time: '3 May 2026, 9:15 am', detail: '₹84,250 to card ending 4242', tone: 'warning', icon: 'coin' },
    ],
    upcoming: [],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.at(-1)).toHaveAttribute('aria-current', 'step');
    await expect(items.at(-1)).toHaveTextContent('Refund issued');
  },
};

/** A return as events after delivery. */
export const Returned: Story = {
  args: {
    events: [
      { ...confirmed, detail: undefined },
      { id: 'delivered', title: 'Delivered', dateTime: '2026-05-05T11:02:00+05:30', time: '5 May 2026, 11:02 am', tone: 'success', icon: 'check' },
      { id: 'return', title: 'Return requested', dateTime: '2026-05-08T16:45:00+05:30', time: '8 May 2026, 4:45 pm', detail: 'Ring size too small', tone: 'warning' },
    ],
    upcoming: [
      { id: 'inspected', title: 'Inspected at the boutique' },
      { id: 'refunded', title: 'Refunded' },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const CancelledDark: Story = { ...CancelledAndRefunded, globals: { theme: 'dark' } };

/** At 320 px the long detail and the tracking link wrap inside the column. */
export const Narrow: Story = {
  globals: atViewport('phone320'),
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
