import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import {
  moveAppointmentBodySchema,
  walkInBodySchema,
  staffAppointmentIdParamsSchema,
  staffAppointmentListQuerySchema,
  staffAppointmentListResponseSchema,
  staffAppointmentResponseSchema,
  staffEndpoints,
} from './staff';
import { sampleAppointment } from './testing';

const staffAppointment = {
  ...sampleAppointment(),
  checked_in_at: null,
  created_at: '2025-03-10T09:30:00.000Z',
  history: [{ action: 'booked', staff_name: null, note: null, at: '2025-03-10T09:30:00.000Z' }],
};

describe('the staff appointment list', () => {
  it("is a day's appointments with the day and store in meta", () => {
    const body = {
      data: [staffAppointment],
      meta: { date: '2025-03-14', store: sampleAppointment().store, total: 1 },
    };
    expect(staffAppointmentListResponseSchema.parse(body)).toEqual(body);
  });
  it('takes an optional date and search text', () => {
    expect(staffAppointmentListQuerySchema.parse({})).toEqual({});
    expect(staffAppointmentListQuerySchema.parse({ date: '2025-03-14', q: ' Asha ' })).toEqual({ date: '2025-03-14', q: 'Asha' });
    expect(staffAppointmentListQuerySchema.safeParse({ date: '14-03-2025' }).success).toBe(false);
    expect(staffAppointmentListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('check-in', () => {
  it('returns the appointment checked in, with the time', () => {
    const checkedIn = { ...staffAppointment, status: 'checked_in', checked_in_at: '2025-03-14T06:00:00.000Z' };
    expect(staffAppointmentResponseSchema.parse({ data: checkedIn })).toEqual({ data: checkedIn });
  });
  it('takes a positive database id from the path', () => {
    expect(staffAppointmentIdParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', 'abc', '1.5', '2147483648']) {
      expect(staffAppointmentIdParamsSchema.safeParse({ id }).success, id).toBe(false);
    }
  });
});

describe('the staff endpoints', () => {
  it('need a staff token: 401 and 403 documented', () => {
    for (const endpoint of Object.values(staffEndpoints)) {
      expect(endpoint.auth).toBe('counter');
      expect(401 in endpoint.response && 403 in endpoint.response).toBe(true);
    }
    expect(staffEndpoints.checkInAppointment).toMatchObject({ method: 'POST', path: '/staff/appointments/:id/check-in' });
    expect(contracts.staffEndpoints).toBe(staffEndpoints);
  });
});

describe('the staff actions', () => {
  it('record who took each step in the history', () => {
    const moved = {
      ...staffAppointment,
      history: [...staffAppointment.history, { action: 'move', staff_name: 'Rahul Mehta', note: 'From 11:00 to 12:00', at: '2025-03-11T09:30:00.000Z' }],
    };
    expect(staffAppointmentResponseSchema.parse({ data: moved })).toEqual({ data: moved });
    const unknown = { ...moved, history: [{ ...moved.history[0], action: 'teleport' }] };
    expect(staffAppointmentResponseSchema.safeParse({ data: unknown }).success).toBe(false);
  });

  it('move to a slot by id; walk-ins follow the storefront’s booking rules', () => {
    expect(moveAppointmentBodySchema.safeParse({ timeslot_id: 0 }).success).toBe(false);
    const walkIn = { customer_name: 'Meera Iyer', phone: '9876543210', timeslot_id: 12 };
    expect(walkInBodySchema.parse(walkIn)).toEqual({ ...walkIn, phone: '+919876543210' });
    expect(Object.keys(walkInBodySchema.safeParse({ customer_name: 'M', phone: '12', timeslot_id: 1 }).error?.flatten().fieldErrors ?? {})).toEqual([
      'customer_name',
      'phone',
    ]);
  });

  it('are each a staff call on one appointment, or the walk-in creation', () => {
    expect(Object.values(staffEndpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /staff/appointments',
      'POST /staff/appointments/:id/check-in',
      'POST /staff/appointments/:id/complete',
      'POST /staff/appointments/:id/no-show',
      'POST /staff/appointments/:id/cancel',
      'POST /staff/appointments/:id/move',
      'POST /staff/appointments',
    ]);
  });
});
