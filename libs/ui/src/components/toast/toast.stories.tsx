import {
  TOAST_SWIPE_THRESHOLD_PX,
  SHOP_TOAST_DURATION_MS,
  SHOP_TOAST_POSITION,
  TOAST_DEFAULT_POSITION,
  TOAST_LIMIT,
  isToastValidationError,
  type ToastType,
} from '@aurelia/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component, useState, type ReactNode } from 'react';
import { expect, fireEvent, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/button';
import { ToastProvider, useToast, type ToastOptions } from './toast';

function Trigger({ options, text = 'Show toast' }: { options: ToastOptions; text?: string }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>{text}</Button>;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { label: 'Notifications' },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16, minHeight: 420 }}><Story /></div>],
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger options={{ title: 'Added to your bag', description: 'Solitaire ring, 18K rose gold', tone: 'success' }} />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const viewport = document.querySelector<HTMLElement>(`[data-position="${TOAST_DEFAULT_POSITION}"]`);
    const toast = await within(viewport ?? document.body).findByText('Added to your bag');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(body().getByRole('region', { name: /Notifications \(F8\)/ })).toBeInTheDocument();
  },
};

export const DismissAndRemove: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await body().findByText('Added to your bag');
    const dismiss = body().getByRole('button', { name: 'Dismiss notification' });
    // Radix lets pointers through to its viewport only once it has counted the toast, a render after the toast
    // shows; on a busy machine a click can land in between.
    await waitFor(() => expect(dismiss.closest('[style*="pointer-events: none"]')).toBeNull());
    await userEvent.click(dismiss);
    await waitFor(() => expect(within(document.querySelector<HTMLElement>('.au-toast-viewport') ?? document.body).queryByText('Added to your bag')).toBeNull());
  },
};

/** Drags a toast to the right by `distance` pixels with a mouse. */
function swipe(element: HTMLElement, distance: number) {
  const pointer = { pointerId: 1, pointerType: 'mouse', button: 0, clientY: 10 };
  fireEvent.pointerDown(element, { ...pointer, clientX: 100 });
  fireEvent.pointerMove(element, { ...pointer, clientX: 100 + Math.sign(distance) * 10 });
  fireEvent.pointerMove(element, { ...pointer, clientX: 100 + distance });
  fireEvent.pointerUp(element, { ...pointer, clientX: 100 + distance });
}

export const SwipeRightToDismiss: Story = {
  beforeEach: () => {
    // Synthetic pointers cannot be captured; the capture itself is not what is tested here.
    spyOn(HTMLElement.prototype, 'setPointerCapture').mockImplementation(() => undefined);
    spyOn(HTMLElement.prototype, 'hasPointerCapture').mockImplementation(() => false);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const viewport = document.querySelector<HTMLElement>('.au-toast-viewport') ?? document.body;
    const title = await within(viewport).findByText('Added to your bag');
    const toast = title.closest<HTMLElement>('.au-toast');
    if (!toast) throw new Error('toast not found');
    swipe(toast, -(TOAST_SWIPE_THRESHOLD_PX + 20)); // the wrong way
    await expect(toast).toHaveAttribute('data-state', 'open');
    swipe(toast, TOAST_SWIPE_THRESHOLD_PX - 20); // not far enough
    await expect(toast).toHaveAttribute('data-swipe', 'cancel');
    await expect(toast).toHaveAttribute('data-state', 'open');
    swipe(toast, TOAST_SWIPE_THRESHOLD_PX + 20);
    await waitFor(() => expect(within(viewport).queryByText('Added to your bag')).toBeNull());
  },
};

export const HotkeyF8: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await body().findByText('Added to your bag');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    await waitFor(() => expect(document.activeElement).toHaveClass('au-toast-viewport'));
  },
};

export const AtMostFive: Story = {
  render: (args) => {
    function Many() {
      const { toast } = useToast();
      const [count, setCount] = useState(0);
      return (
        <Button
          onClick={() => {
            toast({ title: `Price alert ${count + 1}`, duration: Infinity });
            setCount(count + 1);
          }}
        >
          Add one
        </Button>
      );
    }
    return (
      <ToastProvider {...args}>
        <Many />
      </ToastProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: 'Add one' });
    for (let i = 0; i < TOAST_LIMIT + 1; i += 1) await userEvent.click(add);
    await waitFor(() => expect(within(document.querySelector<HTMLElement>('.au-toast-viewport') ?? document.body).queryByText('Price alert 1')).toBeNull());
    await expect(document.querySelector('.au-toast-viewport')).toHaveTextContent(`Price alert ${TOAST_LIMIT + 1}`);
    await expect(document.querySelectorAll('.au-toast[data-state="open"]')).toHaveLength(TOAST_LIMIT);
  },
};

const undo = fn();

export const WithAction: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger
        options={{
          title: 'Removed from your bag',
          action: { label: 'Undo', altText: 'Undo removing the diamond pendant' },
          onAction: undo,
          duration: Infinity,
        }}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const action = await body().findByRole('button', { name: 'Undo' });
    await expect(action.closest('[data-radix-toast-announce-alt]')).toHaveAttribute(
      'data-radix-toast-announce-alt',
      'Undo removing the diamond pendant',
    );
    await userEvent.click(action);
    await expect(undo).toHaveBeenCalled();
  },
};

/** The action as a link onward ("View bag"): a real link, drawn by the app's router link when it passes one. */
export const WithLink: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger
        options={{
          title: 'Added to your bag',
          description: 'Solitaire ring, 18K rose gold',
          tone: 'success',
          action: { label: 'View bag', altText: 'View your bag' },
          actionHref: '#cart',
          // As a router's link draws it: the click is the router's, the page does not load again.
          renderActionLink: ({ href, className, children }) => (
            <a href={href} className={className} onClick={(event) => event.preventDefault()}>
              {children}
            </a>
          ),
          duration: Infinity,
        }}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const link = await body().findByRole('link', { name: 'View bag' });
    await expect(link).toHaveAttribute('href', '#cart');
    await expect(link).toHaveClass('au-toast__action');
    await expect(link.closest('[data-radix-toast-announce-alt]')).toHaveAttribute('data-radix-toast-announce-alt', 'View your bag');
    await userEvent.click(link);
    await waitFor(() => expect(body().queryByText('Added to your bag')).toBeNull());
  },
};

export const ShopToastTopRight: Story = {
  render: (args) => {
    function Shop() {
      const { shopToast } = useToast();
      return <Button onClick={() => shopToast({ title: 'Welcome back, Ananya', tone: 'info' })}>Sign in</Button>;
    }
    return (
      <ToastProvider {...args}>
        <Shop />
      </ToastProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    const viewport = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`[data-position="${SHOP_TOAST_POSITION}"]`);
      if (!found) throw new Error('no top-right viewport yet');
      return found;
    });
    await within(viewport).findByText('Welcome back, Ananya');
    await waitFor(() => expect(within(viewport).queryByText('Welcome back, Ananya')).toBeNull(), {
      timeout: SHOP_TOAST_DURATION_MS + 1500,
    });
  },
};

export const ValidationErrors: Story = {
  render: (args) => {
    function Invalid() {
      const { toast } = useToast();
      const [error, setError] = useState('');
      const attempt = (options: ToastOptions) => {
        try {
          toast(options);
        } catch (caught) {
          setError(isToastValidationError(caught) ? `${caught.name}: ${caught.code}` : 'unexpected');
        }
      };
      return (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="secondary" onClick={() => attempt({ title: 'x', action: { label: 'Undo', altText: ' ' } })}>
            Action without alt text
          </Button>
          <Button variant="secondary" onClick={() => attempt({ title: 'x', type: 'urgent' as ToastType })}>
            Unknown type
          </Button>
          <output>{error}</output>
        </div>
      );
    }
    return (
      <ToastProvider {...args}>
        <Invalid />
      </ToastProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Action without alt text' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('ToastValidationError: action-alt-text-required');
    await userEvent.click(canvas.getByRole('button', { name: 'Unknown type' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('ToastValidationError: invalid-type');
    await expect(document.querySelectorAll('.au-toast')).toHaveLength(0);
  },
};

export const LongText: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger
        options={{
          title: 'Your appointment at the Bandra West boutique is confirmed for Saturday',
          description:
            'Our jewellery consultant will have the bridal collection, the solitaire engagement rings and the temple gold necklaces ready for you to try on.',
          tone: 'info',
        }}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const title = await within(document.querySelector<HTMLElement>('.au-toast-viewport') ?? document.body).findByText(
      /appointment at the Bandra West/,
    );
    await waitFor(() => expect(title).toBeVisible());
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** Catches a render error and prints its name and code, to show what a blank label does. */
class CaughtError extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <output>{isToastValidationError(error) ? `${error.name}: ${error.code}` : 'unexpected'}</output>;
  }
}

export const BlankLabelRefused: Story = {
  args: { label: '   ' },
  beforeEach: () => {
    spyOn(console, 'error').mockImplementation(() => undefined);
  },
  render: (args) => (
    <CaughtError>
      <ToastProvider {...args} />
    </CaughtError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('ToastValidationError: blank-label');
  },
};
