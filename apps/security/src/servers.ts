/**
 * Ports of their own, so these tests never meet `npm start` (:3333, :4200, :4300) or the journey suites. A second
 * checkout running them at the same time sets E2E_SECURITY_API_PORT, E2E_SECURITY_STOREFRONT_PORT and
 * E2E_SECURITY_KIOSK_PORT.
 */
export const API_PORT = Number(process.env['E2E_SECURITY_API_PORT'] ?? 3338);
export const STOREFRONT_PORT = Number(process.env['E2E_SECURITY_STOREFRONT_PORT'] ?? 4202);
export const KIOSK_PORT = Number(process.env['E2E_SECURITY_KIOSK_PORT'] ?? 4302);

export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
export const API = `${API_ORIGIN}/api/v1`;
export const STOREFRONT = `http://127.0.0.1:${STOREFRONT_PORT}`;
export const KIOSK = `http://127.0.0.1:${KIOSK_PORT}`;

/** Secrets a production-mode API demands; made up for this run, never used anywhere else. */
export const TEST_SECRETS = {
  TOKEN_SECRET: 'security-suite-token-secret-0123456789abcdef',
  PAYMENT_WEBHOOK_SECRET: 'security-suite-webhook-secret-0123456789abcdef',
};
