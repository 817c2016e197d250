import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { showsFocusRing, showsHover } from '../../stories/pseudo-states';

import { weekday } from './calendar-dates';
import { DatePicker } from './date-picker';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: {
    label: 'Appointment date',
    name: 'appointment_date',
    today: '2026-11-20',
    min: '2026-11-20',
    max: '2026-12-31',
    isDateDisabled: (date: string) => weekday(date) === 2,
    description: 'Boutiques are closed on Tuesdays.',
    onValueChange: fn(),
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await userEvent.click(day(canvasElement, 'Saturday, 28 November 2026'));
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-11-28');
    await expect(canvasElement.querySelector('input[name="appointment_date"]')).toHaveValue('2026-11-28');
  },
};
export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab(); // next month (previous month is disabled by min)
    await userEvent.tab(); // into the grid, on today
    await expect(day(canvasElement, 'Friday, 20 November 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(day(canvasElement, 'Saturday, 28 November 2026')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expect(day(canvasElement, 'Monday, 28 December 2026')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-12-28');
  },
};
export const RefusesUnavailableDays: Story = {
  play: async ({ args, canvasElement }) => {
    const tuesday = day(canvasElement, 'Tuesday, 24 November 2026');
    await expect(tuesday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tuesday);
    await userEvent.click(day(canvasElement, 'Thursday, 19 November 2026'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
export const Selected: Story = { args: { defaultValue: '2026-11-27' } };
export const ServerError: Story = {
  args: { errors: { appointment_date: ['The appointment date must match the timeslot.'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Appointment date' })).toHaveAccessibleDescription(/must match the timeslot/);
  },
};
export const Disabled: Story = { args: { disabled: true } };
/** Nothing to choose: every day of the range is unavailable (fully booked), so no day takes a click or focus. */
export const Empty: Story = {
  args: { isDateDisabled: () => true, description: 'No appointments left this year. Call the boutique.' },
  play: async ({ canvasElement }) => {
    await expect(day(canvasElement, 'Saturday, 28 November 2026')).toHaveAttribute('aria-disabled', 'true');
  },
};
export const Dark: Story = { args: { defaultValue: '2026-11-27' }, globals: { theme: 'dark' } };

/** A controlled value changed from outside (here, quick-pick buttons): the calendar turns to its month. */
export const ControlledFollowsValue: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>('2026-11-27');
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <div style={{ display: 'flex', gap: 8 }}>
          <button type="button" onClick={() => setValue('2026-12-18')}>
            Pick 18 December
          </button>
          <button type="button" onClick={() => setValue('2026-11-21')}>
            Pick 21 November
          </button>
        </div>
        <DatePicker
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pick 18 December' }));
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expect(day(canvasElement, 'Friday, 18 December 2026').closest('td')).toHaveAttribute('aria-selected', 'true');
    await expect(day(canvasElement, 'Friday, 18 December 2026')).toHaveAttribute('tabindex', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Pick 21 November' }));
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeVisible();
  },
};

/** On the smallest phone (320 px less the page's 16 px margins) the calendar fits: the days shrink, nothing scrolls. */
export const SmallestPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const calendar = canvasElement.querySelector<HTMLElement>('.au-calendar');
    await expect(calendar?.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    await expect(calendar?.scrollWidth).toBeLessThanOrEqual(calendar?.clientWidth ?? 0);
    const box = day(canvasElement, 'Saturday, 28 November 2026').getBoundingClientRect();
    // Still a comfortable target (WCAG 2.5.8 asks for 24 px).
    await expect(box.width).toBeGreaterThanOrEqual(32);
  },
};

/** A day hovered (a tint) and reached with the keyboard (the focus ring, on that day alone). */
export const Hover: Story = { parameters: { pseudo: { hover: '[data-date="2026-11-28"]' } }, play: showsHover('[data-date="2026-11-28"]', ['background-color']) };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: '[data-date="2026-11-28"]' } }, play: showsFocusRing('[data-date="2026-11-28"]') };
export const FocusVisibleDark: Story = { ...FocusVisible, globals: { theme: 'dark' } };
