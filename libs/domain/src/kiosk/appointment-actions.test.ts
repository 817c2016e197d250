import { describe, expect, it } from 'vitest';
import { appointmentTransition, freesPlace, type AppointmentAction, type AppointmentState } from './appointment-actions';

describe('what staff may do to an appointment', () => {
  it.each<[AppointmentState, AppointmentAction, AppointmentState]>([
    ['booked', 'check-in', 'checked_in'],
    ['checked_in', 'complete', 'completed'],
    ['booked', 'no-show', 'no_show'],
    ['booked', 'cancel', 'cancelled'],
    ['booked', 'move', 'booked'],
  ])('%s → %s → %s', (from, action, to) => {
    expect(appointmentTransition(from, action)).toEqual({ ok: true, to });
  });

  it.each<[AppointmentState, AppointmentAction, string]>([
    ['completed', 'cancel', 'This appointment is completed and cannot be cancelled.'],
    ['checked_in', 'check-in', 'This appointment is checked in and cannot be checked in.'],
    ['booked', 'complete', 'This appointment is booked and cannot be completed.'],
    ['cancelled', 'move', 'This appointment is cancelled and cannot be moved.'],
    ['no_show', 'no-show', 'This appointment is marked as a no-show and cannot be marked as a no-show.'],
  ])('refuses %s → %s in words', (from, action, reason) => {
    expect(appointmentTransition(from, action)).toEqual({ ok: false, reason });
  });

  it('frees the place in the slot only on a cancellation', () => {
    expect(freesPlace('cancel')).toBe(true);
    expect(['check-in', 'complete', 'no-show', 'move'].map((action) => freesPlace(action as AppointmentAction))).toEqual([false, false, false, false]);
  });
});
