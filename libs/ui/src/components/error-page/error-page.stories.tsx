import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Button } from '../button/button';
import { ErrorPage, NotFound } from './error-page';

const meta = {
  title: 'Feedback/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: {
    statusCode: 500,
    message: 'Something went wrong on our side. Your bag is safe; please try again in a moment.',
    actions: (
      <>
        <Button>Try again</Button>
        <Button variant="secondary" asChild>
          <a href="#home">Back to home</a>
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  },
};
export const CustomStatusMessage: Story = { args: { statusCode: 503, statusMessage: 'Down for maintenance', message: 'We are polishing things up. Back shortly.' } };
export const NoMessage: Story = { args: { statusCode: 500, message: undefined, actions: undefined } };
export const NotFoundPage: Story = {
  render: () => <NotFound path="/collections/platinum-bands" actions={<Button variant="secondary">Back to home</Button>} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    await expect(canvas.getByText('Page not found: /collections/platinum-bands')).toBeVisible();
  },
};
export const LongPath: Story = {
  render: () => <NotFound path="/collections/bridal/necklaces/22-carat-temple-gold-lakshmi-haaram-with-kempu-stones-and-pearl-drops?ref=newsletter-diwali" />,
};
export const Dark: Story = { globals: { theme: 'dark' } };
