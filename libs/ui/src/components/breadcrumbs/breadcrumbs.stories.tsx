import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Commerce/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '#/' },
      { label: 'Rings', href: '#/rings' },
      { label: 'Solitaires', href: '#/rings/solitaires' },
      { label: 'Aurora solitaire ring' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByText('Aurora solitaire ring')).toHaveAttribute('aria-current', 'page');
  },
};
export const Short: Story = { args: { items: [{ label: 'Home', href: '#/' }, { label: 'Gift cards' }] } };
export const LongText: Story = {
  args: {
    items: [
      { label: 'Home', href: '#/' },
      { label: 'Bridal collection', href: '#/bridal' },
      { label: 'Necklaces and chokers', href: '#/bridal/necklaces' },
      { label: 'Rajwada 22 carat temple gold lakshmi haaram with kempu stones' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
};
export const Dark: Story = { globals: { theme: 'dark' } };
