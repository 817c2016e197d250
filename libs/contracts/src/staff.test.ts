import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import {
  staffAppointmentIdParamsSchema,
  staffAppointmentListQuerySchema,
  staffAppointmentListResponseSchema,
  staffAppointmentResponseSchema,
  staffEndpoints,
} from './staff';
import { sampleAppointment } from './testing';

const staffAppointment = { ...sampleAppointment(), checked_in_at: null, created_at: '2025-03-10T09:30:00.000Z' };

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
      expect(endpoint.auth).toBe('required');
      expect(401 in endpoint.response && 403 in endpoint.response).toBe(true);
    }
    expect(staffEndpoints.checkInAppointment).toMatchObject({ method: 'POST', path: '/staff/appointments/:id/check-in' });
    expect(contracts.staffEndpoints).toBe(staffEndpoints);
  });
});
