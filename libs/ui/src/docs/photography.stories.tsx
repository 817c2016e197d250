import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { RING_VIEWS, ThreeViews } from './photography-examples';

const meta = {
  title: 'Docs/Photography examples',
  component: ThreeViews,
  args: { mode: 'light' },
} satisfies Meta<typeof ThreeViews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every view loads through the proxy's paths and says what it shows; the surface behind it is the mode's own. */
const viewsOnTheirSurface = (surface: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  for (const view of RING_VIEWS) {
    const picture = canvas.getByRole('img', { name: view.alt }) as HTMLImageElement;
    await waitFor(() => expect(picture.complete && picture.naturalWidth).toBeGreaterThan(0));
    await expect(picture.currentSrc).toContain(view.src);
    await expect(getComputedStyle(picture).backgroundColor).toBe(surface);
  }
};

export const Light: Story = { play: viewsOnTheirSurface('rgb(244, 238, 233)') };
/** At night the same transparent renders sit on a deep warm grey, never a bright square. */
export const Dark: Story = { args: { mode: 'dark' }, globals: { theme: 'dark' }, play: viewsOnTheirSurface('rgb(43, 37, 41)') };
