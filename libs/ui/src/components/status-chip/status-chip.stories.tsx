import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { atViewport } from '../../../.storybook/viewports';
import { contrastRatio } from '../../docs/token-tables';
import { STATUS_TONES, StatusChip } from './status-chip';

/** An order's statuses as the back office and the shopper's order list name them, one per tone. */
const examples = [
  { tone: 'neutral', label: 'Waiting for payment' },
  { tone: 'info', label: 'Confirmed' },
  { tone: 'progress', label: 'Shipped' },
  { tone: 'success', label: 'Delivered' },
  { tone: 'warning', label: 'Refund pending' },
  { tone: 'danger', label: 'Cancelled' },
] as const;

/**
 * A status in words with a tone: the order list's "Shipped", the refund's "Pending". The text is always
 * there, so the colour only repeats what it says; a neutral chip's dot is hollow, a shape as well as a colour.
 */
const meta = {
  title: 'Primitives/StatusChip',
  component: StatusChip,
  args: { tone: 'progress', children: 'Shipped' },
  argTypes: { tone: { control: 'inline-radio', options: STATUS_TONES } },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every chip's text against its own background: at least 4.5:1 (WCAG AA for small text). */
async function expectReadable(canvasElement: HTMLElement) {
  const chips = Array.from(canvasElement.querySelectorAll<HTMLElement>('.au-status-chip'));
  await expect(chips.length).toBeGreaterThan(0);
  await waitFor(async () => {
    for (const chip of chips) {
      const style = getComputedStyle(chip);
      await expect(contrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    }
  });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Shipped')).toBeVisible();
    await expectReadable(canvasElement);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {examples.map(({ tone, label }) => (
        <StatusChip key={tone} {...args} tone={tone}>
          {label}
        </StatusChip>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const { label } of examples) await expect(within(canvasElement).getByText(label)).toBeVisible();
    await expectReadable(canvasElement);
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusChip {...args} tone="success" icon="check">
        Delivered
      </StatusChip>
      <StatusChip {...args} tone="progress" icon="store">
        Ready for pick-up
      </StatusChip>
      <StatusChip {...args} tone="danger" icon="alert">
        Payment failed
      </StatusChip>
      <StatusChip {...args} tone="info" icon="clock">
        Collect by 5 May
      </StatusChip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The icons are decorative: the chip's name is its text alone.
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(4);
  },
};

/** Dense rows of a table. */
export const Small: Story = { ...Tones, args: { size: 'sm' } };

export const Dark: Story = { ...Tones, globals: { theme: 'dark' } };
export const SmallDark: Story = { ...Tones, args: { size: 'sm' }, globals: { theme: 'dark' } };

/** A long status in a narrow column: it stays on one line and ends in an ellipsis, never overflowing. */
export const Narrow: Story = {
  args: { tone: 'warning', children: 'Return requested, awaiting inspection at the boutique' },
  globals: atViewport('phone320'),
  decorators: [(Story) => <div style={{ maxWidth: 200 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const chip = canvasElement.querySelector<HTMLElement>('.au-status-chip');
    await expect(chip?.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};
