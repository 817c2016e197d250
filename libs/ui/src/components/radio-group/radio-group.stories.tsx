import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { expectForcedState } from '../../stories/pseudo-states';
import { RadioGroup } from './radio-group';

const methods = [
  { value: 'card', label: 'Credit or debit card' },
  { value: 'upi', label: 'UPI', description: 'Pay from any UPI app' },
  { value: 'bank', label: 'Net banking' },
  { value: 'cash', label: 'Pay in store', description: 'Collect and pay at your chosen boutique' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Payment method', name: 'payment_method', options: methods, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'UPI' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('upi');
    // The browser's own radios: an arrow key moves to the next choice and checks it.
    await userEvent.keyboard('{ArrowDown}');
    const next = canvas.getByRole('radio', { name: 'Net banking' });
    await waitFor(() => expect(next).toBeChecked());
    await expect(next).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('bank');
  },
};
export const Cards: Story = { args: { variant: 'card', defaultValue: 'card' } };

const submitted = fn();

/** In a form, the choice is in the form's data under the group's name, as any radio's is; Enter on it does not send the form. */
export const InAForm: Story = {
  args: { defaultValue: 'card' },
  render: (args) => (
    <form
      aria-label="Pay"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <RadioGroup {...args} />
      <button type="submit">Pay</button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Pay' }) as HTMLFormElement;
    await expect(new FormData(form).get('payment_method')).toBe('card');
    await userEvent.click(canvas.getByText('Pay in store'));
    await expect(canvas.getByRole('radio', { name: 'Pay in store' })).toBeChecked();
    await expect(new FormData(form).get('payment_method')).toBe('cash');
    await expect(canvas.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(submitted).toHaveBeenCalledTimes(1);
  },
};
export const WithDisabledOption: Story = {
  args: { options: methods.map((m) => (m.value === 'cash' ? { ...m, disabled: true, description: 'The store is closed today' } : m)) },
};
export const ServerError: Story = {
  args: { errors: { payment_method: ['The payment method field is required.'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'upi' } };
export const Dark: Story = { args: { variant: 'card', defaultValue: 'upi' }, globals: { theme: 'dark' } };

/** Hovered: the ring takes the brand colour and a soft halo. Keyboard: the focus ring. */
export const Hover: Story = {
  parameters: { pseudo: { hover: 'input[type="radio"]' } },
  play: async ({ canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: 'UPI' });
    await expectForcedState(canvasElement, radio, ['border-color', 'box-shadow']);
  },
};
export const FocusVisible: Story = {
  parameters: { pseudo: { focusVisible: 'input[type="radio"]' } },
  play: async ({ canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: 'UPI' });
    await expectForcedState(canvasElement, radio, ['outline-style']);
  },
};
