// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { sampleOrder } from '../../test/order-fixtures';
import { renderWithStore } from '../../test/render';
import { WhatHappensNext } from './what-happens-next';

const api = testApiForThisFile();

const line = (isPreorder: boolean) => ({ is_preorder: isPreorder });

function steps(order: Parameters<typeof WhatHappensNext>[0]['order'], email: string | null = 'meera@example.com') {
  renderWithStore(storeOn(api), <WhatHappensNext order={order} email={email} />, { path: '/checkout/success' });
  const list = within(screen.getByRole('region', { name: 'What happens next' })).getByRole('list');
  return within(list).getAllByRole('listitem');
}

describe('what happens next, on the order’s confirmation', () => {
  it('tells a delivery in order: the mail to the shopper’s address, packing within 2 working days, tracking and cancelling on the order page', () => {
    const items = steps({ ...sampleOrder({ fulfilment: 'delivery', pickup_store: null }), lines: [line(false)] });
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Confirmation by email',
      'Packed and shipped, insured',
      'Follow your order',
      'Changed your mind?',
    ]);
    expect(items[0]).toHaveTextContent('The order confirmation is on its way to meera@example.com, with the invoice.');
    expect(items[1]).toHaveTextContent('within 2 working days');
    for (const step of [items[2], items[3]]) {
      expect(within(step as HTMLElement).getByRole('link', { name: 'your order page' })).toHaveAttribute('href', '/user/order/AUR-2026-000123');
    }
    expect(items[3]).toHaveTextContent('until it is packed');
  });

  it('tells a pick-up its store, the pre-order time when a piece is made to order, and that it can no longer be cancelled when so', () => {
    const items = steps({ ...sampleOrder({ can_cancel: false }), lines: [line(false), line(true)] }, null);
    expect(items[0]).toHaveTextContent('is on its way to your email');
    expect(within(items[1] as HTMLElement).getByRole('heading')).toHaveTextContent('Ready for pick-up');
    expect(items[1]).toHaveTextContent('at Aurelia Bandra, Mumbai within 21 days');
    expect(items[3]).toHaveTextContent('It can no longer be cancelled');
    expect(within(items[3] as HTMLElement).queryByRole('link')).toBeNull();
  });
});
