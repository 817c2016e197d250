import { formatInrMinor } from '@aurelia/domain';
import type { MailMessage } from '../mail/mailer';
import type { MailContext } from '../mail/templates';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function html(paragraphs: readonly string[], links: readonly { href: string; label: string }[]): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  for (const link of links) body.push(`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`);
  return `<!doctype html><html><body style="font-family:sans-serif;color:#222">${body.join('')}</body></html>`;
}

/** What a step of the order's life tells the shopper. */
export interface OrderStepMail {
  orderNumber: string;
  step: 'shipped' | 'ready_for_pickup' | 'delivered';
  shipment?: { carrier: string; trackingNumber: string; trackingUrl: string | null } | undefined;
  store?: { name: string; address: string; city: string } | null | undefined;
  /** Cash still to pay on delivery or at the counter, or (delivered) the cash that was paid. */
  cashMinor?: number | undefined;
}

const SUBJECTS: Record<OrderStepMail['step'], (brand: string, n: string) => string> = {
  shipped: (brand, n) => `Your ${brand} order ${n} is on its way`,
  ready_for_pickup: (brand, n) => `Your ${brand} order ${n} is ready for pick-up`,
  delivered: (brand, n) => `Your ${brand} order ${n} was delivered`,
};

/** The shopper's mail when their order ships (with its tracking link), is ready at the store, or arrives. */
export function orderStepMessage(context: MailContext, to: string, name: string, mail: OrderStepMail): MailMessage {
  const orderLink = `${context.storefrontUrl}/user/order/${encodeURIComponent(mail.orderNumber)}`;
  const links: { href: string; label: string }[] = [];
  const lines = [`Hello ${name},`];
  if (mail.step === 'shipped') {
    lines.push(`Your order ${mail.orderNumber} has left us with ${mail.shipment?.carrier ?? 'our courier'}, tracking number ${mail.shipment?.trackingNumber ?? '—'}.`);
    if (mail.shipment?.trackingUrl) {
      lines.push(`Follow the parcel: ${mail.shipment.trackingUrl}`);
      links.push({ href: mail.shipment.trackingUrl, label: 'Track your parcel' });
    }
    if (mail.cashMinor) lines.push(`Please keep ${formatInrMinor(mail.cashMinor)} ready to pay in cash on delivery.`);
  } else if (mail.step === 'ready_for_pickup') {
    const where = mail.store ? `${mail.store.name}, ${mail.store.address}, ${mail.store.city}` : 'the store you chose';
    lines.push(`Your order ${mail.orderNumber} is ready for pick-up at ${where}. Bring this order number with you.`);
    if (mail.cashMinor) lines.push(`Please pay ${formatInrMinor(mail.cashMinor)} in cash at the counter.`);
  } else {
    lines.push(`Your order ${mail.orderNumber} was delivered. We hope you love your pieces.`);
    if (mail.cashMinor) lines.push(`We received ${formatInrMinor(mail.cashMinor)} in cash on delivery.`);
  }
  lines.push(`See your order: ${orderLink}`);
  links.push({ href: orderLink, label: 'See your order' });
  return {
    channel: 'email',
    to,
    subject: SUBJECTS[mail.step](context.brandName, mail.orderNumber),
    text: lines.join('\n\n'),
    html: html(lines.slice(0, -1).filter((line) => !line.startsWith('Follow the parcel')), links),
  };
}

/** Whether the shopper hears of a step: packing is the shop's business, and a collecting shopper is at the counter. */
export function mailsStep(step: string): step is OrderStepMail['step'] {
  return step === 'shipped' || step === 'ready_for_pickup' || step === 'delivered';
}
