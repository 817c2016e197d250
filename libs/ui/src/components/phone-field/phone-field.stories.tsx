import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { showsFocusRing, showsHover } from '../../stories/pseudo-states';

import { PhoneField } from './phone-field';

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { label: 'Mobile number', onValueChange: fn(), onCountryChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Mobile number' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '98765 43210');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('98765 43210');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code' }), 'AE');
    await expect(args.onCountryChange).toHaveBeenCalledWith('AE');
    await expect(canvasElement.querySelector('input[name="phone_country_number"]')).toHaveValue('971');
  },
};
export const WithDescription: Story = { args: { description: 'We text your OTP and delivery updates here.', required: true } };
export const ServerErrors: Story = {
  args: {
    defaultValue: '12345',
    errors: { phone: ['The phone must be 10 digits.'], phone_country_code: ['The selected country is invalid.'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeInvalid();
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(/10 digits/);
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '98765 43210' } };
export const KioskTouch: Story = { args: { size: 'xl', label: 'Customer mobile' } };
export const LongText: Story = {
  args: { label: 'Mobile number of the person collecting the order at the boutique (they must show photo ID)' },
};
export const Dark: Story = { ...ServerErrors, globals: { theme: 'dark' } };

/** The number hovered (a stronger border) and reached with the keyboard (the focus ring, on the number alone). */
export const Hover: Story = { parameters: { pseudo: { hover: '.au-phone-field__number' } }, play: showsHover('.au-phone-field__number', ['border-color']) };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: '.au-phone-field__number' } }, play: showsFocusRing('.au-phone-field__number') };
export const FocusVisibleDark: Story = { ...FocusVisible, globals: { theme: 'dark' } };
