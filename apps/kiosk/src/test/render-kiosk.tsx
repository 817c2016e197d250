import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { ServicesProvider } from '../app/services';
import type { TestApi } from './api-server';
import { unlockedKiosk } from './kiosk-fixtures';

/** Renders a screen on a kiosk unlocked by Anjali (see `unlockedKiosk`), with its real store and services. */
export async function renderUnlocked(api: TestApi, screen: ReactElement) {
  const kiosk = await unlockedKiosk(api);
  render(
    <Provider store={kiosk.store}>
      <ServicesProvider services={kiosk.services}>{screen}</ServicesProvider>
    </Provider>,
  );
  return kiosk;
}

/** The row of the appointments queue that holds the customer's booking (the queue's "now" line is an item too). */
export function bookingRow(customerName: string): HTMLElement {
  const row = screen.getByRole('heading', { name: customerName }).closest('li');
  if (!row) throw new Error(`No row for ${customerName}`);
  return row;
}
