import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { ContrastTable, SpacingScale, TypeScale } from './token-tables';

const meta = {
  title: 'Docs/Token tables',
  component: ContrastTable,
  args: { mode: 'light' },
} satisfies Meta<typeof ContrastTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const everyPairPasses = async (canvasElement: HTMLElement) => {
  const table = within(canvasElement).getByRole('table');
  await waitFor(() => expect(within(table).queryAllByText('…')).toHaveLength(0));
  await expect(within(table).queryAllByText(/^Fail/)).toHaveLength(0);
};

/** The value a table shows under a token's name, read from the stylesheet. */
const shownValue = async (canvasElement: HTMLElement, token: string) => {
  const value = canvasElement.querySelector(`[data-token-value="${token}"]`);
  await waitFor(() => expect(value).not.toHaveTextContent('…'));
  return value?.textContent;
};

/** Every token name in the tables sits on one line ("--au-space-" and "1" never part). */
const namesOnOneLine = async (canvasElement: HTMLElement) => {
  for (const name of Array.from(canvasElement.querySelectorAll('code'))) {
    await expect({ name: name.textContent, lines: name.getClientRects().length }).toEqual({ name: name.textContent, lines: 1 });
  }
};

export const LightContrast: Story = {
  play: async ({ canvasElement }) => {
    await everyPairPasses(canvasElement);
    await expect(await shownValue(canvasElement, '--au-color-text')).toBe('#1f1a1d');
    await expect(await shownValue(canvasElement, '--au-color-primary')).toBe('#5a164b');
    await namesOnOneLine(canvasElement);
  },
};
export const DarkContrast: Story = {
  args: { mode: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await everyPairPasses(canvasElement);
    await expect(await shownValue(canvasElement, '--au-color-text')).toBe('#f4eff2');
    // The primary action keeps the brand plum at night; only text-sized primary colours lighten.
    await expect(await shownValue(canvasElement, '--au-color-action')).toBe('#5a164b');
  },
};
export const Typography: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    await expect(await shownValue(canvasElement, '--au-font-size-sm')).toBe('0.875rem · 14px');
    await expect(await shownValue(canvasElement, '--au-font-size-4xl')).toBe('3rem · 48px');
    await namesOnOneLine(canvasElement);
  },
};
/** In a narrow column the names still keep to one line. */
export const SpacingRadiiShadows: Story = {
  render: () => <SpacingScale />,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(await shownValue(canvasElement, '--au-space-1')).toBe('0.25rem · 4px');
    await expect(await shownValue(canvasElement, '--au-space-16')).toBe('4rem · 64px');
    await expect(await shownValue(canvasElement, '--au-radius-md')).toBe('0.5rem · 8px');
    // The static build's minifier rewrites the colour (#1f1a1d14), so only the offsets are pinned.
    await expect(await shownValue(canvasElement, '--au-shadow-sm')).toMatch(/^0 1px 2px /);
    await namesOnOneLine(canvasElement);
  },
};
