import { z } from 'zod';
import { errorResponseSchema } from './common';
import type { EndpointDefinition } from './endpoints';
import { healthResponseSchema, readinessResponseSchema } from './health';

/** Where the built-in sandbox provider serves its hosted payment page, at the API's root (the storefront forwards it). */
export const SANDBOX_PAY_PATH = '/sandbox-pay';

/**
 * Where the API serves the page that opens Razorpay Checkout for an attempt, and takes Checkout's answer back
 * (the storefront forwards it like the sandbox's page).
 */
const RAZORPAY_PAY_PATH = '/razorpay-pay';

const sandboxPaymentParamsSchema = z.object({ paymentId: z.string().max(100) });
/** The signed, expiring proof the pay URL carries (the payer's browser may not carry their token). */
const sandboxPaymentLinkSchema = z.object({
  expires: z.string().max(20).optional(),
  nonce: z.string().max(64).optional(),
  sig: z.string().max(128).optional(),
});
/** A page for people: HTML, answered as it is. */
const htmlPageSchema = z.string();
/** A redirect, without a body. */
const redirectSchema = z.null();

/** What every page of the sandbox provider is: a hidden HTML page at the root, for one payment, by its signed link. */
const sandboxPage = {
  auth: 'none',
  root: true,
  hidden: true,
  responseType: 'html',
  params: sandboxPaymentParamsSchema,
  query: sandboxPaymentLinkSchema,
} as const;

const sandboxAnswer = (outcome: 'approve' | 'decline') =>
  ({
    method: 'POST',
    path: `${SANDBOX_PAY_PATH}/:paymentId/${outcome}`,
    summary: `The payer's ${outcome === 'approve' ? 'approval' : 'refusal'} on the sandbox page: the signed callback is sent, then 303 back to the shop`,
    ...sandboxPage,
    response: { 200: htmlPageSchema, 303: redirectSchema },
  }) as const;

/** What Razorpay Checkout hands its `handler` after a payment, posted back by the page as a form. */
const razorpayCheckoutAnswerSchema = z.object({
  razorpay_payment_id: z.string().max(100).optional(),
  razorpay_order_id: z.string().max(100).optional(),
  razorpay_signature: z.string().max(200).optional(),
});

/**
 * The endpoints served at the server's root, outside `API_BASE_PATH`: liveness and readiness for process
 * managers and load balancers, and the sandbox provider's hosted page (left out of the OpenAPI document: it
 * stands for a payment provider's site, not for the shop's API). The API client calls none of them.
 */
export const rootEndpoints = {
  getHealth: {
    method: 'GET',
    path: '/healthz',
    summary: 'The process is up',
    auth: 'none',
    root: true,
    response: { 200: healthResponseSchema, 500: errorResponseSchema },
  },
  getReadiness: {
    method: 'GET',
    path: '/readyz',
    summary: 'The database answers: 200, or 503 when it does not',
    auth: 'none',
    root: true,
    response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
  },
  showSandboxPayment: {
    method: 'GET',
    path: `${SANDBOX_PAY_PATH}/:paymentId`,
    summary: 'The sandbox provider’s page for a payment attempt, for its payer (signed link or session): approve or decline, or its outcome',
    ...sandboxPage,
    response: { 200: htmlPageSchema },
  },
  approveSandboxPayment: sandboxAnswer('approve'),
  declineSandboxPayment: sandboxAnswer('decline'),
  showRazorpayCheckout: {
    method: 'GET',
    path: `${RAZORPAY_PAY_PATH}/:paymentId`,
    summary: 'The page that opens Razorpay Checkout for a payment attempt, for its payer (signed link or session)',
    ...sandboxPage,
    response: { 200: htmlPageSchema },
  },
  verifyRazorpayPayment: {
    method: 'POST',
    path: `${RAZORPAY_PAY_PATH}/:paymentId/verify`,
    summary: 'Checkout’s answer, posted by that page: the payment signature is checked, the payment read from Razorpay, then 303 back to the shop',
    ...sandboxPage,
    body: razorpayCheckoutAnswerSchema,
    response: { 200: htmlPageSchema, 303: redirectSchema },
  },
} as const satisfies Record<string, EndpointDefinition>;
