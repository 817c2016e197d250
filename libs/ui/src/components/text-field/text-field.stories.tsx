import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { expectForcedState } from '../../stories/pseudo-states';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The interaction test, on its own copy so that Default keeps the look a shopper first sees. */
export const DefaultInteraction: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ananya@example.com');
    await expect(input).toHaveValue('ananya@example.com');
  },
};
export const WithDescription: Story = {
  args: { description: 'We send your order updates here.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription('We send your order updates here.');
  },
};
/** Reached with Tab (a test; FocusVisible shows the ring). */
export const Focused: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};
export const Required: Story = { args: { required: true } };
export const ServerError: Story = {
  args: {
    description: 'We send your order updates here.',
    defaultValue: 'ananya@example',
    errors: { email: ['The email must be a valid email address.'], password: ['Not shown here'] },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/We send your order updates here\.\s*The email must be a valid email address\./);
    await expect(within(canvasElement).queryByText('Not shown here')).toBeNull();
  },
};
export const MultipleErrors: Story = {
  args: { errors: { email: ['The email field is required.', 'The email has already been taken.'] } },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ananya@example.com' } };
export const Empty: Story = { args: { placeholder: undefined } };
export const LongText: Story = {
  args: {
    label: 'Engraving message for the inside of the band (up to 40 characters, no emoji)',
    defaultValue: 'Forever yours, from the monsoon in Kochi to the winter in Delhi',
    description: 'We engrave in a classic serif. Engraved pieces cannot be returned or exchanged.',
  },
};
export const KioskTouch: Story = { args: { size: 'xl', label: 'Customer mobile number', type: 'tel', name: 'phone' } };
export const Dark: Story = { ...ServerError, globals: { theme: 'dark' } };

/** The input hovered (a stronger border) and focused from the keyboard (the focus ring and border). */
export const Hover: Story = {
  parameters: { pseudo: { hover: 'input' } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('textbox'), ['border-color']);
  },
};
export const FocusVisible: Story = {
  parameters: { pseudo: { focusVisible: 'input' } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('textbox'), ['outline-style', 'border-color']);
  },
};
export const FocusVisibleDark: Story = { ...FocusVisible, globals: { theme: 'dark' } };
