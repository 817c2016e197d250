// @vitest-environment jsdom
import type { StaffGiftCard } from '@aurelia/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testApiForThisFile } from '../../test/api-server';
import { renderUnlocked } from '../../test/render-kiosk';
import { lockKiosk } from '../session/session-thunks';
import { GiftCardsScreen } from './gift-cards-screen';

const api = testApiForThisFile();

const CODE = 'K7QX-3HMN-9PRT-WXY4';
const card = (overrides: Partial<StaffGiftCard> = {}): StaffGiftCard => ({
  id: 41,
  masked_code: '••••-••••-••••-WXY4',
  design: 'plum',
  status: 'active',
  initial_amount: 2000,
  balance: 2000,
  recipient_name: 'Farah Khan',
  recipient_email: 'farah@example.com',
  message: null,
  created_at: '2026-03-02T06:30:00.000Z',
  source: 'counter',
  paid_in_sandbox: false,
  demonstration_shop: false,
  history: [{ kind: 'issue', amount: 2000, balance_after: 2000, reference: 'Paid in cash', staff_name: 'Anjali Nair', store_name: 'Aurelia Bandra', at: '2026-03-02T06:30:00.000Z' }],
  ...overrides,
});

const renderScreen = () => renderUnlocked(api, <GiftCardsScreen />);

/**
 * Puts text in a field as a paste: one change, not a render of the whole sale form and its card preview per key,
 * which on a loaded machine took these tests past their time limit. Typing is kept where it is what is tested.
 */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Chooses one of the fixed amounts and fills in Farah as the recipient. */
async function fillSale(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const form = screen.getByRole('form', { name: 'Issue a gift card' });
  await user.click(within(form).getByRole('button', { name: amount }));
  await enter(user, within(form).getByLabelText(/Recipient’s name/), 'Farah Khan');
  await enter(user, within(form).getByLabelText(/Recipient’s email/), 'farah@example.com');
  return form;
}

describe('the gift card screen, with a real store', () => {
  it('issues a card from the form, shows its code once, and shows the form again after Done', async () => {
    api.on('POST', '/staff/giftcards', { status: 201, body: { data: { gift_card: card(), code: CODE } } });
    const user = userEvent.setup();
    await renderScreen();
    const form = await fillSale(user, '₹2,000');
    await user.click(within(form).getByRole('button', { name: 'Issue gift card of ₹2,000' }));

    expect(await screen.findByTestId('issued-code')).toHaveTextContent(CODE);
    expect(api.arrivals[0]?.body).toMatchObject({ amount: 2000, recipient_name: 'Farah Khan', payment_method: 'cash', design: 'plum' });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(CODE)).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Issue a gift card' })).toBeInTheDocument();
  });

  it('shows the issued card from the giver whose name was typed, not from the store', async () => {
    api.on('POST', '/staff/giftcards', { status: 201, body: { data: { gift_card: card(), code: CODE } } });
    const user = userEvent.setup();
    await renderScreen();
    const form = await fillSale(user, '₹2,000');
    await enter(user, within(form).getByLabelText(/^From/), 'Rohan Kapoor');
    await user.click(within(form).getByRole('button', { name: 'Issue gift card of ₹2,000' }));

    const issued = await screen.findByRole('region', { name: 'Gift card issued' });
    expect(within(issued).getByText(/Rohan Kapoor/)).toBeInTheDocument();
    expect(within(issued).queryByText(/Aurelia Bandra/)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal beside its field', async () => {
    api.on('POST', '/staff/giftcards', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { payment_reference: ['Enter the card terminal’s reference from the slip'] } },
    });
    const user = userEvent.setup();
    await renderScreen();
    const form = screen.getByRole('form', { name: 'Issue a gift card' });
    await user.click(within(form).getByRole('button', { name: '₹1,000' }));
    await user.click(within(form).getByRole('radio', { name: /Card terminal/ }));
    await user.click(within(form).getByRole('button', { name: 'Issue gift card of ₹1,000' }));
    expect(await within(form).findByText('Enter the card terminal’s reference from the slip')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Card terminal reference/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('looks a card up masked, redeems part of it, and forgets it when the kiosk locks', async () => {
    api.on('POST', '/staff/giftcards/lookup', { body: { data: card() } });
    api.on('POST', '/staff/giftcards/redeem', { status: 201, body: { data: card({ balance: 1250 }) } });
    api.on('POST', '/auth/logout', { body: { message: 'Logged out' } });
    const user = userEvent.setup();
    const kiosk = await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Balance and redeem' }));
    await enter(user, screen.getByLabelText(/Gift card code/), CODE.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Check balance' }));

    const panel = await screen.findByRole('region', { name: /Gift card ••••-••••-••••-WXY4/ });
    expect(within(panel).queryByText(CODE)).not.toBeInTheDocument();
    expect(within(panel).getByRole('table')).toHaveTextContent('Paid in cash');
    await user.type(within(panel).getByLabelText(/Amount in rupees/), '750');
    await enter(user, within(panel).getByLabelText(/Bill reference/), 'BILL-42');
    await user.click(within(panel).getByRole('button', { name: 'Redeem' }));
    expect(await within(panel).findByText('₹750 redeemed for BILL-42. ₹1,250 left on the card.')).toBeInTheDocument();
    expect(api.arrivals.find((arrival) => arrival.path.endsWith('/redeem'))?.body).toEqual({ code: CODE, amount: 750, reference: 'BILL-42' });

    await kiosk.store.dispatch(lockKiosk(null));
    expect(await screen.findByLabelText(/Gift card code/)).toHaveValue('');
    expect(screen.queryByRole('region', { name: /Gift card ••••/ })).not.toBeInTheDocument();
  });

  it('takes an amount in whole rupees as typed, and refuses paise or one it cannot read instead of changing it', async () => {
    api.on('POST', '/staff/giftcards', { status: 422, body: { message: 'The given data was invalid.', errors: { amount: ['Choose an amount in steps of ₹100.'] } } });
    const user = userEvent.setup();
    await renderScreen();
    const form = screen.getByRole('form', { name: 'Issue a gift card' });
    const amount = within(form).getByLabelText(/Amount in rupees/);
    await user.type(amount, '1,500');
    expect(amount).toHaveValue('1,500');
    expect(within(form).getByRole('button', { name: 'Issue gift card of ₹1,500' })).toBeInTheDocument();

    for (const typed of ['1500.50', '15OO']) {
      await user.clear(amount);
      await enter(user, amount, typed);
      expect(amount).toHaveValue(typed);
      await user.click(within(form).getByRole('button', { name: /^Issue gift card/ }));
      expect(within(form).getByText('Enter the amount in whole rupees, with digits only (as 1500).')).toBeInTheDocument();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.arrivals.filter((arrival) => arrival.path.endsWith('/giftcards'))).toHaveLength(0);

    await user.clear(amount);
    await enter(user, amount, '1550');
    await enter(user, within(form).getByLabelText(/Recipient’s name/), 'Farah Khan');
    await enter(user, within(form).getByLabelText(/Recipient’s email/), 'farah@example.com');
    await user.click(within(form).getByRole('button', { name: 'Issue gift card of ₹1,550' }));
    expect(await within(form).findByText('Choose an amount in steps of ₹100.')).toBeInTheDocument();
    expect(api.arrivals[0]?.body).toMatchObject({ amount: 1550 });
  });

  it('keeps an unconfirmed sale across the tabs, with Try again sending the same key', async () => {
    api.on('POST', '/staff/giftcards', () => 'drop');
    const user = userEvent.setup();
    await renderScreen();
    const form = await fillSale(user, '₹5,000');
    await user.click(within(form).getByRole('button', { name: 'Issue gift card of ₹5,000' }));
    expect(await screen.findByRole('region', { name: 'Gift card sale not confirmed' })).toHaveTextContent('A gift card of ₹5,000, paid by cash, taken by Anjali Nair.');

    await user.click(screen.getByRole('tab', { name: 'Balance and redeem' }));
    await user.click(screen.getByRole('tab', { name: 'Issue a card' }));
    const unconfirmed = screen.getByRole('region', { name: 'Gift card sale not confirmed' });
    expect(unconfirmed).not.toHaveTextContent('Farah');
    api.on('POST', '/staff/giftcards', { status: 200, body: { data: { gift_card: card({ initial_amount: 5000 }), code: null } } });
    await user.click(within(unconfirmed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This sale was already issued')).toBeInTheDocument();
    const keys = api.arrivals.filter((arrival) => arrival.path.endsWith('/giftcards')).map((arrival) => arrival.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('refuses a card the payment sandbox paid for, with the reason and no redeem form', async () => {
    api.on('POST', '/staff/giftcards/lookup', { body: { data: card({ source: 'web', paid_in_sandbox: true }) } });
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Balance and redeem' }));
    await enter(user, screen.getByLabelText(/Gift card code/), CODE);
    await user.click(screen.getByRole('button', { name: 'Check balance' }));

    const panel = await screen.findByRole('region', { name: /Gift card ••••-••••-••••-WXY4/ });
    expect(within(panel).getByText('This card was paid in the payment sandbox and is not accepted at a counter.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    expect(within(panel).queryByText(/Demonstration shop/)).not.toBeInTheDocument();
  });

  it('in a demonstration shop, says so on a sandbox-paid card and lets it be redeemed', async () => {
    api.on('POST', '/staff/giftcards/lookup', { body: { data: card({ source: 'web', paid_in_sandbox: true, demonstration_shop: true }) } });
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Balance and redeem' }));
    await enter(user, screen.getByLabelText(/Gift card code/), CODE);
    await user.click(screen.getByRole('button', { name: 'Check balance' }));

    const panel = await screen.findByRole('region', { name: /Gift card ••••-••••-••••-WXY4/ });
    expect(within(panel).getByText('Demonstration shop: sandbox-paid cards are accepted')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Redeem' })).toBeInTheDocument();
    expect(within(panel).queryByText(/not accepted at a counter/)).not.toBeInTheDocument();
  });

  it('keeps a refused code in the field to be corrected', async () => {
    api.on('POST', '/staff/giftcards/lookup', { status: 404, body: { message: 'No active gift card has this code. Check it and try again.' } });
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Balance and redeem' }));
    await enter(user, screen.getByLabelText(/Gift card code/), 'K7QX-3HMN-9PRT-WXY5');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByText('No active gift card has this code. Check it and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Gift card code/)).toHaveValue('K7QX-3HMN-9PRT-WXY5');
  });
});
