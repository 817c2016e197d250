import { createHash } from 'node:crypto';
import { formatInrMinor } from '@aurelia/domain';
import { escapeHtml, PAY_PAGE_STYLE, payPage } from './pay-page';
import { METHOD_LABELS } from './payment-presenter';
import type { ProviderMethod } from '@aurelia/contracts';

const STYLE = PAY_PAGE_STYLE;

/**
 * The page's Content-Security-Policy: nothing loads, the one stylesheet is allowed by its hash, and the
 * forms may post only to this origin.
 */
export const SANDBOX_PAGE_CSP =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** What the page shows of an attempt. */
export interface SandboxAttempt {
  id: string;
  merchant: string;
  amountMinor: number;
  method: ProviderMethod;
  orderNumber: string | null;
  status: string;
  failureReason: string | null;
  returnPath: string;
}

function details(attempt: SandboxAttempt): string {
  const rows: [string, string][] = [
    ['Merchant', escapeHtml(attempt.merchant)],
    ['Amount', `<span class="amount">${escapeHtml(formatInrMinor(attempt.amountMinor))}</span>`],
    ['Method', escapeHtml(METHOD_LABELS[attempt.method])],
  ];
  if (attempt.orderNumber) rows.push(['Order', escapeHtml(attempt.orderNumber)]);
  return `<dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>`;
}

const SANDBOX_NOTE = '<p class="note">Sandbox payment page: no real money moves. Choose the outcome to test.</p>';

/**
 * The hosted page of a pending attempt: what is paid, to whom, and the two answers, which post back with
 * the link's proof (`linkQuery`, with its `?`) since the browser may not carry the payer's token.
 */
export function sandboxPayPage(attempt: SandboxAttempt, linkQuery: string, problem?: string): string {
  const action = (outcome: string) => escapeHtml(`/sandbox-pay/${encodeURIComponent(attempt.id)}/${outcome}${linkQuery}`);
  return payPage(
    `Pay ${formatInrMinor(attempt.amountMinor)} to ${attempt.merchant} | Sandbox payment`,
    `<h1>Pay ${escapeHtml(attempt.merchant)}</h1>
${SANDBOX_NOTE}
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
${details(attempt)}
<form method="post" action="${action('approve')}"><button type="submit" class="approve">Approve payment</button></form>
<form method="post" action="${action('decline')}"><button type="submit" class="decline">Decline payment</button></form>`,
  );
}

const OUTCOMES: Readonly<Record<string, string>> = {
  paid: 'This payment was approved.',
  failed: 'This payment was declined.',
  cancelled: 'This payment attempt was cancelled.',
};

/** An attempt that has its answer: the outcome and the way back to the shop instead of the buttons. */
export function sandboxSettledPage(attempt: SandboxAttempt): string {
  const outcome = OUTCOMES[attempt.status] ?? 'This payment has its answer.';
  return payPage(
    `${outcome} | Sandbox payment`,
    `<h1>${escapeHtml(outcome)}</h1>
${attempt.failureReason && attempt.status !== 'paid' ? `<p>${escapeHtml(attempt.failureReason)}</p>` : ''}
${details(attempt)}
<a class="link" href="${escapeHtml(attempt.returnPath)}">Back to ${escapeHtml(attempt.merchant)}</a>`,
  );
}

/** No such attempt. */
export function sandboxNotFoundPage(): string {
  return payPage(
    'Payment not found | Sandbox payment',
    `<h1>Payment not found</h1>
<p>There is no payment at this address. It may have been mistyped; start the payment again from the shop.</p>
<a class="link" href="/">Back to the shop</a>`,
  );
}

/** Why a visitor without the payer's session or a usable link is shown nothing of the payment. */
export type SandboxRefusal = 'not_the_payer' | 'expired' | 'used';

const REFUSALS: Readonly<Record<SandboxRefusal, { title: string; text: string }>> = {
  not_the_payer: {
    title: 'This payment link is not valid',
    text: 'Only the payer can open this page, with the link the shop sent them here with. Start the payment again from the shop.',
  },
  expired: { title: 'This payment link has expired', text: 'Start the payment again from the shop.' },
  used: { title: 'This payment link has been used', text: 'The payment has its answer already: the shop shows the outcome.' },
};

/** A refusal that names no amount, order or merchant detail; `back` is where the link leads (the shop by default). */
export function sandboxRefusedPage(refusal: SandboxRefusal, back = '/'): string {
  const { title, text } = REFUSALS[refusal];
  return payPage(
    `${title} | Sandbox payment`,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<a class="link" href="${escapeHtml(back)}">Back to the shop</a>`,
  );
}
