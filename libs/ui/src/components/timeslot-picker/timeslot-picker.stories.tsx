import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { showsFocusRing, showsHover } from '../../stories/pseudo-states';

import { TimeslotPicker, type Timeslot } from './timeslot-picker';

const slots: Timeslot[] = [
  { id: 1, start_time: '10:00', end_time: '10:30', capacity: 4, available: 4 },
  { id: 2, start_time: '10:30', end_time: '11:00', capacity: 4, available: 0 },
  { id: 3, start_time: '11:00', end_time: '11:30', capacity: 4, available: 2 },
  { id: 4, start_time: '15:00', end_time: '15:30', capacity: 4, available: 4 },
  { id: 5, start_time: '16:00', end_time: '16:30', capacity: 4, available: 1 },
  { id: 6, start_time: '18:30', end_time: '19:00', capacity: 4, available: 0 },
];

const meta = {
  title: 'Forms/TimeslotPicker',
  component: TimeslotPicker,
  args: { label: 'Time', name: 'timeslot_id', slots, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof TimeslotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '10:30 to 11:00, Full' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '11:00 to 11:30, 2 left' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('3');
    await expect(canvas.getByRole('radio', { name: '11:00 to 11:30, 2 left' })).toBeChecked();
  },
};
export const Selected: Story = { args: { defaultValue: '4' } };
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Loading times' })).toHaveAttribute('aria-busy', 'true');
  },
};
export const Empty: Story = { args: { slots: [] } };
export const AllFull: Story = { args: { slots: slots.map((slot) => ({ ...slot, available: 0 })) } };
export const ServerError: Story = {
  args: { errors: { timeslot_id: ['The selected timeslot is no longer available.'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { args: { defaultValue: '1' }, globals: { theme: 'dark' } };

/** A time hovered (a brand border) and reached with the keyboard (the focus ring, on that time alone). */
export const Hover: Story = { parameters: { pseudo: { hover: '[role="radio"][value="3"]' } }, play: showsHover('[role="radio"][value="3"]', ['border-color']) };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: '[role="radio"][value="3"]' } }, play: showsFocusRing('[role="radio"][value="3"]') };
export const FocusVisibleDark: Story = { ...FocusVisible, globals: { theme: 'dark' } };
