import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';

interface ViolationWindow {
  cspViolations?: string[];
}

/**
 * Records every Content-Security-Policy violation the page reports (its `securitypolicyviolation` events, and
 * the console messages Chromium writes for them). Call before the first navigation; read with the function
 * returned. Playwright's init scripts and evaluations are not subject to the page's policy.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const record = window as unknown as ViolationWindow;
      (record.cspViolations ??= []).push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as ViolationWindow).cspViolations ?? []))];
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A GET sent exactly as written, with any Host or forwarding header (an HTTP client fixes the Host otherwise),
 * and a path that is not normalised or re-encoded (`/%`, `/stores/%00`).
 */
export function rawGet(origin: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method: 'GET', headers, setHost: headers['Host'] === undefined }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString('utf8') }));
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
