import { describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  loginBodySchema,
  logoutResponseSchema,
  registerBodyFieldsSchema,
  registerBodySchema,
  userResponseSchema,
  userSchema,
} from './auth';
import { sampleUser } from './testing';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const form = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  phone_country_number: '91',
  phone_country_code: 'IN',
  password: 'kundan2025',
  password_confirmation: 'kundan2025',
};

describe('login takes email and password', () => {
  it('trims and lower-cases the email', () => {
    expect(loginBodySchema.parse({ email: '  Asha@Example.COM ', password: 'x' })).toEqual({
      email: 'asha@example.com',
      password: 'x',
    });
  });
  it('never trims the password', () => {
    expect(loginBodySchema.parse({ email: 'a@b.in', password: ' secret ' }).password).toBe(' secret ');
  });
  it.each([
    [{ email: 'not-an-email', password: 'x' }, ['email']],
    [{ email: 'a@b.in', password: '' }, ['password']],
    [{ email: 'a@b.in', password: 'x'.repeat(129) }, ['password']],
    [{}, ['email', 'password']],
  ])('refuses %o', (body, expected) => {
    expect(paths(loginBodySchema.safeParse(body))).toEqual(expected);
  });
});

describe('register takes the user form (docs/behaviour.md §3)', () => {
  it('accepts a complete form', () => {
    expect(registerBodySchema.parse(form)).toEqual(form);
  });
  it('normalises email and country code', () => {
    const parsed = registerBodySchema.parse({ ...form, email: ' ASHA@example.com', phone_country_code: 'in' });
    expect(parsed.email).toBe('asha@example.com');
    expect(parsed.phone_country_code).toBe('IN');
  });
  it('refuses a form without password_confirmation, at that field', () => {
    const withoutConfirmation: Partial<typeof form> = { ...form };
    delete withoutConfirmation.password_confirmation;
    expect(paths(registerBodySchema.safeParse(withoutConfirmation))).toEqual(['password_confirmation']);
  });
  it('refuses a confirmation that differs, at password_confirmation', () => {
    const result = registerBodySchema.safeParse({ ...form, password_confirmation: 'kundan2026' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password_confirmation'], message: 'The password confirmation does not match' }),
    ]);
  });
  it('reports a mismatch together with the other fields, so the form shows every error at once', () => {
    const result = registerBodySchema.safeParse({ ...form, name: 'A', password_confirmation: 'other' });
    expect(paths(result)).toEqual(['name', 'password_confirmation']);
  });
  it.each([
    [{ name: ' A ' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ email: 'asha@' }, 'email'],
    [{ phone: '+919876543210' }, 'phone'],
    [{ phone: '98765' }, 'phone'],
    [{ phone: '987654321012345' }, 'phone'],
    [{ phone: '98765 43210' }, 'phone'],
    [{ phone_country_number: '+91' }, 'phone_country_number'],
    [{ phone_country_number: '12345' }, 'phone_country_number'],
    [{ phone_country_number: '091' }, 'phone_country_number'],
    [{ phone_country_code: 'IND' }, 'phone_country_code'],
    [{ phone_country_code: 'I1' }, 'phone_country_code'],
  ])('refuses %o', (override, path) => {
    expect(paths(registerBodySchema.safeParse({ ...form, ...override }))).toEqual([path]);
  });
  it.each(['short1', 'onlyletters', '1234567890'])('refuses the password %s', (password) => {
    const result = registerBodySchema.safeParse({ ...form, password, password_confirmation: password });
    expect(paths(result)).toEqual(['password']);
  });
  it('refuses a password over 128 characters', () => {
    const password = 'a1'.repeat(65);
    const result = registerBodySchema.safeParse({ ...form, password, password_confirmation: password });
    expect(paths(result)).toContain('password');
  });
  it('counts letters of any script', () => {
    const password = 'सोना2025ab';
    expect(registerBodySchema.safeParse({ ...form, password, password_confirmation: password }).success).toBe(true);
  });
  it('offers the fields unrefined for field-by-field checks', () => {
    expect(registerBodyFieldsSchema.pick({ phone: true }).safeParse({ phone: '9876543210' }).success).toBe(true);
  });
});

describe('the auth result and the user', () => {
  it('answers login and register with access_token and user at the top level', () => {
    const result = { access_token: '1|abcdef', user: sampleUser() };
    expect(authResponseSchema.parse(result)).toEqual(result);
    expect(paths(authResponseSchema.safeParse({ access_token: '', user: sampleUser() }))).toEqual(['access_token']);
  });
  it('answers GET /user with the user in data', () => {
    expect(userResponseSchema.safeParse({ data: sampleUser({ role: 'staff' }) }).success).toBe(true);
  });
  it('knows only the customer, staff and admin roles', () => {
    expect(paths(userSchema.safeParse(sampleUser({ role: 'owner' as 'staff' })))).toEqual(['role']);
    expect(paths(userSchema.safeParse(sampleUser({ role: 'admin' })))).toEqual([]);
  });
  it('gives email_verified_at as an instant or null', () => {
    expect(userSchema.safeParse(sampleUser({ email_verified_at: '2025-02-01T10:00:00.000Z' })).success).toBe(true);
    expect(paths(userSchema.safeParse(sampleUser({ email_verified_at: 'yesterday' })))).toEqual(['email_verified_at']);
  });
  it('answers logout with a message', () => {
    expect(logoutResponseSchema.parse({ message: 'Logged out.' })).toEqual({ message: 'Logged out.' });
  });
});
