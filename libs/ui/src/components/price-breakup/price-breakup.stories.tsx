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

/** 5.24 g at ₹6,720 a gram: ₹40,904.18 with GST, priced ₹40,904 with a round off of 18 paise. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Price breakup' });
    await expect(within(table).getByRole('rowheader', { name: 'Total' }).nextElementSibling).toHaveTextContent(/^₹40,904$/);
    await expect(within(table).getByRole('rowheader', { name: /^Round off/ }).nextElementSibling).toHaveTextContent(/^-₹0\.18$/);
    await expect(within(table).getByRole('rowheader', { name: /^GST/ }).nextElementSibling).toHaveTextContent(/^₹1,191\.38$/);
  },
};
/** A price that needs no round off has no such row. */
export const WholeRupees: Story = {
  args: { breakup: computePriceBreakup({ metalWeightMg: 10_000, ratePerGramMinor: 700_000, makingChargeMinor: 700_000, stoneValueMinor: 0 }), details: {} },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Price breakup' });
    await expect(within(table).queryByRole('rowheader', { name: /^Round off/ })).toBeNull();
    await expect(within(table).getByRole('rowheader', { name: 'Total' }).nextElementSibling).toHaveTextContent(/^₹79,310$/);
  },
};
/** Rounded up: the round off is written with its plus sign. */
export const RoundedUp: Story = {
  args: { breakup: computePriceBreakup({ metalWeightMg: 1_000, ratePerGramMinor: 50, makingChargeMinor: 100_000, stoneValueMinor: 0 }), details: {} },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Price breakup' });
    await expect(within(table).getByRole('rowheader', { name: /^Round off/ }).nextElementSibling).toHaveTextContent(/^\+₹0\.48$/);
    await expect(within(table).getByRole('rowheader', { name: 'Total' }).nextElementSibling).toHaveTextContent(/^₹1,031$/);
  },
};
export const WithStones: Story = {
  args: {
    breakup: computePriceBreakup({ metalWeightMg: 3_420, ratePerGramMinor: 551_000, makingChargeMinor: 1_250_000, stoneValueMinor: 6_500_000 }),
    details: { metal: '18K rose gold · 3.42 g', stones: 'Diamond 0.50 ct, VVS1, F' },
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
