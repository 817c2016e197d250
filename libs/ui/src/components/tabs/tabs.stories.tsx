import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { expectForcedState } from '../../stories/pseudo-states';
import { Tabs } from './tabs';

const meta = {
  title: 'Overlays/Tabs',
  component: Tabs,
  args: {
    label: 'Product information',
    onValueChange: fn(),
    items: [
      { value: 'details', label: 'Details', content: <p>18K rose gold, 3.42 g, round brilliant diamond 0.50 ct, VVS1, F colour.</p> },
      { value: 'price', label: 'Price breakup', content: <p>Metal, making charges, stone value and 3% GST.</p> },
      { value: 'care', label: 'Care', content: <p>Store separately in the Aurelia pouch; clean with warm soapy water.</p> },
      { value: 'reviews', label: 'Reviews', content: <p>No reviews yet.</p>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Price breakup' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('price');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('3% GST');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Care' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Care' })).toHaveAttribute('aria-selected', 'true');
  },
};
export const SecondSelected: Story = { args: { defaultValue: 'care' } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** A tab hovered (the text darkens, a faint underline) and reached with the keyboard (the focus ring). */
export const TriggerHover: Story = {
  parameters: { pseudo: { hover: '[role="tab"]' } },
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('tab', { name: 'Care' });
    await expectForcedState(canvasElement, tab, ['color', 'border-bottom-color']);
  },
};
export const TriggerFocusVisible: Story = {
  parameters: { pseudo: { focusVisible: '[role="tab"]' } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('tab', { name: 'Care' }), ['outline-style']);
  },
};
export const TriggerHoverDark: Story = { ...TriggerHover, globals: { theme: 'dark' } };
