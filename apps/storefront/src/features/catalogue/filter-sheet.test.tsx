// @vitest-environment jsdom
import type { Attribute } from '@aurelia/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/render';
import { refusingApi, storeOn, testApiForThisFile, type TestApi } from '../../test/api-server';
import FilterSheet from './filter-sheet';
import { listingParams, parseListingQuery, type ListingQuery } from './listing-query';

const api = testApiForThisFile();
const attributes: Attribute[] = [{ id: 3, name: '18K', title: '18 Karat', group: 'purity' }];

/** The phone's filter sheet over a listing of 36 rings, open; what "Show" applies is kept. */
function renderSheet(on: Pick<TestApi, 'baseURL'>) {
  const query = parseListingQuery(new URLSearchParams());
  const applied: Pick<ListingQuery, 'attributeIds' | 'sort'>[] = [];
  renderWithStore(
    storeOn(on),
    <FilterSheet open onOpenChange={() => undefined} attributes={attributes} query={query} params={listingParams(query, 'rings')} total={36} onApply={(choice) => applied.push(choice)} />,
    { path: '/category/rings' },
  );
  return applied;
}

/** Ticks 18 Karat and waits for the sheet's answer: without a count, the button still applies the choice. */
async function chooseWithoutCount(applied: readonly unknown[]) {
  const user = userEvent.setup();
  const sheet = await screen.findByRole('dialog', { name: 'Filter and sort' });
  expect(within(sheet).getByRole('button', { name: 'Show 36 pieces' })).toBeInTheDocument();
  await user.click(within(sheet).getByRole('checkbox', { name: '18 Karat' }));
  const show = await within(sheet).findByRole('button', { name: 'Show pieces' });
  // It spins while it counts, then gives up on the number.
  await expect.poll(() => show.getAttribute('aria-busy')).toBeNull();
  expect(show).toBeEnabled();
  expect(within(sheet).getByRole('status')).toHaveTextContent('');
  await user.click(show);
  expect(applied).toEqual([{ attributeIds: [3], sort: null }]);
}

describe('the filter sheet’s count while the shop’s API is away', () => {
  it('offers "Show pieces" without a number when the API answers 503, and applies the choice', async () => {
    api.on('GET', '/products', { status: 503, body: { message: 'The shop is briefly unavailable. Please try again in a minute.' } });
    const applied = renderSheet(api);
    await chooseWithoutCount(applied);
    expect(api.arrivals).toHaveLength(1);
  });

  it('does the same when nothing answers at all', async () => {
    await chooseWithoutCount(renderSheet(await refusingApi()));
  });
});

/** The listing's button and its sheet, closed at first, as the listing draws them once the page is idle. */
function ClosedSheet() {
  const [open, setOpen] = useState(false);
  const query = parseListingQuery(new URLSearchParams());
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filter and sort
      </button>
      <FilterSheet open={open} onOpenChange={setOpen} attributes={attributes} query={query} params={listingParams(query, 'rings')} total={36} onApply={() => undefined} />
    </>
  );
}

describe('the filter sheet drawn closed', () => {
  it('is hidden from everyone until opened, and each opening starts from the listing’s choices', async () => {
    const user = userEvent.setup();
    renderWithStore(storeOn(await refusingApi()), <ClosedSheet />, { path: '/category/rings' });
    // Drawn ahead, yet no dialog for anyone, and the page is not hidden from screen readers.
    await waitFor(() => expect(document.querySelector('.sf-filter-sheet')).not.toBeNull());
    expect(document.querySelector('.sf-filter-sheet')).not.toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Filter and sort' });

    await user.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'Filter and sort' });
    await user.click(within(sheet).getByRole('checkbox', { name: '18 Karat' }));
    expect(within(sheet).getByRole('checkbox', { name: '18 Karat' })).toBeChecked();
    // Closed without "Show": the choice is dropped, the page is everyone's again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filter and sort' })).toBe(toggle);

    await user.click(toggle);
    const again = await screen.findByRole('dialog', { name: 'Filter and sort' });
    expect(within(again).getByRole('checkbox', { name: '18 Karat' })).not.toBeChecked();
    expect(within(again).getByRole('button', { name: 'Show 36 pieces' })).toBeInTheDocument();
  });
});
