import { z } from 'zod';
import { loginBodySchema } from './auth';
import { dataEnvelope, dateTimeSchema, idSchema } from './common';
import type { EndpointDefinition } from './endpoints';
import { perIpCap } from './rate-limit';
import { always, e, withBody } from './endpoint-responses';

/** The roles that open the back office (libs/domain `STAFF_ROLES`); a staff member's session is refused at sign-in. */
export const backOfficeRoleSchema = z.enum(['admin', 'manager', 'staff']);
export type BackOfficeRole = z.infer<typeof backOfficeRoleSchema>;

/** A store as the back office names it in filters and headers. */
export const backOfficeStoreSchema = z.object({ id: idSchema, slug: z.string(), name: z.string(), city: z.string() });
export type BackOfficeStore = z.infer<typeof backOfficeStoreSchema>;

/**
 * Who is signed in to the back office: the stores in their reach (every store for an admin) and the rights of
 * their role (libs/domain `ROLE_RIGHTS`), which decide what the navigation shows.
 */
export const backOfficeProfileSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: backOfficeRoleSchema,
  stores: z.array(backOfficeStoreSchema),
  rights: z.array(z.string()),
});
export type BackOfficeProfile = z.infer<typeof backOfficeProfileSchema>;

/** `POST /back-office/session`: a staff account's email and password, checked like the shop's login. */
export const backOfficeSignInBodySchema = loginBodySchema;
export type BackOfficeSignInBody = z.infer<typeof backOfficeSignInBodySchema>;

/** A back-office session: the bearer token of the back office's calls, valid a working day (12 hours). */
export const backOfficeSessionSchema = z.object({
  status: z.literal('signed_in'),
  access_token: z.string().min(1),
  expires_at: dateTimeSchema,
  staff: backOfficeProfileSchema,
});
export type BackOfficeSession = z.infer<typeof backOfficeSessionSchema>;

/** An admin's password was right: a 6-digit code was mailed to them; send it with `challenge` to finish. */
export const backOfficeCodeSentSchema = z.object({
  status: z.literal('code_sent'),
  challenge: z.string().min(1),
  expires_at: dateTimeSchema,
});
export type BackOfficeCodeSent = z.infer<typeof backOfficeCodeSentSchema>;

export const backOfficeSignInResponseSchema = z.discriminatedUnion('status', [backOfficeSessionSchema, backOfficeCodeSentSchema]);
export type BackOfficeSignInResponse = z.infer<typeof backOfficeSignInResponseSchema>;

/** `POST /back-office/session/code`: the challenge the password step answered and the mailed code. */
export const backOfficeCodeBodySchema = z.object({
  challenge: z.string({ error: 'Sign in with your password again' }).min(1, 'Sign in with your password again').max(200, 'Sign in with your password again'),
  code: z
    .string({ error: 'Enter the 6-digit code we emailed you' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code we emailed you'),
});
export type BackOfficeCodeBody = z.infer<typeof backOfficeCodeBodySchema>;

export const backOfficeProfileResponseSchema = dataEnvelope(backOfficeProfileSchema);
export type BackOfficeProfileResponse = z.infer<typeof backOfficeProfileResponseSchema>;

export const backOfficeSignOutResponseSchema = z.object({ message: z.string() });
export type BackOfficeSignOutResponse = z.infer<typeof backOfficeSignOutResponseSchema>;

/** The back office's sign-in: a password, and a sign-in code as a second factor for admins. */
export const backOfficeSessionEndpoints = {
  signInToBackOffice: {
    method: 'POST',
    path: '/back-office/session',
    summary: 'Sign in to the back office: managers get a session, admins a mailed sign-in code to send next',
    auth: 'none',
    body: backOfficeSignInBodySchema,
    rateLimit: perIpCap(30),
    response: { 200: backOfficeSignInResponseSchema, 401: e, 403: e, ...withBody, ...always },
  },
  confirmBackOfficeCode: {
    method: 'POST',
    path: '/back-office/session/code',
    summary: 'An admin finishes signing in with the mailed code (5 attempts per code, 10 minutes)',
    auth: 'none',
    body: backOfficeCodeBodySchema,
    rateLimit: perIpCap(30),
    response: { 200: backOfficeSessionSchema, ...withBody, ...always },
  },
  getBackOfficeProfile: {
    method: 'GET',
    path: '/back-office/me',
    summary: 'Who is signed in to the back office: role, stores in reach and rights',
    auth: 'back_office',
    response: { 200: backOfficeProfileResponseSchema, 401: e, 403: e, ...always },
  },
  signOutOfBackOffice: {
    method: 'DELETE',
    path: '/back-office/session',
    summary: 'Sign out of the back office: the session’s token stops working',
    auth: 'back_office',
    response: { 200: backOfficeSignOutResponseSchema, 401: e, 403: e, ...always },
  },
} as const satisfies Record<string, EndpointDefinition>;
