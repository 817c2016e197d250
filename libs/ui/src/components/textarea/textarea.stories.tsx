import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { showsFocusRing, showsHover } from '../../stories/pseudo-states';

import { Textarea } from './textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Notes for your consultant', name: 'notes' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Notes for your consultant' });
    await userEvent.type(box, 'Looking for a 2 carat solitaire');
    await expect(box).toHaveValue('Looking for a 2 carat solitaire');
  },
};
export const WithLimit: Story = { args: { maxLength: 200, description: 'Sizes, budget or designs you liked.' } };
export const ServerError: Story = {
  args: { errors: { notes: ['The notes may not be greater than 500 characters.'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Booked by phone' } };
export const LongText: Story = {
  args: {
    defaultValue:
      'I would like to see the bridal sets in 22 carat gold with kundan work, and also the platinum couple bands. My budget is flexible for the right piece. Please keep ring sizes 12 and 18 ready.',
  },
};
export const Dark: Story = { ...ServerError, globals: { theme: 'dark' } };

/** Hovered: a stronger border. Reached with the keyboard: the focus ring, on the text box alone. */
export const Hover: Story = { parameters: { pseudo: { hover: 'textarea' } }, play: showsHover('textarea', ['border-color']) };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: 'textarea' } }, play: showsFocusRing('textarea') };
export const FocusVisibleDark: Story = { ...FocusVisible, globals: { theme: 'dark' } };
