import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/button';
import { PasswordField } from '../password-field/password-field';
import { TextField } from '../text-field/text-field';
import { ErrorSummary } from './error-summary';

const errors = { email: ['The email field must be a valid email address.'], password: ['The password field is required.'] };

const meta = {
  title: 'Feedback/ErrorSummary',
  component: ErrorSummary,
  args: { errors },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refused sign-in: the summary takes the focus and each message leads to its field. */
export const FieldErrors: Story = {
  render: (args) => (
    <form noValidate style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <ErrorSummary {...args} />
      <TextField label="Email" name="email" type="email" errors={args.errors ?? undefined} />
      <PasswordField label="Password" name="password" errors={args.errors ?? undefined} />
      <Button type="submit">Sign in</Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert');
    // Focus moves in an effect, after the first paint.
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'The password field is required.' }));
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

/** A refusal of the whole form, which names no field. */
export const FormMessage: Story = {
  args: { errors: undefined, message: 'These credentials do not match our records.' },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('alert');
    await expect(summary).toHaveTextContent('These credentials do not match our records.');
    await expect(within(summary).queryAllByRole('link')).toHaveLength(0);
  },
};

export const LongText: Story = {
  args: {
    title: 'We could not book this appointment',
    message: 'The slot you chose at Aurelia Bandra filled up while you were choosing; pick another time or another store nearby.',
    errors: { timeslot_id: ['The selected timeslot is no longer available.'] },
  },
};
