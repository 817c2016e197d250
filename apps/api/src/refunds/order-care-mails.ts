import { formatInrMinor } from '@aurelia/domain';
import type { MailMessage } from '../mail/mailer';
import type { MailContext } from '../mail/templates';

/** Where a refund's money goes, in paise and coins. */
export interface RefundParts {
  providerMinor: number;
  giftCardMinor: number;
  coins: number;
  coinsMinor: number;
  /** The order was paid in cash: its money part is paid back by the shop, not through a provider. */
  cash: boolean;
}

const markup = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A message of plain paragraphs, the last a link to the order, as text and as escaped HTML. */
function orderMessage(context: MailContext, to: string, subject: string, orderNumber: string, paragraphs: readonly string[]): MailMessage {
  const link = `${context.storefrontUrl}/user/order/${encodeURIComponent(orderNumber)}`;
  const body = paragraphs.map((paragraph) => `<p>${markup(paragraph)}</p>`).join('');
  return {
    channel: 'email',
    to,
    subject,
    text: [...paragraphs, `See your order: ${link}`].join('\n\n'),
    html: `${body}<p><a href="${markup(link)}">See your order</a></p>`,
  };
}

/** Each part of the money back and when it arrives, one sentence each. */
export function whereMoneyGoes(parts: RefundParts): string[] {
  return [
    ...(parts.providerMinor > 0
      ? [
          parts.cash
            ? `${formatInrMinor(parts.providerMinor)} paid in cash is paid back by the store.`
            : `${formatInrMinor(parts.providerMinor)} goes back to the card or account you paid with, within 5 to 7 working days.`,
        ]
      : []),
    ...(parts.giftCardMinor > 0 ? [`${formatInrMinor(parts.giftCardMinor)} is back on your gift card now.`] : []),
    ...(parts.coins > 0 ? [`${parts.coins} carat coins (${formatInrMinor(parts.coinsMinor)}) are back in your account now.`] : []),
  ];
}

export function orderCancelledMessage(context: MailContext, to: string, name: string, orderNumber: string, reason: string, parts: RefundParts | null): MailMessage {
  return orderMessage(context, to, `Your ${context.brandName} order ${orderNumber} is cancelled`, orderNumber, [
    `Hello ${name},`,
    `Your order ${orderNumber} is cancelled. Reason: ${reason}`,
    ...(parts ? whereMoneyGoes(parts) : ['Nothing was paid for it, so there is nothing to refund.']),
  ]);
}

export function refundIssuedMessage(
  context: MailContext,
  to: string,
  name: string,
  orderNumber: string,
  refund: { amountMinor: number; creditNoteNumber: string; parts: RefundParts },
): MailMessage {
  return orderMessage(context, to, `A refund of ${formatInrMinor(refund.amountMinor)} on your ${context.brandName} order ${orderNumber}`, orderNumber, [
    `Hello ${name},`,
    `We refunded ${formatInrMinor(refund.amountMinor)} on your order ${orderNumber} (credit note ${refund.creditNoteNumber}).`,
    ...whereMoneyGoes(refund.parts),
  ]);
}

export function returnReceivedMessage(context: MailContext, to: string, name: string, orderNumber: string, received: number, restocked: number, note: string | null): MailMessage {
  return orderMessage(context, to, `We received your return on ${context.brandName} order ${orderNumber}`, orderNumber, [
    `Hello ${name},`,
    `We received ${received} ${received === 1 ? 'piece' : 'pieces'} of your return on order ${orderNumber} and checked ${received === 1 ? 'it' : 'them'}` +
      (received > restocked ? `; ${received - restocked} could not be taken back into stock.` : '.'),
    ...(note ? [`Note: ${note}`] : []),
    'Your refund for the pieces received follows; we will write again when it is made.',
  ]);
}

export function returnDeclinedMessage(context: MailContext, to: string, name: string, orderNumber: string, reason: string): MailMessage {
  return orderMessage(context, to, `Your return on ${context.brandName} order ${orderNumber} was declined`, orderNumber, [
    `Hello ${name},`,
    `We could not accept your return on order ${orderNumber}. Reason: ${reason}`,
    'Reply to this mail if you would like to talk about it.',
  ]);
}
