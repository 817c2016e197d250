import type { MailMessage } from '../mail/mailer';
import type { MailContext } from '../mail/templates';

/** The storefront page a verification link opens: `<storefront>/auth/verify-email?token=…`. */
export function verifyEmailLink(context: MailContext, token: string): string {
  const url = new URL('/auth/verify-email', context.storefrontUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The link that proves an address: after sign-up, or to the new address of an email change. */
export function verifyEmailMessage(
  context: MailContext,
  to: string,
  name: string,
  token: string,
  hours: number,
  purpose: 'new-account' | 'email-change',
): MailMessage {
  const why =
    purpose === 'new-account'
      ? `Please confirm that this is your email address, so we can show you gift cards sent to it and reach you about your orders.`
      : `You asked to use this address for your ${context.brandName} account. Your account keeps its old address until you confirm this one.`;
  const lines = [
    `Hello ${name},`,
    `${why} Open this link to confirm it: ${verifyEmailLink(context, token)}`,
    `The link expires in ${hours} hours and works once. If you did not ask for it, ignore this email.`,
  ];
  return { channel: 'email', to, subject: `Confirm your email address for ${context.brandName}`, text: lines.join('\n\n') };
}

/** Sent to the old address when someone asks to move an account to another one. */
export function emailChangeNoticeMessage(context: MailContext, to: string, name: string, newEmail: string): MailMessage {
  const lines = [
    `Hello ${name},`,
    `Someone signed in to your ${context.brandName} account asked to change its email address to ${newEmail}. It changes only once a link we sent there is opened; until then your account keeps this address.`,
    `If this was not you, change your password at ${context.storefrontUrl}/user/profile, or reset it from the sign-in page: the change cannot go through without the link.`,
  ];
  return { channel: 'email', to, subject: `A change of email address was asked for your ${context.brandName} account`, text: lines.join('\n\n') };
}

/** The page where an owner asks for a link to choose their own password. */
function forgotPasswordLink(context: MailContext): string {
  return new URL('/auth/forgot-password', context.storefrontUrl).toString();
}

/** Sent when an address is proven for an account for the first time: what was set before it no longer works. */
export function addressProvenMessage(context: MailContext, to: string, name: string): MailMessage {
  const lines = [
    `Hello ${name},`,
    `Your email address is now confirmed for your ${context.brandName} account. To keep the account yours alone, any password set before it was confirmed has been removed and every earlier sign-in has been signed out.`,
    `Set your own password with "Forgot password": ${forgotPasswordLink(context)}. You can also sign in with a code emailed to this address.`,
  ];
  return { channel: 'email', to, subject: `Your email address is confirmed for ${context.brandName}`, text: lines.join('\n\n') };
}

/** Sent to the owner of an address someone tried to sign up with again: the sign-up itself answers as any other. */
export function signUpAttemptMessage(context: MailContext, to: string, name: string): MailMessage {
  const lines = [
    `Hello ${name},`,
    `Someone tried to create a ${context.brandName} account with this address, which already has one. No new account was made and nothing in yours changed.`,
    `If it was you, sign in at ${new URL('/auth/login', context.storefrontUrl).toString()}, or choose a new password with "Forgot password": ${forgotPasswordLink(context)}. If it was not you, you need not do anything.`,
  ];
  return { channel: 'email', to, subject: `Someone tried to sign up with your address at ${context.brandName}`, text: lines.join('\n\n') };
}
