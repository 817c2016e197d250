import { computePriceBreakup } from '@aurelia/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { PriceBreakup } from './price-breakup';

const breakup = computePriceBreakup({ metalWeightMg: 5_240, ratePerGramMinor: 672_000, makingChargeMinor: 450_000, stoneValueMinor: 0 });

const meta = {
  title: 'Commerce/PriceBreakup',
  component: PriceBreakup,
  args: { breakup, details: { metal: '22K yellow gold · 5.24 g at ₹6,720/g', making: '12% of metal value' } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof PriceBreakup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Price breakup' });
    await expect(within(table).getByRole('rowheader', { name: 'Total' }).nextElementSibling).toHaveTextContent('₹');
  },
};
export const WithStones: Story = {
  args: {
    breakup: computePriceBreakup({ metalWeightMg: 3_420, ratePerGramMinor: 551_000, makingChargeMinor: 1_250_000, stoneValueMinor: 6_500_000 }),
    details: { metal: '18K rose gold · 3.42 g', stones: 'Diamond 0.50 ct, VVS1, F' },
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
