import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  authResponseSchema,
  emailSchema,
  indianMobileSchema,
  newPasswordSchema,
  passwordConfirmationSchema,
  personFields,
  phoneMatchesCountry,
  userResponseSchema,
} from './auth';
import type { EndpointDefinition } from './endpoints';
import { perIpCap } from './rate-limit';
import { always, e, withBody } from './endpoint-responses';

/** Length of a one-time sign-in code: six digits. */
export const OTP_CODE_LENGTH = 6;

/** Any call that only answers with a sentence for the user: logout, forgot and reset password, password change. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

const confirmationMatches = {
  path: ['password_confirmation'],
  message: 'The password confirmation does not match',
  // Only when both are strings, so a mismatch is reported together with the other fields' issues.
  when: ({ value }: { value: unknown }) => {
    const form = value as { password?: unknown; password_confirmation?: unknown } | null | undefined;
    return typeof form?.password === 'string' && typeof form.password_confirmation === 'string';
  },
};

/** The account a code is for: its email, or its Indian mobile number (`phone`); one of them, never both. */
const otpAccountFields = { email: emailSchema.optional(), phone: indianMobileSchema.optional() };

/** Reported at `email` (the field a form shows first) when neither or both of email and phone are given. */
const emailOrPhone = z.superRefine<{ email?: string | undefined; phone?: string | undefined }>((body, context) => {
  if ((body.email === undefined) !== (body.phone === undefined)) return;
  context.addIssue({ code: 'custom', path: ['email'], message: 'Enter your email address or your mobile number', input: body.email });
});

/**
 * `POST /auth/otp/request`: a code is emailed to the account's email, or texted to its mobile number (`phone`);
 * an unknown email or number gets the same answer.
 */
export const otpRequestBodySchema = z.object(otpAccountFields).check(emailOrPhone);
export type OtpRequestBody = z.infer<typeof otpRequestBodySchema>;

/** `POST /auth/otp/verify`: the email or mobile number the code was asked with, and the six digits it received. */
export const otpVerifyBodySchema = z
  .object({
    ...otpAccountFields,
    code: z
      .string({ error: 'Enter the 6-digit code we sent you' })
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code we sent you'),
  })
  .check(emailOrPhone);
export type OtpVerifyBody = z.infer<typeof otpVerifyBodySchema>;

/** `POST /auth/forgot-password`: always answered with the same message. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** `POST /auth/reset-password`: the token and email from the emailed link, and the new password twice. */
export const resetPasswordBodySchema = z
  .object({
    email: emailSchema,
    token: z
      .string({ error: 'Open the link from the password reset email again' })
      .trim()
      .min(1, 'Open the link from the password reset email again')
      .max(200, 'Open the link from the password reset email again'),
    password: newPasswordSchema,
    password_confirmation: passwordConfirmationSchema,
  })
  .refine((form) => form.password === form.password_confirmation, confirmationMatches);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/**
 * `PUT /user`: the whole profile of the user form (docs/behaviour.md §3) without the new password; the email stays
 * unique. A new email needs `current_password` (422 there without it) and takes effect only once the link
 * mailed to it is opened (`POST /auth/email/verify`); until then the account keeps its address.
 */
export const updateProfileBodySchema = z
  .object({
    ...personFields,
    current_password: z
      .string({ error: 'Enter your current password' })
      .max(PASSWORD_MAX_LENGTH, `Passwords have at most ${PASSWORD_MAX_LENGTH} characters`)
      .optional(),
  })
  .check(phoneMatchesCountry);
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/**
 * `POST /auth/email/verify`: `password_reset_required` is true when this link first proved the address, so the
 * password set before (and every earlier session) was removed: the page tells the owner to choose their own.
 */
export const verifyEmailResponseSchema = z.object({ message: z.string(), password_reset_required: z.boolean() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** `POST /auth/email/verify`: the token of an emailed verification link. */
export const verifyEmailBodySchema = z.object({
  token: z
    .string({ error: 'Open the link from the email again' })
    .trim()
    .min(1, 'Open the link from the email again')
    .max(200, 'Open the link from the email again'),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/** `PUT /user/password`: the current password, and the new one twice (which must differ from the current). */
export const changePasswordBodySchema = z
  .object({
    current_password: z
      .string({ error: 'Enter your current password' })
      .min(1, 'Enter your current password')
      .max(PASSWORD_MAX_LENGTH, `Passwords have at most ${PASSWORD_MAX_LENGTH} characters`),
    password: newPasswordSchema,
    password_confirmation: passwordConfirmationSchema,
  })
  .refine((form) => form.password === form.password_confirmation, confirmationMatches)
  .refine((form) => form.password !== form.current_password, {
    path: ['password'],
    message: 'The new password must differ from the current one',
    when: ({ value }) => {
      const form = value as { password?: unknown; current_password?: unknown } | null | undefined;
      return typeof form?.password === 'string' && typeof form.current_password === 'string';
    },
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * The account calls docs/architecture.md "Endpoints we design" lists beside docs/behaviour.md §7's login, register, logout
 * and user, in the shape of the spec's endpoint table. Answers never reveal whether an email is registered,
 * except register and the profile update, which must refuse a taken email.
 */
export const accountEndpoints = {
  requestOtp: {
    method: 'POST',
    path: '/auth/otp/request',
    summary:
      'Email or text a 6-digit sign-in code (valid 10 minutes) to the account’s email or mobile number; the same answer whether or not the account exists',
    auth: 'none',
    body: otpRequestBodySchema,
    response: { 200: messageResponseSchema, ...withBody, ...always },
  },
  verifyOtp: {
    method: 'POST',
    path: '/auth/otp/verify',
    summary: 'Sign in with a code sent by email or text message: single use, 5 attempts',
    auth: 'none',
    body: otpVerifyBodySchema,
    rateLimit: perIpCap(60),
    response: { 200: authResponseSchema, ...withBody, ...always },
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    summary: 'Email a password reset link (valid 60 minutes); the same answer whether or not the account exists',
    auth: 'none',
    body: forgotPasswordBodySchema,
    response: { 200: messageResponseSchema, ...withBody, ...always },
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Set a new password with the emailed token; signs out every session',
    auth: 'none',
    body: resetPasswordBodySchema,
    rateLimit: perIpCap(20),
    response: { 200: messageResponseSchema, ...withBody, ...always },
  },
  verifyEmail: {
    method: 'POST',
    path: '/auth/email/verify',
    summary: 'Verify an email address with the emailed link (valid 24 hours, once); a changed email takes effect here',
    auth: 'none',
    body: verifyEmailBodySchema,
    rateLimit: perIpCap(30),
    response: { 200: verifyEmailResponseSchema, 409: e, ...withBody, ...always },
  },
  updateUser: {
    method: 'PUT',
    path: '/user',
    summary: "Update the signed-in user's name, email and phone; a new email needs the current password and its link",
    auth: 'required',
    body: updateProfileBodySchema,
    rateLimit: perIpCap(30),
    response: { 200: userResponseSchema, 401: e, ...withBody, ...always },
  },
  changePassword: {
    method: 'PUT',
    path: '/user/password',
    summary: 'Change the password; signs out every other session',
    auth: 'required',
    body: changePasswordBodySchema,
    rateLimit: perIpCap(30),
    response: { 200: messageResponseSchema, 401: e, ...withBody, ...always },
  },
} as const satisfies Record<string, EndpointDefinition>;

export type AccountEndpoints = typeof accountEndpoints;
