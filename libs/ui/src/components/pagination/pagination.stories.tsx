import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { expectForcedState } from '../../stories/pseudo-states';
import { LoadMore, Pagination } from './pagination';

const meta = {
  title: 'Commerce/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('Page 2 of 5')).toBeVisible();
  },
};
export const LastPage: Story = { args: { page: 5 } };
export const SinglePage: Story = { args: { page: 1, pageCount: 1 } };
export const Dark: Story = { args: { page: 3 }, globals: { theme: 'dark' } };

export const LoadMoreButton: Story = {
  render: () => <LoadMore shown={12} total={40} hasMore onLoadMore={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Showing 12 of 40 pieces')).toBeVisible();
  },
};
export const LoadMoreLoading: Story = { render: () => <LoadMore shown={24} total={40} hasMore loading onLoadMore={fn()} /> };
export const LoadMoreEnd: Story = { render: () => <LoadMore shown={40} total={40} hasMore={false} onLoadMore={fn()} /> };

/** The page buttons hovered, reached with the keyboard and pressed. */
export const ButtonsHover: Story = {
  args: { page: 3 },
  parameters: { pseudo: { hover: '.au-button' } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('button', { name: 'Next' }), ['background-color']);
  },
};
export const ButtonsFocusVisible: Story = {
  args: { page: 3 },
  parameters: { pseudo: { focusVisible: '.au-button' } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('button', { name: 'Next' }), ['outline-style']);
  },
};
export const ButtonsActive: Story = {
  args: { page: 3 },
  parameters: { pseudo: { active: '.au-button' } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('button', { name: 'Next' }), ['transform']);
  },
};
