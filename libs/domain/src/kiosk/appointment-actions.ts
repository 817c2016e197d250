/** The statuses of an in-store appointment. */
export type AppointmentState = 'booked' | 'checked_in' | 'completed' | 'no_show' | 'cancelled';

/** What the store's staff do to an appointment on the kiosk. */
export type AppointmentAction = 'check-in' | 'complete' | 'no-show' | 'cancel' | 'move';

/** From which statuses each action may be taken, and the status it leads to (`move` keeps `booked`). */
const TRANSITIONS: Readonly<Record<AppointmentAction, { readonly from: readonly AppointmentState[]; readonly to: AppointmentState }>> = {
  'check-in': { from: ['booked'], to: 'checked_in' },
  complete: { from: ['checked_in'], to: 'completed' },
  'no-show': { from: ['booked'], to: 'no_show' },
  cancel: { from: ['booked'], to: 'cancelled' },
  move: { from: ['booked'], to: 'booked' },
};

const STATE_WORDS: Readonly<Record<AppointmentState, string>> = {
  booked: 'booked',
  checked_in: 'checked in',
  completed: 'completed',
  no_show: 'marked as a no-show',
  cancelled: 'cancelled',
};

const ACTION_WORDS: Readonly<Record<AppointmentAction, string>> = {
  'check-in': 'checked in',
  complete: 'completed',
  'no-show': 'marked as a no-show',
  cancel: 'cancelled',
  move: 'moved',
};

/** Whether an action frees the appointment's place in its slot (the customer is no longer coming then). */
export function freesPlace(action: AppointmentAction): boolean {
  return action === 'cancel';
}

/**
 * The status an action leads to, or why it cannot be taken: `This appointment is completed and cannot be
 * cancelled.`
 */
export function appointmentTransition(
  state: AppointmentState,
  action: AppointmentAction,
): { readonly ok: true; readonly to: AppointmentState } | { readonly ok: false; readonly reason: string } {
  const rule = TRANSITIONS[action];
  if (rule.from.includes(state)) return { ok: true, to: rule.to };
  return { ok: false, reason: `This appointment is ${STATE_WORDS[state]} and cannot be ${ACTION_WORDS[action]}.` };
}
