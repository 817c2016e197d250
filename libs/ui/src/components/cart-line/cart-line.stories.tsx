import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { expectForcedState } from '../../stories/pseudo-states';
import { necklaceImage, ringImage } from '../../stories/fixtures';
import { CartLine } from './cart-line';

const meta = {
  title: 'Commerce/CartLine',
  component: CartLine,
  args: {
    name: 'Aurora solitaire ring',
    href: '#product/aurora',
    image: { src: ringImage, alt: 'Solitaire diamond ring in yellow gold, from the front' },
    details: '18K yellow gold · size 12',
    unitPrice: 92750,
    lineTotal: 185500,
    quantity: 2,
    maxQuantity: 3,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  decorators: [(Story) => <ul style={{ maxWidth: 560, padding: 0 }}><Story /></ul>],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The interaction test, on its own copy so that Default keeps the look a shopper first sees. */
export const DefaultInteraction: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Aurora solitaire ring' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};
export const Pending: Story = { args: { pending: true } };
/** A piece set with stones is bought one at a time: no stepper, a note instead. */
export const OneOfAKind: Story = {
  args: { quantity: 1, lineTotal: 92750, oneOfAKind: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('One of a kind')).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove Aurora solitaire ring' })).toBeEnabled();
  },
};
export const ReadOnly: Story = { args: { onQuantityChange: undefined, onRemove: undefined } };
export const NoImage: Story = { args: { image: undefined } };
export const LongText: Story = {
  args: {
    name: 'Nizam platinum heart pendant with a brilliant-cut diamond on an 18 inch handmade cable chain',
    image: { src: necklaceImage, alt: 'Platinum heart pendant with a diamond, on a fine chain' },
    details: '22K yellow gold · engraving “For Amma, with love”',
    unitPrice: 1245600,
    lineTotal: 1245600,
    quantity: 1,
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };

/**
 * A 320 px phone's bag (a 288 px column): the total and remove go on a row of their own under the stepper, which
 * would otherwise run under them.
 */
export const Narrow: Story = {
  args: { style: { width: 288 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const increase = canvas.getByRole('button', { name: 'Increase quantity' }).getBoundingClientRect();
    const remove = canvas.getByRole('button', { name: 'Remove Aurora solitaire ring' }).getBoundingClientRect();
    const line = canvas.getByRole('listitem').getBoundingClientRect();
    await expect(remove.top).toBeGreaterThanOrEqual(increase.bottom);
    await expect(increase.right).toBeLessThanOrEqual(line.right);
    await expect(remove.right).toBeLessThanOrEqual(line.right);
  },
};

/** The remove button hovered and reached with the keyboard. */
export const RemoveHover: Story = {
  parameters: { pseudo: { hover: '.au-icon-button' } },
  play: async ({ canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove Aurora solitaire ring' });
    await expectForcedState(canvasElement, remove, ['background-color']);
  },
};
export const RemoveFocusVisible: Story = {
  parameters: { pseudo: { focusVisible: '.au-icon-button' } },
  play: async ({ canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove Aurora solitaire ring' });
    await expectForcedState(canvasElement, remove, ['outline-style']);
  },
};
