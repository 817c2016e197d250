import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { expectForcedState, expectRingOnlyOn } from '../../stories/pseudo-states';
import { Link } from './link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#rings', children: 'Explore rings' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Neutral: Story = { args: { tone: 'neutral', underline: 'hover', children: 'Store locator' } };
export const Muted: Story = { args: { tone: 'muted', children: 'Terms and conditions' } };
export const External: Story = {
  args: { href: 'https://www.bis.gov.in', external: true, children: 'Bureau of Indian Standards' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Bureau of Indian Standards.*new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
/** Reached with Tab (a test; FocusVisible shows the ring). */
export const Focused: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};
export const LongText: Story = {
  args: { children: 'Read how every Aurelia piece is hallmarked by the Bureau of Indian Standards and carries a HUID' },
  decorators: [(Story) => <p style={{ maxWidth: 260 }}><Story /></p>],
};
export const Dark: Story = { globals: { theme: 'dark' } };

/** Hovered: the underline thickens. Pressed: it thickens again. Keyboard: the focus ring. */
export const Hover: Story = {
  parameters: { pseudo: { hover: true } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('link'), ['text-decoration-thickness']);
  },
};
export const HoverUnderlineOnHover: Story = {
  args: { tone: 'neutral', underline: 'hover', children: 'Store locator' },
  parameters: { pseudo: { hover: true } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('link'), ['text-decoration-line']);
  },
};
export const FocusVisible: Story = {
  parameters: { pseudo: { focusVisible: 'a' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expectForcedState(canvasElement, link, ['outline-style']);
    await expectRingOnlyOn(canvasElement, [link]);
  },
};
export const Active: Story = {
  parameters: { pseudo: { active: true } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('link'), ['text-decoration-thickness']);
  },
};
