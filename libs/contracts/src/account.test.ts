import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  accountEndpoints,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  otpRequestBodySchema,
  otpVerifyBodySchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
  verifyEmailBodySchema,
} from './account';
import { errorResponseSchema } from './common';
import * as contracts from './index';
import { sampleUser } from './testing';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the OTP login takes an email, then the email and a 6-digit code', () => {
  it('normalises the email as login does', () => {
    expect(otpRequestBodySchema.parse({ email: ' Asha@Example.com ' })).toEqual({ email: 'asha@example.com' });
  });
  it('accepts six digits, trimmed', () => {
    expect(otpVerifyBodySchema.parse({ email: 'a@b.in', code: ' 012345 ' }).code).toBe('012345');
  });
  it.each(['12345', '1234567', '12a456', '', '١٢٣٤٥٦'])('refuses the code %j at code', (code) => {
    expect(paths(otpVerifyBodySchema.safeParse({ email: 'a@b.in', code }))).toEqual(['code']);
  });
  it('refuses a bad email at email', () => {
    expect(paths(otpRequestBodySchema.safeParse({ email: 'nope' }))).toEqual(['email']);
  });
  it('takes an Indian mobile number instead of the email, for the account that has it', () => {
    expect(otpRequestBodySchema.parse({ phone: ' 9845012345 ' })).toEqual({ phone: '9845012345' });
    expect(otpVerifyBodySchema.parse({ phone: '9845012345', code: '012345' })).toEqual({ phone: '9845012345', code: '012345' });
    expect(paths(otpRequestBodySchema.safeParse({ phone: '12345' }))).toEqual(['phone']);
  });
  it('asks for one of them, at email, when neither or both are given', () => {
    const either = otpRequestBodySchema.safeParse({});
    expect(paths(either)).toEqual(['email']);
    expect(either.error?.issues[0]?.message).toBe('Enter your email address or your mobile number');
    expect(paths(otpRequestBodySchema.safeParse({ email: 'a@b.in', phone: '9845012345' }))).toEqual(['email']);
    expect(paths(otpVerifyBodySchema.safeParse({ code: '012345' }))).toEqual(['email']);
  });
});

describe('forgot and reset password', () => {
  const reset = { email: 'a@b.in', token: 'abc', password: 'kundan2025', password_confirmation: 'kundan2025' };
  it('takes an email to send the link to', () => {
    expect(forgotPasswordBodySchema.parse({ email: 'A@B.in' })).toEqual({ email: 'a@b.in' });
  });
  it('accepts a reset form', () => {
    expect(resetPasswordBodySchema.parse(reset)).toEqual(reset);
  });
  it('reports a confirmation mismatch at password_confirmation, beside other issues', () => {
    expect(paths(resetPasswordBodySchema.safeParse({ ...reset, token: '', password_confirmation: 'x' }))).toEqual([
      'token',
      'password_confirmation',
    ]);
  });
  it('holds the new password to the register rules', () => {
    expect(paths(resetPasswordBodySchema.safeParse({ ...reset, password: 'short12', password_confirmation: 'short12' }))).toEqual([
      'password',
    ]);
  });
});

describe('the profile update', () => {
  const profile = {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    phone_country_number: '91',
    phone_country_code: 'IN',
  };
  it('accepts the user form without the password, normalised', () => {
    expect(updateProfileBodySchema.parse({ ...profile, email: 'ASHA@example.com', phone_country_code: 'in' })).toEqual(profile);
  });
  it('refuses each bad field at its key', () => {
    const result = updateProfileBodySchema.safeParse({ ...profile, name: 'A', phone: '12', phone_country_number: '+91' });
    expect(paths(result)).toEqual(['name', 'phone_country_number', 'phone']);
  });
  it('takes the current password beside a new email, leaving the rule of when it is needed to the server', () => {
    expect(updateProfileBodySchema.parse({ ...profile, current_password: 'kundan2025' })).toEqual({ ...profile, current_password: 'kundan2025' });
    expect(paths(updateProfileBodySchema.safeParse({ ...profile, current_password: 'x'.repeat(129) }))).toEqual(['current_password']);
  });
  it('requires every field but the current password (PUT replaces the profile)', () => {
    expect(paths(updateProfileBodySchema.safeParse({ name: 'Asha Rao' }))).toEqual([
      'email',
      'phone',
      'phone_country_number',
      'phone_country_code',
    ]);
  });
});

describe('the email verification', () => {
  it('takes the link’s token, trimmed, and refuses an empty or overlong one at token', () => {
    expect(verifyEmailBodySchema.parse({ token: ' abc ' })).toEqual({ token: 'abc' });
    expect(paths(verifyEmailBodySchema.safeParse({ token: '' }))).toEqual(['token']);
    expect(paths(verifyEmailBodySchema.safeParse({ token: 'x'.repeat(201) }))).toEqual(['token']);
  });
});

describe('the password change', () => {
  const change = { current_password: 'old-pass1', password: 'kundan2025', password_confirmation: 'kundan2025' };
  it('accepts a confirmed new password', () => {
    expect(changePasswordBodySchema.parse(change)).toEqual(change);
  });
  it('refuses a mismatch at password_confirmation', () => {
    expect(paths(changePasswordBodySchema.safeParse({ ...change, password_confirmation: 'kundan2026' }))).toEqual([
      'password_confirmation',
    ]);
  });
  it('refuses a new password equal to the current one, at password', () => {
    const same = { current_password: 'kundan2025', password: 'kundan2025', password_confirmation: 'kundan2025' };
    expect(paths(changePasswordBodySchema.safeParse(same))).toEqual(['password']);
  });
  it('requires the current password', () => {
    expect(paths(changePasswordBodySchema.safeParse({ ...change, current_password: '' }))).toEqual(['current_password']);
  });
});

describe('the account endpoint table', () => {
  const all = Object.entries(accountEndpoints);
  it('lists the calls of docs/architecture.md with their methods and paths', () => {
    expect(all.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual(
      [
        'POST /auth/otp/request',
        'POST /auth/otp/verify',
        'POST /auth/forgot-password',
        'POST /auth/reset-password',
        'POST /auth/email/verify',
        'PUT /user',
        'PUT /user/password',
      ].sort(),
    );
  });
  it('documents 401 exactly where a token is required, and the one error shape for every error', () => {
    for (const [name, endpoint] of all) {
      expect(401 in endpoint.response, name).toBe(endpoint.auth === 'required');
      for (const [status, schema] of Object.entries(endpoint.response)) {
        if (status !== '200') expect(schema, `${name} ${status}`).toBe(errorResponseSchema);
      }
    }
  });
  it('turns into JSON Schema and encodes success bodies unchanged', () => {
    const bodies: Record<keyof typeof accountEndpoints, unknown> = {
      requestOtp: { message: 'sent' },
      verifyOtp: { access_token: 't', user: sampleUser() },
      forgotPassword: { message: 'sent' },
      resetPassword: { message: 'done' },
      verifyEmail: { message: 'verified', password_reset_required: false },
      updateUser: { data: { ...sampleUser(), pending_email: 'new@example.com' } },
      changePassword: { message: 'done' },
    };
    for (const [name, endpoint] of all) {
      expect(() => z.toJSONSchema(endpoint.body, { io: 'input' }), name).not.toThrow();
      const body = bodies[name as keyof typeof accountEndpoints];
      const success: z.ZodType = endpoint.response[200];
      expect(z.safeEncode(success, body).data, name).toEqual(body);
    }
    expect(messageResponseSchema.parse({ message: 'ok' })).toEqual({ message: 'ok' });
  });
  it('is exported from the entry point', () => {
    expect(contracts.accountEndpoints).toBe(accountEndpoints);
    expect(contracts.OTP_CODE_LENGTH).toBe(6);
  });
});
