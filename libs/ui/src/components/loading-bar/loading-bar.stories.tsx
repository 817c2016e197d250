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
    const clicked = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    // Within the throttle the bar has not shown yet (a busy machine may take longer to click: then it may have).
    if (performance.now() - clicked < LOADING_BAR.throttleMs) await expect(bar).toHaveAttribute('data-phase', 'idle');
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
    const bar = canvas.getByRole('progressbar', { hidden: true });
    // Start and finish must come within the throttle. On a busy machine two clicks can take longer than that,
    // and the bar then rightly shows: such a round proves nothing, so it waits for the bar to go and tries again.
    for (let round = 1; round <= 5; round++) {
      const started = performance.now();
      await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
      const quick = performance.now() - started < LOADING_BAR.throttleMs;
      await sleep(LOADING_BAR.throttleMs + 100);
      if (quick || round === 5) {
        await expect(bar).toHaveAttribute('data-phase', 'idle');
        return;
      }
      await waitFor(() => expect(bar).toHaveAttribute('data-phase', 'idle'), { timeout: (LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs) * 3 });
    }
  },
};

export const Loading: Story = { args: { active: true } };
export const Dark: Story = { args: { active: true }, globals: { theme: 'dark' } };
