import { z } from 'zod';
import { dataEnvelope, dateTimeSchema, idSchema } from './common';

export const roleSchema = z.enum(['customer', 'staff']);
export type Role = z.infer<typeof roleSchema>;

/** Trimmed and lower-cased before it is checked, so `" Asha@Example.com "` signs in as `asha@example.com`. */
export const emailSchema = z.string().trim().toLowerCase().max(254).check(z.email());

/** National number, digits only, without the dialling code or a trunk prefix: `9876543210`. */
export const nationalPhoneSchema = z
  .string()
  .trim()
  .regex(/^\d{6,14}$/, 'Enter the phone number as 6 to 14 digits');

/** Dialling code digits without `+`: `91`. */
export const phoneCountryNumberSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,3}$/, 'Enter the dialling code as 1 to 4 digits, without +');

/** ISO 3166-1 alpha-2 country; lower case is accepted and upper-cased: `in` becomes `IN`. */
export const phoneCountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Enter a two-letter country code');

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password: 8 to 128 characters with at least one letter and one digit. Never trimmed. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .regex(/\p{L}/u, 'The password must contain a letter')
  .regex(/\p{Nd}/u, 'The password must contain a digit');

export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  phone_country_number: z.string(),
  phone_country_code: z.string(),
  role: roleSchema,
  email_verified_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
});
export type User = z.infer<typeof userSchema>;

/** `POST /auth/login`: the credentials are email and password (ARCHITECTURE.md). */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The fields of the user form (SPEC.md §3), each checked on its own: for field-by-field form validation. */
export const registerBodyFieldsSchema = z.object({
  name: z.string().trim().min(2).max(100),
  email: emailSchema,
  phone: nationalPhoneSchema,
  phone_country_number: phoneCountryNumberSchema,
  phone_country_code: phoneCountryCodeSchema,
  password: newPasswordSchema,
  password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
});

/**
 * `POST /auth/register`: the user form. A confirmation that differs from the password is an issue at
 * `password_confirmation`, reported alongside any other field's issue.
 */
export const registerBodySchema = registerBodyFieldsSchema.refine(
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

/** Login and register answer with a bearer token and the user (SPEC.md §3), not inside `data`. */
export const authResponseSchema = z.object({
  access_token: z.string().min(1),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** `GET /user`. */
export const userResponseSchema = dataEnvelope(userSchema);
export type UserResponse = z.infer<typeof userResponseSchema>;

/** `POST /auth/logout`. */
export const logoutResponseSchema = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
