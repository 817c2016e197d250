import { INDIA_PHONE_RULE, accountEndpoints, type AuthResponse } from '@aurelia/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressProvenMessage } from './account-mails';
import { enforceLimits, hitAll, type AuthLimiters } from './auth-limits';
import { OTP_TTL_MINUTES } from './otp-codes';
import { RESET_TTL_MINUTES } from './password-resets';
import { hashSecret } from './passwords';
import { EMAIL_TAKEN } from './user-accounts';
import type { UserRow } from '../auth/user-presenter';
import { ConflictError, ValidationError } from '../errors';
import { routeOptions } from '../http/route-options';
import { otpCodeMessage, otpCodeText, passwordResetMessage } from '../mail/templates';

const tags = ['auth'];

export const OTP_INVALID = 'The code is invalid or has expired.';
export const RESET_TOKEN_INVALID = 'This password reset link is invalid or has expired.';
export const VERIFY_LINK_INVALID = 'This verification link is invalid or has expired.';
export const OTP_SENT = 'If an account exists for that email, we have sent it a sign-in code.';
export const OTP_TEXTED = 'If an account has that mobile number, we have sent it a sign-in code by text message.';
/** Mobile numbers a code can be asked with are Indian: its dialling code. */
const OTP_PHONE_COUNTRY = INDIA_PHONE_RULE.dialCode;
/** Where a code asked for by mobile number goes, and the key it is kept under: the E.164 number. */
const textRecipient = (phone: string) => `+${OTP_PHONE_COUNTRY}${phone}`;
export const RESET_LINK_SENT = 'If an account exists for that email, we have sent it a password reset link.';
export const EMAIL_VERIFIED = 'Your email address is verified.';

export interface AuthRecoveryOptions {
  limits: AuthLimiters;
  signIn: (user: UserRow) => Promise<AuthResponse>;
}

/**
 * Getting into an account without its password: sign-in codes, password reset links and email verification
 * links. A request for a code or a link answers before anything depends on whether the account exists: the
 * lookup, the code or token and the mail happen after the answer (`app.afterReply`), so neither the answer
 * nor its time tells a stranger which emails have accounts.
 */
export const authRecoveryRoutes: FastifyPluginAsyncZod<AuthRecoveryOptions> = async (app, { limits, signIn }) => {
  const { userAccounts: accounts, emailVerifications: verifications, otpCodes, passwordResets: resets } = app;
  const { requestOtp, verifyOtp, forgotPassword, resetPassword, verifyEmail } = accountEndpoints;

  /** Tells the owner, after the answer, that the password set before their address was proven is gone. */
  function mailAddressProven(reply: FastifyReply, user: UserRow) {
    app.afterReply(reply, 'the address confirmation notice', async () => {
      await app.mailer.send(addressProvenMessage(app.mailContext, user.email, user.name));
    });
  }

  app.route({
    ...routeOptions(app, requestOtp, { tags }),
    handler: async (request, reply) => {
      const { email, phone } = request.body;
      // The schema lets exactly one through: by number the code is texted, by email it is emailed.
      const recipient = phone === undefined ? (email ?? '') : textRecipient(phone);
      const checks = [
        [limits.otpRequestsPerEmail, recipient],
        [limits.otpRequestsPerIp, request.ip],
      ] as const;
      enforceLimits(reply, 'code requests', checks);
      hitAll(checks);
      app.afterReply(reply, 'a sign-in code', async () => {
        if (phone !== undefined) {
          if (!(await accounts.findByPhone(OTP_PHONE_COUNTRY, phone))) return;
          const code = await otpCodes.issue(recipient);
          await app.mailer.send(otpCodeText(app.mailContext, recipient, code, OTP_TTL_MINUTES));
          return;
        }
        if (!(await accounts.findByEmail(recipient))) return;
        const code = await otpCodes.issue(recipient);
        await app.mailer.send(otpCodeMessage(app.mailContext, recipient, code, OTP_TTL_MINUTES));
      });
      return { message: phone === undefined ? OTP_SENT : OTP_TEXTED };
    },
  });

  app.route({
    ...routeOptions(app, verifyOtp, {
      tags,
      description:
        'Open while password sign-in is slowed or refused for the account: codes have limits of their own. A texted ' +
        'code (asked for with `phone`) signs in without confirming the email. The first emailed code that reaches an ' +
        'unverified account verifies it and, in the same transaction, revokes every earlier session and removes the ' +
        'password set before (`user.password_reset_required`); the session it answers stays.',
    }),
    handler: async (request, reply) => {
      const { email, phone, code } = request.body;
      enforceLimits(reply, 'sign-in attempts', [[limits.otpFailuresPerIp, request.ip]]);
      const recipient = phone === undefined ? (email ?? '') : textRecipient(phone);
      const find = () => (phone === undefined ? accounts.findByEmail(recipient) : accounts.findByPhone(OTP_PHONE_COUNTRY, phone));
      const user = (await otpCodes.consume(recipient, code)) ? await find() : undefined;
      if (!user) {
        limits.otpFailuresPerIp.hit(request.ip);
        throw new ValidationError({ code: [OTP_INVALID] });
      }
      // A texted code proves the number, not the email: only an emailed one confirms the address.
      if (phone !== undefined) return signIn(user);
      const proof = await accounts.markEmailVerified(user);
      if (proof.passwordRemoved) mailAddressProven(reply, proof.user);
      return signIn(proof.user);
    },
  });

  app.route({
    ...routeOptions(app, forgotPassword, { tags }),
    handler: async (request, reply) => {
      const { email } = request.body;
      const checks = [
        [limits.resetRequestsPerEmail, email],
        [limits.resetRequestsPerIp, request.ip],
      ] as const;
      enforceLimits(reply, 'password reset requests', checks);
      hitAll(checks);
      app.afterReply(reply, 'a password reset link', async () => {
        const user = await accounts.findByEmail(email);
        if (!user) return;
        const token = await resets.issue(user.id);
        await app.mailer.send(passwordResetMessage(app.mailContext, email, user.name, token, RESET_TTL_MINUTES));
      });
      return { message: RESET_LINK_SENT };
    },
  });

  app.route({
    ...routeOptions(app, resetPassword, {
      tags,
    }),
    handler: async (request) => {
      const { email, token, password } = request.body;
      if (!(await resets.reset(email, token, await hashSecret(password)))) {
        throw new ValidationError({ token: [RESET_TOKEN_INVALID] });
      }
      return { message: 'Your password has been reset. Sign in with your new password.' };
    },
  });

  app.route({
    ...routeOptions(app, verifyEmail, {
      tags,
      description:
        'The token of the link mailed after sign-up or an email change. Marks the address verified; for a change, the ' +
        'account takes the new address now. When that proves an address the account had not proven (its first ' +
        'verification, or a new address), every session is revoked and the password set before is removed, in the ' +
        'same transaction (`password_reset_required: true`; the owner is mailed to choose their own). 422 at ' +
        '`token` for an unknown, used or expired link; 409 when another account has taken the address meanwhile.',
    }),
    handler: async (request, reply) => {
      const outcome = await verifications.verify(request.body.token);
      if (!outcome.ok && outcome.reason === 'taken') throw new ConflictError(EMAIL_TAKEN);
      if (!outcome.ok) throw new ValidationError({ token: [VERIFY_LINK_INVALID] });
      if (outcome.passwordRemoved) mailAddressProven(reply, outcome.user);
      return { message: EMAIL_VERIFIED, password_reset_required: outcome.passwordRemoved };
    },
  });
};
