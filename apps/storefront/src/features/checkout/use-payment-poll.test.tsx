// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { samplePayment } from '../../test/order-fixtures';
import { renderWithStore } from '../../test/render';
import { usePaymentPoll } from './use-payment-poll';

const api = testApiForThisFile();
const payment = samplePayment();
const QUICK = { intervalMs: 10, attempts: 3 };

function Waiting() {
  return <p>{usePaymentPoll(payment, QUICK)}</p>;
}

describe('waiting for the provider’s answer on /checkout/payment-status, with a real store', () => {
  it('asks again while the payment is pending, then replaces the page with the outcome', async () => {
    let asked = 0;
    api.on('GET', `/payments/${payment.id}`, () => {
      asked += 1;
      return { body: { data: samplePayment({ status: asked < 2 ? 'pending' : 'paid' }) } };
    });
    renderWithStore(storeOn(api), <Waiting />, { path: '/checkout/payment-status' });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout/success?order=AUR-2026-000123'));
    expect(asked).toBe(2);
  });

  it('says the answer is late after the last attempt, asking again after a failed look', async () => {
    let asked = 0;
    api.on('GET', `/payments/${payment.id}`, () => {
      asked += 1;
      return asked === 1 ? { status: 503, body: { message: 'Service Unavailable' } } : { body: { data: samplePayment() } };
    });
    renderWithStore(storeOn(api), <Waiting />, { path: '/checkout/payment-status' });
    expect(await screen.findByText('late')).toBeInTheDocument();
    expect(asked).toBeGreaterThanOrEqual(QUICK.attempts);
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/payment-status');
  });
});
