import { describe, expect, it } from 'vitest';
import { addressBodySchema } from './addresses';
import { appointmentBodySchema } from './appointments';
import { registerBodySchema } from './auth';
import { updateProfileBodySchema } from './account';
import { bookingPhoneProblem, INDIA_PHONE_RULE, phoneNumberProblem } from './phone';
import { walkInBodySchema } from './staff';

const messagesAt = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);

describe('a phone number has the length of its country', () => {
  it('India: 10 digits starting 6 to 9', () => {
    expect(phoneNumberProblem('IN', '9876543210')).toBeNull();
    expect(phoneNumberProblem('in', '98765')).toBe(INDIA_PHONE_RULE.message);
    expect(phoneNumberProblem('IN', '5876543210')).toBe(INDIA_PHONE_RULE.message);
    expect(phoneNumberProblem('IN', '98765432101')).toBe(INDIA_PHONE_RULE.message);
  });
  it('other countries by their own length; unlisted ones as E.164 allows', () => {
    expect(phoneNumberProblem('SG', '91234567')).toBeNull();
    expect(phoneNumberProblem('SG', '9123456')).toBe('Enter the 8-digit phone number for Singapore, without the leading 0');
    expect(phoneNumberProblem('AE', '501234567')).toBeNull();
    expect(phoneNumberProblem('US', '2025550123')).toBeNull();
    expect(phoneNumberProblem('DE', '15123456789')).toBeNull();
    expect(phoneNumberProblem('DE', '12345')).toBe('Enter the phone number as 6 to 14 digits, without the leading 0');
  });
  it('a booking’s international number is checked against its dialling code', () => {
    expect(bookingPhoneProblem('+919876543210')).toBeNull();
    expect(bookingPhoneProblem('+9198765')).toBe(INDIA_PHONE_RULE.message);
    expect(bookingPhoneProblem('+9715012345')).toBe('Enter the 8 or 9-digit phone number for the United Arab Emirates, without the leading 0');
    expect(bookingPhoneProblem('+12025550123')).toBeNull();
    expect(bookingPhoneProblem('98765')).toBe(INDIA_PHONE_RULE.message);
    expect(bookingPhoneProblem('9876543210')).toBeNull();
  });
});

describe('every phone field of the shop refuses a 5-digit number', () => {
  it('a booking (the storefront joins +91 and 98765) and a kiosk walk-in', () => {
    const booking = { customer_name: 'Asha Rao', phone: '+9198765', appointment_date: '2026-12-01', timeslot_id: 1 };
    expect(messagesAt(appointmentBodySchema.safeParse(booking), 'phone')).toEqual([INDIA_PHONE_RULE.message]);
    expect(messagesAt(walkInBodySchema.safeParse({ customer_name: 'Asha Rao', phone: '98765', timeslot_id: 1 }), 'phone')).toEqual([INDIA_PHONE_RULE.message]);
    expect(appointmentBodySchema.safeParse({ ...booking, phone: '+919876543210' }).success).toBe(true);
  });
  it('register and profile, by the chosen country, with the other fields’ issues', () => {
    const form = { name: 'A', email: 'asha@example.com', phone: '98765', phone_country_number: '91', phone_country_code: 'IN', password: 'kundan2025', password_confirmation: 'kundan2025' };
    const registered = registerBodySchema.safeParse(form);
    expect(messagesAt(registered, 'phone')).toEqual([INDIA_PHONE_RULE.message]);
    expect(messagesAt(registered, 'name')).toHaveLength(1);
    const profile = { name: 'Asha Rao', email: form.email, phone: '98765', phone_country_number: '91', phone_country_code: 'IN' };
    expect(messagesAt(updateProfileBodySchema.safeParse(profile), 'phone')).toEqual([INDIA_PHONE_RULE.message]);
    expect(registerBodySchema.safeParse({ ...form, name: 'Asha Rao', phone: '91234567', phone_country_number: '65', phone_country_code: 'SG' }).success).toBe(true);
  });
  it('a delivery address (and so checkout): an Indian mobile for the courier', () => {
    const address = { name: 'Asha Rao', phone: '98765', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
    expect(messagesAt(addressBodySchema.safeParse(address), 'phone')).toEqual([INDIA_PHONE_RULE.message]);
    expect(addressBodySchema.safeParse({ ...address, phone: '9876543210' }).success).toBe(true);
  });
});
