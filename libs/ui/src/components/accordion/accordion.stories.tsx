import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { expectForcedState } from '../../stories/pseudo-states';
import { Accordion } from './accordion';

const faq = [
  { value: 'hallmark', title: 'Is every piece hallmarked?', content: <p>Yes. Every gold piece carries the BIS hallmark and a six-digit HUID.</p> },
  { value: 'exchange', title: 'Can I exchange old gold?', content: <p>Bring it to any boutique; we value it at the day’s rate.</p> },
  { value: 'returns', title: 'What is the return policy?', content: <p>15 days, except engraved and customised pieces.</p> },
];

const meta = {
  title: 'Overlays/Accordion',
  component: Accordion,
  args: { type: 'single', items: faq },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { collapsible: true } as never,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Can I exchange old gold?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/the day’s rate/)).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'What is the return policy?' })).toHaveFocus();
  },
};
export const Multiple: Story = { args: { type: 'multiple', defaultValue: ['hallmark', 'returns'] } as never };
export const WithDisabled: Story = { args: { items: faq.map((item, index) => ({ ...item, disabled: index === 2 })) } };
export const Dark: Story = { args: { defaultValue: 'hallmark' } as never, globals: { theme: 'dark' } };

/** A question hovered (brand colour, underlined) and reached with the keyboard (the focus ring). */
export const TriggerHover: Story = {
  parameters: { pseudo: { hover: '.au-accordion__trigger' } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Can I exchange old gold?' });
    await expectForcedState(canvasElement, trigger, ['color', 'text-decoration-line']);
  },
};
export const TriggerFocusVisible: Story = {
  parameters: { pseudo: { focusVisible: '.au-accordion__trigger' } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Can I exchange old gold?' });
    await expectForcedState(canvasElement, trigger, ['outline-style']);
  },
};
export const TriggerHoverDark: Story = { ...TriggerHover, globals: { theme: 'dark' } };
