import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Field, useField, type FieldBaseProps, type FieldErrors, type FieldProps } from './field';

interface FieldStoryArgs extends Pick<FieldProps, 'label' | 'description' | 'required' | 'hideLabel' | 'disabled'> {
  /** The control's name: picks its messages out of `errors`. */
  name: string;
  /** The server's errors object (docs/behaviour.md §5). */
  errors?: FieldErrors;
  /** The field's own (client-side) error. */
  error?: FieldBaseProps['error'];
  /** Ids of other elements that also describe the control (a character count); read first. */
  describedBy?: string;
}

/** A field the way the form components build theirs: `useField` wires the ids, `Field` lays it out. */
function FieldExample({ name, errors, error, describedBy, required, disabled, ...props }: FieldStoryArgs) {
  const field = useField({ name, description: props.description, errors, error, describedBy });
  return (
    <Field field={field} required={required} disabled={disabled} {...props}>
      <input className="au-input" name={name} autoComplete="name" required={required} disabled={disabled} {...field.controlProps} />
    </Field>
  );
}

/**
 * The layout and wiring under every form control: a label, a hint, the control and its error messages.
 * `useField({ id, name, description, errors, error, describedBy })` returns the ids and `controlProps`
 * (`id`, `aria-describedby` with the hint then the errors, `aria-invalid`) to spread on the control;
 * `Field` renders the label (`for` the control), the hint and the messages under those ids, so a screen
 * reader reads the label as the control's name and the hint and errors as its description.
 * `fieldErrorMessages(errors, name, error)` picks the field's messages from the server's `errors` object,
 * the server's first. Build a new control on these, as TextField, NativeSelect and Checkbox do.
 */
const meta = {
  title: 'Forms/Field',
  // The props table shows the example's (useField's and Field's together), and Field's own on its tab.
  component: FieldExample,
  subcomponents: { Field },
  args: { label: 'Full name', name: 'full_name' },
  render: (args) => <FieldExample {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<FieldStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control; clicking it focuses the control. Nothing describes it, and it is valid. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByText('Full name'));
    await expect(input).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: { description: 'As it appears on your PAN card, for the invoice.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    const hint = within(canvasElement).getByText('As it appears on your PAN card, for the invoice.');
    await expect(input).toHaveAttribute('aria-describedby', hint.id);
    await expect(input).toHaveAccessibleDescription('As it appears on your PAN card, for the invoice.');
  },
};

/** The asterisk is for the eye only: screen readers hear "required" from the control, not "star". */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeRequired();
    const marker = canvasElement.querySelector('.au-field__required');
    await expect(marker).toHaveTextContent('*');
    await expect(marker).toHaveAttribute('aria-hidden', 'true');
    await expect(marker?.closest('label')).toHaveAttribute('for', input.id);
  },
};

/**
 * The server's messages for this field's name show under it, linked after the hint; messages for other
 * fields in the same `errors` object do not.
 */
export const ServerError: Story = {
  args: {
    description: 'As it appears on your PAN card, for the invoice.',
    errors: { full_name: ['The full name may only contain letters, spaces and dots.'], email: ['Not shown here'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    const hint = canvas.getByText('As it appears on your PAN card, for the invoice.');
    const errors = canvasElement.querySelector('.au-field__errors');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-describedby', `${hint.id} ${errors?.id}`);
    await expect(input).toHaveAccessibleDescription(
      /As it appears on your PAN card, for the invoice\.\s*The full name may only contain letters, spaces and dots\./,
    );
    await expect(canvas.queryByText('Not shown here')).toBeNull();
  },
};

/** The server's messages first, then the field's own; blank messages are dropped. */
export const ServerAndClientErrors: Story = {
  args: {
    errors: { full_name: ['The full name field is required.'] },
    error: ['Please enter at least two letters.', '  '],
  },
  play: async ({ canvasElement }) => {
    const messages = Array.from(canvasElement.querySelectorAll('.au-field__error')).map((message) => message.textContent);
    await expect(messages).toEqual(['The full name field is required.', 'Please enter at least two letters.']);
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      /The full name field is required\.\s*Please enter at least two letters\./,
    );
  },
};

/** A blank message is no error: the field stays valid and nothing is linked. */
export const BlankErrorIgnored: Story = {
  args: { errors: { full_name: [''] }, error: ' ' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeValid();
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(canvasElement.querySelector('.au-field__errors')).toBeNull();
  },
};

/** Another element (a character count) can describe the control too; it is read before the hint. */
export const DescribedByAnotherElement: Story = {
  args: { label: 'Engraving', name: 'engraving', description: 'Up to 40 characters.', describedBy: 'engraving-count' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
        <p id="engraving-count">0 of 40 characters used</p>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Engraving' });
    await expect(input).toHaveAccessibleDescription('0 of 40 characters used Up to 40 characters.');
  },
};

/** For a search box: the label is read, not shown. */
export const HiddenLabel: Story = {
  args: { label: 'Search jewellery', name: 'q', hideLabel: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Search jewellery' });
    await expect(canvasElement.querySelector(`label[for="${input.id}"]`)).toHaveClass('au-sr-only');
  },
};

/** `group`: a set of controls (radios, OTP digits) under a fieldset and legend, described as one. */
export const Group: Story = {
  args: { label: 'Metal', name: 'metal', required: true, errors: { metal: ['Choose a metal.'] } },
  render: function MetalGroup({ name, errors, required, ...args }) {
    const field = useField({ name, description: args.description, errors });
    return (
      <Field field={field} group required={required} {...args}>
        {['Yellow gold', 'Rose gold', 'Platinum'].map((metal) => (
          <label key={metal} style={{ display: 'flex', gap: 8 }}>
            <input type="radio" name={name} value={metal} required={required} /> {metal}
          </label>
        ))}
      </Field>
    );
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Metal' });
    await expect(group).toHaveAccessibleDescription('Choose a metal.');
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
  },
};

export const Disabled: Story = {
  args: { disabled: true, description: 'Set by your account; change it under Profile.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Full name' })).toBeDisabled();
  },
};
export const LongText: Story = {
  args: {
    label: 'Name of the person who will collect the order at the boutique (as on their photo ID)',
    description: 'They must bring the ID and the order confirmation. We cannot hand over gold to anyone else.',
    errors: { full_name: ['This name is longer than the 120 characters the boutique system accepts for a collection name.'] },
  },
};
export const Dark: Story = { ...ServerError, globals: { theme: 'dark' } };
