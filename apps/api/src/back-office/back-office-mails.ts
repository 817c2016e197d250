import type { MailMessage } from '../mail/mailer';
import type { MailContext } from '../mail/templates';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** An admin's back-office sign-in code: the second factor after their password. */
export function backOfficeCodeMessage(context: MailContext, to: string, name: string, code: string, minutes: number): MailMessage {
  const lines = [
    `Hello ${name},`,
    `Your ${context.brandName} back-office sign-in code is ${code}.`,
    `It expires in ${minutes} minutes and works once. Someone typed your password to reach the back office: if it was not you, change your password now.`,
  ];
  return {
    channel: 'email',
    to,
    subject: `${code} is your ${context.brandName} back-office sign-in code`,
    text: lines.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif;color:#222">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
  };
}
