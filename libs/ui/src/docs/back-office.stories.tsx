import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { atViewport } from '../../.storybook/viewports';
import { OrderListPage, OrderPage } from './back-office-example';

const meta = {
  title: 'Docs/Back office examples',
  component: OrderListPage,
} satisfies Meta<typeof OrderListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusesShown = (canvasElement: HTMLElement) =>
  Array.from(within(canvasElement).getByRole('table').querySelectorAll('tbody .au-status-chip')).map((chip) => chip.textContent);

/** The filters, the sort and the page all feed one query; a new filter goes back to page 1. */
export const OrderList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Shipped');
    await expect(statusesShown(canvasElement)).toEqual(['Shipped', 'Shipped']);
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await expect(canvas.getByText('1 filter applied')).toBeVisible();

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), 'Mehta{Enter}');
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['AU-10428']);

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    await expect(canvas.getByRole('heading', { name: 'No orders match these filters' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(5);
  },
};
export const OrderListDark: Story = { globals: { theme: 'dark' } };
export const OrderListPhone: Story = {
  globals: atViewport('phone320'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(within(canvasElement).getByRole('region', { name: 'Orders' })).toHaveAttribute('tabindex', '0');
  },
};

export const Order: Story = {
  render: () => <OrderPage />,
  play: async ({ canvasElement }) => {
    const history = within(canvasElement).getByRole('list', { name: 'History' });
    await expect(within(history).getByText('Shipped').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};
export const OrderDark: Story = { ...Order, globals: { theme: 'dark' } };
export const OrderPhone: Story = { ...Order, globals: atViewport('phone320') };
