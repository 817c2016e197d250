import { formatInrMinor } from '@aurelia/domain';
import type { MailMessage } from './mailer';

/** What every message needs to know about the shop. */
export interface MailContext {
  brandName: string;
  /** The storefront origin links point to, e.g. `http://localhost:4200`. */
  storefrontUrl: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A short HTML body: paragraphs of escaped text, with an optional button-like link. */
function html(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (link) body.splice(1, 0, `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`);
  return `<!doctype html><html><body style="font-family:sans-serif;color:#222">${body.join('')}</body></html>`;
}

/** The link of a reset email: `<storefront>/reset-password?token=…&email=…` (docs/behaviour.md §2 route). */
export function resetPasswordLink(context: MailContext, token: string, email: string): string {
  const url = new URL('/reset-password', context.storefrontUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  return url.toString();
}

export function otpCodeMessage(context: MailContext, to: string, code: string, minutes: number): MailMessage {
  const lines = [
    `Your ${context.brandName} sign-in code is ${code}.`,
    `It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this email: nobody can sign in without the code.`,
  ];
  return {
    channel: 'email',
    to,
    subject: `${code} is your ${context.brandName} sign-in code`,
    text: lines.join('\n\n'),
    html: html(lines),
  };
}

/** The sign-in code as a text message to an E.164 number: the code first, so a phone's preview shows it. */
export function otpCodeText(context: MailContext, to: string, code: string, minutes: number): MailMessage {
  const text = `${code} is your ${context.brandName} sign-in code. It expires in ${minutes} minutes. Never share it: we will not ask for it.`;
  return { channel: 'sms', to, subject: `${code} is your ${context.brandName} sign-in code`, text };
}

export function passwordResetMessage(
  context: MailContext,
  to: string,
  name: string,
  token: string,
  minutes: number,
): MailMessage {
  const link = resetPasswordLink(context, token, to);
  const lines = [
    `Hello ${name},`,
    `Someone asked to reset the password of your ${context.brandName} account. Open this link to choose a new one: ${link}`,
    `The link expires in ${minutes} minutes and works once. If you did not ask for it, ignore this email: your password stays as it is.`,
  ];
  return {
    channel: 'email',
    to,
    subject: `Reset your ${context.brandName} password`,
    text: lines.join('\n\n'),
    html: html(
      [lines[0] ?? '', `Someone asked to reset the password of your ${context.brandName} account.`, lines[2] ?? ''],
      { href: link, label: 'Choose a new password' },
    ),
  };
}

export function welcomeMessage(context: MailContext, to: string, name: string): MailMessage {
  const lines = [
    `Hello ${name},`,
    `Welcome to ${context.brandName}. Your account is ready: keep a wishlist, check out faster and book store appointments.`,
    `Browse the collection: ${context.storefrontUrl}/`,
  ];
  return {
    channel: 'email',
    to,
    subject: `Welcome to ${context.brandName}`,
    text: lines.join('\n\n'),
    html: html(lines.slice(0, 2), { href: `${context.storefrontUrl}/`, label: 'Browse the collection' }),
  };
}

/** What the order confirmation shows. */
export interface ConfirmedOrder {
  orderNumber: string;
  lines: readonly { name: string; quantity: number; lineTotalMinor: number }[];
  shippingMinor: number;
  /** The order's value: subtotal plus shipping. */
  totalMinor: number;
  /** What a gift card paid of it. */
  giftCardMinor: number;
  /** Carat coins redeemed on it, and what they paid. */
  coins: { count: number; valueMinor: number };
  /** Paid now, or still to be paid in cash on pick-up or delivery. */
  settlement: { kind: 'paid'; methodName: string; amountMinor: number } | { kind: 'cash-due'; amountMinor: number; on: 'pick-up' | 'delivery' };
}

/**
 * Sent when an order is confirmed: paid (by the provider, or in full by a gift card), or placed to be paid
 * in cash. Its number, lines, how it is paid and a link to it.
 */
export function orderConfirmationMessage(context: MailContext, to: string, name: string, order: ConfirmedOrder): MailMessage {
  const link = `${context.storefrontUrl}/user/order/${encodeURIComponent(order.orderNumber)}`;
  const { settlement } = order;
  const state =
    settlement.kind === 'paid'
      ? `Thank you: your ${context.brandName} order ${order.orderNumber} is paid and confirmed.`
      : `Thank you: your ${context.brandName} order ${order.orderNumber} is confirmed. Please pay ${formatInrMinor(settlement.amountMinor)} in cash on ${settlement.on}.`;
  const lines = [
    `Hello ${name},`,
    state,
    ...order.lines.map((line) => `${line.quantity} × ${line.name}: ${formatInrMinor(line.lineTotalMinor)}`),
    `Shipping: ${formatInrMinor(order.shippingMinor)}`,
    `Order total: ${formatInrMinor(order.totalMinor)}`,
    ...(order.giftCardMinor > 0 ? [`Paid by gift card: ${formatInrMinor(order.giftCardMinor)}`] : []),
    ...(order.coins.count > 0 ? [`Paid with ${order.coins.count} carat coins: ${formatInrMinor(order.coins.valueMinor)}`] : []),
    ...(settlement.kind === 'paid' && settlement.amountMinor > 0 ? [`Paid by ${settlement.methodName}: ${formatInrMinor(settlement.amountMinor)}`] : []),
    ...(settlement.kind === 'cash-due' ? [`To pay in cash on ${settlement.on}: ${formatInrMinor(settlement.amountMinor)}`] : []),
    `See your order: ${link}`,
  ];
  return {
    channel: 'email',
    to,
    subject: `Your ${context.brandName} order ${order.orderNumber} is confirmed`,
    text: lines.join('\n\n'),
    html: html(lines.slice(0, -1), { href: link, label: 'See your order' }),
  };
}

/** What a gift card message says about the card; the code is in the message only, never stored. */
export interface IssuedGiftCard {
  code: string;
  amountMinor: number;
  recipientName: string;
  fromName: string;
  message: string | null;
}

/** The gift card itself, to its recipient: the code, the amount, who it is from and their message. */
export function giftCardMessage(context: MailContext, to: string, card: IssuedGiftCard): MailMessage {
  const lines = [
    `Hello ${card.recipientName},`,
    `${card.fromName} sent you a ${formatInrMinor(card.amountMinor)} gift card from ${context.brandName}.`,
    ...(card.message ? [`“${card.message}”`] : []),
    `Your gift card code: ${card.code}`,
    `Use it at checkout on ${context.storefrontUrl} or show it in any of our stores. Keep the code safe: anyone who has it can spend the card.`,
  ];
  return {
    channel: 'email',
    to,
    subject: `${card.fromName} sent you a gift card from ${context.brandName}`,
    text: lines.join('\n\n'),
    html: html(lines),
  };
}

/** An instalment of a gold purchase plan that was just paid. */
export interface PaidInstalment {
  planName: string;
  number: number;
  count: number;
  amountMinor: number;
  transactionNumber: string;
  /** The subscription's page in the storefront. */
  subscriptionPath: string;
}

/** The receipt of a plan instalment, so the shopper has a record of every rupee paid into the plan. */
export function goldPlanInstalmentMessage(context: MailContext, to: string, name: string, paid: PaidInstalment): MailMessage {
  const href = new URL(paid.subscriptionPath, context.storefrontUrl).toString();
  const lines = [
    `Hello ${name},`,
    `We have received ${formatInrMinor(paid.amountMinor)} for instalment ${paid.number} of ${paid.count} of your ${paid.planName} gold purchase plan (transaction ${paid.transactionNumber}).`,
    `Your plan's schedule, bonus and maturity date: ${href}`,
  ];
  return {
    channel: 'email',
    to,
    subject: `Instalment ${paid.number} of your ${paid.planName} plan is paid`,
    text: lines.join('\n\n'),
    html: html(lines.slice(0, 2), { href, label: 'See your plan' }),
  };
}
