import { z } from 'zod';
import { dataEnvelope, dateTimeSchema, idSchema, singleLineText } from './common';
import { INDIA_PHONE_RULE, phoneNumberProblem } from './phone';

export const roleSchema = z.enum(['customer', 'staff', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** Trimmed and lower-cased before it is checked, so `" Asha@Example.com "` signs in as `asha@example.com`. */
export const emailSchema = z
  .string({ error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Enter your email address', abort: true })
  .max(254, 'Enter an email address of at most 254 characters')
  .check(z.email('Enter a valid email address, like name@example.com'));

/**
 * National number, digits only, without the dialling code or a trunk prefix: `9876543210`. Its length is the
 * country's: a form with `phone_country_code` checks it with {@link phoneMatchesCountry}.
 */
export const nationalPhoneSchema = z
  .string({ error: 'Enter your phone number' })
  .trim()
  .min(1, { error: 'Enter your phone number', abort: true })
  .regex(/^\d+$/, 'Enter the phone number with digits only, without + or the country code');

/** An Indian mobile number, 10 digits from 6 to 9 (delivery addresses: the courier calls it). */
export const indianMobileSchema = z
  .string({ error: 'Enter a mobile number' })
  .trim()
  .min(1, { error: 'Enter a mobile number', abort: true })
  .regex(INDIA_PHONE_RULE.pattern, INDIA_PHONE_RULE.message);

/**
 * The user form's number checked against its country (libs/contracts `PHONE_NUMBER_RULES`): reported at
 * `phone`, alongside the other fields' issues, unless `phone` already has one.
 */
export const phoneMatchesCountry = z.superRefine<{ phone: string; phone_country_code: string }>(
  (form, context) => {
    const problem = phoneNumberProblem(form.phone_country_code, form.phone);
    if (problem) context.addIssue({ code: 'custom', path: ['phone'], message: problem, input: form.phone });
  },
  {
    when: ({ value, issues }) => {
      const form = value as { phone?: unknown; phone_country_code?: unknown } | null | undefined;
      const phoneFailed = issues.some((issue) => issue.path?.[0] === 'phone' || issue.path?.[0] === 'phone_country_code');
      return !phoneFailed && typeof form?.phone === 'string' && typeof form.phone_country_code === 'string';
    },
  },
);

/** Dialling code digits without `+`: `91`. */
export const phoneCountryNumberSchema = z
  .string({ error: 'Choose your country' })
  .trim()
  .regex(/^[1-9]\d{0,3}$/, 'Choose your country');

/** ISO 3166-1 alpha-2 country; lower case is accepted and upper-cased: `in` becomes `IN`. */
export const phoneCountryCodeSchema = z
  .string({ error: 'Choose your country' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Choose your country');

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** What a new password needs, said once (a short password breaks all three rules; a person reads one sentence). */
export const NEW_PASSWORD_MESSAGE = `Use at least ${PASSWORD_MIN_LENGTH} characters, with at least one letter and one digit`;

/** A new password: 8 to 128 characters with at least one letter and one digit. Never trimmed. */
export const newPasswordSchema = z
  .string({ error: 'Enter a password' })
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(
    (password) => password.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\p{Nd}/u.test(password),
    NEW_PASSWORD_MESSAGE,
  );

/** The password confirmation as typed. */
export const passwordConfirmationSchema = z
  .string({ error: 'Type the password again' })
  .max(PASSWORD_MAX_LENGTH, 'The password confirmation does not match');

/** A person's name on their account. */
export const personNameSchema = singleLineText(
  z
    .string({ error: 'Enter your full name' })
    .trim()
    .min(2, 'Enter your full name: at least 2 characters')
    .max(100, 'Enter your name in at most 100 characters'),
  'Your name',
);

export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  phone_country_number: z.string(),
  phone_country_code: z.string(),
  role: roleSchema,
  email_verified_at: dateTimeSchema.nullable(),
  /** A new address the user asked for, waiting for its link to be opened (`GET` and `PUT /user` only). */
  pending_email: z.string().nullable().optional(),
  /**
   * Present and true while the account has no password: the one set before its address was first proven was
   * removed then. The owner chooses one with the reset link ("Forgot password").
   */
  password_reset_required: z.literal(true).optional(),
  created_at: dateTimeSchema,
});
export type User = z.infer<typeof userSchema>;

/** `POST /auth/login`: the credentials are email and password (docs/architecture.md). */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(PASSWORD_MAX_LENGTH, `Passwords have at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Who the user is, as the user form asks (docs/behaviour.md §3): signing up and the profile share these fields. */
export const personFields = {
  name: personNameSchema,
  email: emailSchema,
  phone: nationalPhoneSchema,
  phone_country_number: phoneCountryNumberSchema,
  phone_country_code: phoneCountryCodeSchema,
};

/** The fields of the user form (docs/behaviour.md §3), each checked on its own: for field-by-field form validation. */
export const registerBodyFieldsSchema = z.object({
  ...personFields,
  password: newPasswordSchema,
  password_confirmation: passwordConfirmationSchema,
});

/**
 * `POST /auth/register`: the user form. A confirmation that differs from the password is an issue at
 * `password_confirmation`, reported alongside any other field's issue.
 */
export const registerBodySchema = registerBodyFieldsSchema.check(phoneMatchesCountry).refine(
  (form) => form.password === form.password_confirmation,
  {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match',
    when: ({ value }) => {
      const form = value as { password?: unknown; password_confirmation?: unknown } | null | undefined;
      return typeof form?.password === 'string' && typeof form.password_confirmation === 'string';
    },
  },
);
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Login and register answer with a bearer token and the user (docs/behaviour.md §3), not inside `data`. */
export const authResponseSchema = z.object({
  access_token: z.string().min(1),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** `GET /user`. */
export const userResponseSchema = dataEnvelope(userSchema);
export type UserResponse = z.infer<typeof userResponseSchema>;

// In a file without schemas: the sign-in page reads it, and importing it from here brought it all of zod.
export { SIGN_IN_BY_CODE_HINT } from './auth-hints';

/** `POST /auth/logout`. */
export const logoutResponseSchema = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
