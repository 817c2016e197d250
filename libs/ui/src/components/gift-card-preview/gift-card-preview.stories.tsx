import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { GiftCardPreview } from './gift-card-preview';

const meta = {
  title: 'Commerce/GiftCardPreview',
  component: GiftCardPreview,
  args: { amount: 25000, to: 'Meera', from: 'Arjun', message: 'Happy anniversary! Pick something that sparkles.' },
} satisfies Meta<typeof GiftCardPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plum: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('₹25,000');
  },
};
export const Gold: Story = { args: { design: 'gold' } };
export const Ivory: Story = { args: { design: 'ivory' } };
export const Empty: Story = { args: { amount: undefined, to: undefined, from: undefined, message: undefined } };
export const LongText: Story = {
  args: {
    message:
      'To the best sister in the world: for every Raksha Bandhan I forgot, every birthday I was late for, and every secret you kept. Choose the jhumkas you have been looking at for months.',
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
