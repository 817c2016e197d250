import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { expectForcedState } from '../../stories/pseudo-states';
import { Button } from '../button/button';
import { StoreCard } from './store-card';

const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) =>
  day === 'Tuesday' ? { day, closed: true } : { day, opens: '10:30', closes: day === 'Sunday' ? '18:00' : '20:30' },
);

const meta = {
  title: 'Commerce/StoreCard',
  component: StoreCard,
  args: {
    name: 'Aurelia Bandra West',
    address: ['Shop 4, Linking Road', 'Bandra West, Mumbai 400050'],
    phone: '+91 22 4000 1234',
    hours: week,
    openNow: true,
    today: 'Saturday',
    directionsHref: 'https://maps.example.com/?q=Aurelia+Bandra',
    actions: <Button size="sm">Book an appointment</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
} satisfies Meta<typeof StoreCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenNow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Open now')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+91 22 4000 1234' })).toHaveAttribute('href', 'tel:+912240001234');
    await expect(canvas.getByRole('rowheader', { name: 'Saturday' }).closest('tr')).toHaveAttribute('aria-current', 'date');
  },
};
export const ClosedNow: Story = { args: { openNow: false, today: 'Tuesday' } };
export const Minimal: Story = { args: { hours: [], phone: undefined, openNow: undefined, actions: undefined, directionsHref: undefined } };
export const LongText: Story = {
  args: { name: 'Aurelia flagship boutique and bridal lounge, Connaught Place', address: ['Block F, Inner Circle, opposite the Central Park fountain', 'Connaught Place, New Delhi 110001'] },
};
export const Dark: Story = { globals: { theme: 'dark' } };

/** Hovered (or holding focus): a stronger border and a shadow. */
export const Hover: Story = {
  parameters: { pseudo: { hover: '.au-store-card' } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('article'), ['box-shadow', 'border-color']);
  },
};
export const HoverDark: Story = { ...Hover, globals: { theme: 'dark' } };
