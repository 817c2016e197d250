// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { metalRateChange, metalRateList, metalRates, session } from './test/back-office-fixtures';
import { arrivalsAt, renderBackOffice, testApiForThisFile } from './test/render-back-office';

const api = testApiForThisFile();

const as = (role: 'admin' | 'manager' | 'staff') => {
  const { access_token, expires_at, staff } = session(role);
  return { session: { token: access_token, expiresAt: expires_at, staff } };
};
const ratesTable = () => screen.getByRole('table', { name: /^Rate per gram of each purity/ });
const rateRow = (title: string) => within(ratesTable()).getByRole('row', { name: new RegExp(`^${title}`) });
/** A purity's row as read: its title, then each cell's text. */
const rateCells = (title: string) => [...rateRow(title).querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' '));
const changeItems = () => within(screen.getByRole('region', { name: 'Latest changes' })).getAllByRole('listitem');
const navLinks = () => within(screen.getByRole('navigation', { name: 'Back office' })).getAllByRole('link').map((link) => link.textContent);

const LARGE_CHANGE = 'That moves the rate by more than 10%: check it, and confirm to set it.';

/** The answer to setting 22K at `rate`: the change, and every rate after it. */
const rateSet = (rate: number, previous = 11_780) => {
  const change = metalRateChange({ id: 13, rate_per_gram: rate, previous_rate_per_gram: previous, set_at: '2026-03-02T09:05:00.000Z', reason: 'Afternoon rate from the bullion desk' });
  return { data: { change, rates: metalRateList({ '22K': { rate_per_gram: rate, set_at: change.set_at } }) } };
};

describe('the metal rates', () => {
  it('shows an admin each purity’s rate a gram in rupees, when it was set and its pieces, and the latest changes newest first', async () => {
    const { rates, changes } = metalRates();
    api.on('GET', '/back-office/metal-rates', { body: { data: { rates, changes: [...changes].reverse() } } });
    renderBackOffice(api, '/metal-rates', as('admin'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Metal rates' })).toBeInTheDocument();
    await screen.findByRole('table', { name: /^Rate per gram of each purity/ });
    expect(within(ratesTable()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Purity', 'Rate per gram', 'Pieces']);
    expect(rateCells('22 Karat gold')).toEqual(['22 Karat gold', '₹11,780 / g set 2 Mar 2026, 10:00 am', '18']);
    expect(rateCells('18 Karat gold')).toEqual(['18 Karat gold', '₹9,640.50 / g set 1 Mar 2026, 10:00 am', '31']);
    expect(rateCells('Platinum 950')).toEqual(['Platinum 950', 'No rate yet', '0']);

    const [newest, older] = changeItems();
    expect(newest).toHaveTextContent('22 Karat gold');
    expect(newest).toHaveTextContent('₹11,650 / g → ₹11,780 / g');
    expect(newest).toHaveTextContent('Asha Kapoor, 2 Mar 2026, 10:00 am · 18 pieces re-priced');
    expect(newest).toHaveTextContent('Why: Morning rate from the bullion desk');
    expect(older).toHaveTextContent('First rate: ₹9,640.50 / g');
    expect(older).toHaveTextContent('The shop, 1 Mar 2026, 10:00 am · 31 pieces re-priced');

    expect(screen.getByRole('form', { name: 'Set a rate' })).toBeInTheDocument();
    expect(screen.queryByText('Your role may read the rates; an admin sets them.')).toBeNull();
  });

  it('sets a rate with its reason, sends it once however often pressed, and shows the answer’s rates and how many pieces were re-priced', async () => {
    api.on('GET', '/back-office/metal-rates', { body: { data: metalRates() } });
    const user = userEvent.setup();
    renderBackOffice(api, '/metal-rates', as('admin'));
    const rate = await screen.findByLabelText(/^Rate per gram in rupees/);
    const submit = screen.getByRole('button', { name: 'Set the rate' });
    await user.selectOptions(screen.getByLabelText(/^Purity/), '22K');
    expect(rate).toHaveAccessibleDescription('In force now: ₹11,780 / g.');

    await user.type(rate, '11,900.505');
    await user.click(submit);
    expect(rate).toHaveAccessibleDescription(/Enter the rate in rupees, with at most 2 decimals/);
    expect(screen.getByLabelText(/^Reason for the change/)).toHaveAccessibleDescription(/Say why, in a few words\./);
    expect(arrivalsAt(api, '/back-office/metal-rates', 'POST')).toHaveLength(0);

    api.on('POST', '/back-office/metal-rates', { status: 201, body: rateSet(11_900) });
    await user.clear(rate);
    await user.type(rate, '11,900');
    await user.type(screen.getByLabelText(/^Reason for the change/), 'Afternoon rate from the bullion desk');
    await user.dblClick(submit);

    expect(await screen.findByText('18 pieces re-priced at ₹11,900 a gram.')).toBeInTheDocument();
    const sent = arrivalsAt(api, '/back-office/metal-rates', 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ purity: '22K', rate_per_gram: 11900, reason: 'Afternoon rate from the bullion desk' });
    expect(sent[0]?.idempotencyKey).toBeTruthy();
    expect(rateCells('22 Karat gold')).toEqual(['22 Karat gold', '₹11,900 / g set 2 Mar 2026, 02:35 pm', '18']);
    expect(changeItems()[0]).toHaveTextContent('₹11,780 / g → ₹11,900 / g');
    expect(rate).toHaveValue('');
    expect(screen.getByLabelText(/^Reason for the change/)).toHaveValue('');
    // The table came from the answer; nothing was loaded again.
    expect(arrivalsAt(api, '/back-office/metal-rates')).toHaveLength(1);
  });

  it('holds back a move of more than 10% by the field, and sends it again confirmed only once the box is ticked', async () => {
    api.on('GET', '/back-office/metal-rates', { body: { data: metalRates() } });
    api.on('POST', '/back-office/metal-rates', (arrival) =>
      (arrival.body as { confirm_large_change?: boolean }).confirm_large_change === true
        ? { status: 201, body: rateSet(13_500) }
        : { status: 422, body: { message: 'Please check the highlighted fields.', errors: { rate_per_gram: [LARGE_CHANGE] } } },
    );
    const user = userEvent.setup();
    renderBackOffice(api, '/metal-rates', as('admin'));
    const rate = await screen.findByLabelText(/^Rate per gram in rupees/);
    await user.selectOptions(screen.getByLabelText(/^Purity/), '22K');
    await user.type(rate, '13500');
    await user.type(screen.getByLabelText(/^Reason for the change/), 'Budget day duty change');
    await user.click(screen.getByRole('button', { name: 'Set the rate' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check the highlighted fields.');
    expect(alert).toHaveFocus();
    expect(rate).toHaveAccessibleDescription(`In force now: ₹11,780 / g. ${LARGE_CHANGE}`);
    expect(rate).toBeInvalid();
    const confirm = screen.getByRole('checkbox', { name: 'Yes, change it by more than 10%' });
    expect(confirm).not.toBeChecked();
    expect(arrivalsAt(api, '/back-office/metal-rates', 'POST')[0]?.body).toEqual({ purity: '22K', rate_per_gram: 13500, reason: 'Budget day duty change' });

    // A confirmation speaks for the figure it was asked about, not another one typed after it.
    await user.type(rate, '0');
    expect(screen.queryByRole('checkbox', { name: /Yes, change it/ })).toBeNull();
    await user.type(rate, '{Backspace}');
    await user.click(screen.getByRole('checkbox', { name: 'Yes, change it by more than 10%' }));
    await user.click(screen.getByRole('button', { name: 'Set the rate' }));

    expect(await screen.findByText('18 pieces re-priced at ₹13,500 a gram.')).toBeInTheDocument();
    const [first, second] = arrivalsAt(api, '/back-office/metal-rates', 'POST');
    expect(second?.body).toEqual({ purity: '22K', rate_per_gram: 13500, reason: 'Budget day duty change', confirm_large_change: true });
    // The server kept its refusal under the first key; the confirmed send is another request.
    expect(second?.idempotencyKey).toBeTruthy();
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(rateRow('22 Karat gold')).toHaveTextContent('₹13,500 / g');
    expect(screen.queryByRole('checkbox', { name: /Yes, change it/ })).toBeNull();
  });

  it('lets a manager read the rates and changes, without a form to set them', async () => {
    api.on('GET', '/back-office/metal-rates', { body: { data: metalRates() } });
    renderBackOffice(api, '/metal-rates', as('manager'));
    expect(await screen.findByText('Your role may read the rates; an admin sets them.')).toBeInTheDocument();
    await screen.findByRole('table', { name: /^Rate per gram of each purity/ });
    expect(rateRow('22 Karat gold')).toHaveTextContent('₹11,780 / g');
    expect(changeItems()).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Set a rate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set the rate' })).toBeNull();
    expect(screen.queryByLabelText(/^Rate per gram in rupees/)).toBeNull();
  });
});

describe('the metal rates in navigation', () => {
  it('keeps the rates from staff: no link, and the address says the section is not theirs', async () => {
    renderBackOffice(api, '/metal-rates', as('staff'));
    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeInTheDocument();
    expect(navLinks()).toEqual(['Orders']);
    expect(arrivalsAt(api, '/back-office/metal-rates')).toHaveLength(0);
  });

  it.each(['admin', 'manager'] as const)('shows the Metal rates link to the %s, after Orders, and opens the section from it', async (role) => {
    api.on('GET', '/back-office/dashboard', {
      body: { data: { today: { date: '2026-03-02', orders: 0, revenue: 0 }, waiting: { to_pack: 0, to_ship: 0, ready_for_pickup: 0, returns_requested: 0 }, days: [] } },
    });
    api.on('GET', '/back-office/metal-rates', { body: { data: metalRates() } });
    const user = userEvent.setup();
    const office = renderBackOffice(api, '/', as(role));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(navLinks()).toEqual(['Dashboard', 'Orders', 'Metal rates', 'Audit log', 'Settings']);
    await user.click(screen.getByRole('link', { name: 'Metal rates' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Metal rates' })).toHaveFocus();
    expect(office.router.state.location.pathname).toBe('/metal-rates');
    expect(screen.getByRole('link', { name: 'Metal rates' })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('table', { name: /^Rate per gram of each purity/ });
    expect(arrivalsAt(api, '/back-office/metal-rates')).toHaveLength(1);
  });
});
