import { createHash } from 'node:crypto';
import { formatInrMinor } from '@aurelia/domain';
import { escapeHtml, payPage } from './pay-page';

/** Razorpay Checkout's script (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';


// Reads the attempt from the JSON block, opens Checkout, and posts its answer back as a form to this origin.
const SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('checkout-data').textContent);
  var form = document.getElementById('answer');
  var status = document.getElementById('status');
  var button = document.getElementById('pay');
  if (typeof window.Razorpay !== 'function') {
    status.textContent = 'The payment window could not be loaded. Check your connection and reload this page.';
    button.hidden = true;
    return;
  }
  var checkout = new window.Razorpay({
    key: data.key,
    order_id: data.orderId,
    amount: data.amount,
    currency: 'INR',
    name: data.merchant,
    description: data.description,
    notes: data.notes,
    handler: function (response) {
      ['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature'].forEach(function (name) {
        form.elements[name].value = response[name] || '';
      });
      status.textContent = 'Confirming your payment…';
      form.submit();
    },
    modal: {
      ondismiss: function () {
        status.textContent = 'The payment window was closed. Press Pay to open it again.';
      }
    }
  });
  button.addEventListener('click', function () { checkout.open(); });
  checkout.open();
})();
`;

/**
 * The page's Content-Security-Policy: Checkout's script by its origin and this page's one script by its hash;
 * Checkout's frames, calls and styles (it sets inline styles, so no style hash, which would disable
 * 'unsafe-inline'); forms post only to this origin.
 */
export const RAZORPAY_PAGE_CSP =
  `default-src 'none'; script-src 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}' https://checkout.razorpay.com; ` +
  "style-src 'unsafe-inline' https://checkout.razorpay.com; frame-src https://api.razorpay.com https://checkout.razorpay.com; " +
  'connect-src https://api.razorpay.com https://lumberjack.razorpay.com; img-src data: https:; font-src data: https:; ' +
  "form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** What the Checkout page needs of an attempt. */
export interface RazorpayCheckoutAttempt {
  id: string;
  merchant: string;
  amountMinor: number;
  orderNumber: string | null;
  /** Razorpay's order id (`order_…`), which Checkout pays. */
  razorpayOrderId: string;
  keyId: string;
  returnPath: string;
}

/**
 * The page that opens Checkout for a pending attempt; Checkout's answer is posted to `verifyAction` (with the
 * link's proof in its query, since the browser may not carry the payer's token).
 */
export function razorpayCheckoutPage(attempt: RazorpayCheckoutAttempt, verifyAction: string): string {
  const data = {
    key: attempt.keyId,
    orderId: attempt.razorpayOrderId,
    amount: attempt.amountMinor,
    merchant: attempt.merchant,
    description: attempt.orderNumber ? `Order ${attempt.orderNumber}` : 'Payment',
    notes: { shop_payment_id: attempt.id },
  };
  // `<` escaped: the JSON cannot close its script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return payPage(
    `Pay ${formatInrMinor(attempt.amountMinor)} to ${attempt.merchant}`,
    `<h1>Pay ${escapeHtml(attempt.merchant)}</h1>
<p><span class="amount">${escapeHtml(formatInrMinor(attempt.amountMinor))}</span>${attempt.orderNumber ? ` for order ${escapeHtml(attempt.orderNumber)}` : ''}</p>
<p id="status" role="status">Opening the Razorpay payment window…</p>
<noscript><p>Paying with Razorpay needs JavaScript. Turn it on and reload this page.</p></noscript>
<button type="button" id="pay" class="approve">Pay</button>
<a class="link" href="${escapeHtml(attempt.returnPath)}">Back to ${escapeHtml(attempt.merchant)}</a>
<form id="answer" method="post" action="${escapeHtml(verifyAction)}">
<input type="hidden" name="razorpay_payment_id"><input type="hidden" name="razorpay_order_id"><input type="hidden" name="razorpay_signature">
</form>
<script type="application/json" id="checkout-data">${json}</script>`,
    `<script src="${RAZORPAY_CHECKOUT_SCRIPT}"></script>\n<script>${SCRIPT}</script>`,
  );
}

/** A page with a message and the way back: a refused link, an unknown attempt, an answer that did not check. */
export function razorpayMessagePage(title: string, text: string, back = '/'): string {
  return payPage(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>\n<a class="link" href="${escapeHtml(back)}">Back to the shop</a>`);
}
