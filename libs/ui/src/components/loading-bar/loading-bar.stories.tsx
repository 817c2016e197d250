import { LOADING_BAR } from '@aurelia/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/button';
import { LoadingBar } from './loading-bar';

const meta = {
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  args: { active: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function Navigation() {
  const [active, setActive] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <LoadingBar active={active} />
      <Button onClick={() => setActive(!active)}>{active ? 'Finish navigation' : 'Start navigation'}</Button>
    </div>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Navigating: Story = {
  render: () => <Navigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { hidden: true });
    await expect(bar.style.height).toBe(`${LOADING_BAR.heightPx}px`);
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await expect(bar).toHaveAttribute('data-phase', 'idle');
    await waitFor(() => expect(bar).toHaveAttribute('data-phase', 'loading'));
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(bar).toHaveAttribute('data-phase', 'hidden'), { timeout: LOADING_BAR.hideDelayMs * 3 });
    await waitFor(() => expect(bar).toHaveAttribute('data-phase', 'idle'), { timeout: LOADING_BAR.resetDelayMs * 3 });
  },
};

export const QuickNavigationNeverShows: Story = {
  render: () => <Navigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    await sleep(LOADING_BAR.throttleMs + 100);
    await expect(canvas.getByRole('progressbar', { hidden: true })).toHaveAttribute('data-phase', 'idle');
  },
};

export const Loading: Story = { args: { active: true } };
export const Dark: Story = { args: { active: true }, globals: { theme: 'dark' } };
