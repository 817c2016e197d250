import { LAZY_LOADING_DELAY_MS } from '@aurelia/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { use } from 'react';
import { expect, waitFor, within } from 'storybook/test';

import { Spinner } from '../spinner/spinner';
import { LazyBoundary } from './lazy-boundary';

const cache = new Map<string, Promise<string>>();
function load(key: string, ms: number): Promise<string> {
  let promise = cache.get(key);
  if (!promise) {
    promise = new Promise((resolve) => setTimeout(() => resolve('Bridal collection loaded'), ms));
    cache.set(key, promise);
  }
  return promise;
}

function Slow({ id, ms }: { id: string; ms: number }) {
  return <p>{use(load(id, ms))}</p>;
}

const meta = {
  title: 'Feedback/LazyBoundary',
  component: LazyBoundary,
  args: { fallback: <Spinner label="Loading collection" /> },
  beforeEach: () => {
    cache.clear();
  },
} satisfies Meta<typeof LazyBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const SlowLoadShowsFallbackAfterDelay: Story = {
  render: (args) => (
    <LazyBoundary {...args}>
      <Slow id="slow" ms={LAZY_LOADING_DELAY_MS * 5} />
    </LazyBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Loading collection' })).toBeVisible());
    await expect(await canvas.findByText('Bridal collection loaded', {}, { timeout: 3000 })).toBeVisible();
  },
};

export const FastLoadNeverShowsFallback: Story = {
  render: (args) => (
    <LazyBoundary {...args}>
      <Slow id="fast" ms={LAZY_LOADING_DELAY_MS / 4} />
    </LazyBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sleep(LAZY_LOADING_DELAY_MS / 2);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(await canvas.findByText('Bridal collection loaded')).toBeVisible();
    await sleep(LAZY_LOADING_DELAY_MS);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
