// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PendingButtonLink } from './pending-button-link';

/** The bag with its "Check out", and a checkout whose data comes when `answer` is called: its page, or back to the bag. */
function renderBag() {
  let answer: (to: 'page' | 'bag') => void = () => undefined;
  let asked = 0;
  const Stub = createRoutesStub([
    {
      path: '/cart',
      Component: () => (
        <PendingButtonLink to="/checkout" size="lg" fullWidth>
          Check out
        </PendingButtonLink>
      ),
    },
    {
      path: '/checkout',
      loader: async () => {
        asked += 1;
        const to = await new Promise<'page' | 'bag'>((resolve) => (answer = resolve));
        return to === 'bag' ? redirect('/cart') : null;
      },
      Component: () => <h1>Checkout</h1>,
    },
  ]);
  render(<Stub initialEntries={['/cart']} />);
  return { answer: (to: 'page' | 'bag') => answer(to), asked: () => asked };
}

describe('PendingButtonLink', () => {
  it('says it is busy from the press until the page it leads to is drawn, and takes no second press meanwhile', async () => {
    const bag = renderBag();
    const link = await screen.findByRole('link', { name: 'Check out' });
    expect(link).not.toHaveAttribute('aria-busy');
    await userEvent.click(link);
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link.querySelector('.au-spinner')).not.toBeNull();
    await userEvent.click(link);
    expect(bag.asked()).toBe(1);
    bag.answer('page');
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('is itself again when the navigation ends where it started', async () => {
    const bag = renderBag();
    await userEvent.click(await screen.findByRole('link', { name: 'Check out' }));
    expect(screen.getByRole('link', { name: 'Check out' })).toHaveAttribute('aria-busy', 'true');
    bag.answer('bag');
    await expect.poll(() => screen.getByRole('link', { name: 'Check out' }).getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('link', { name: 'Check out' }).querySelector('.au-spinner')).toBeNull();
  });

  it('stays as it is for a press that opens another tab', async () => {
    renderBag();
    const link = await screen.findByRole('link', { name: 'Check out' });
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(link).not.toHaveAttribute('aria-busy');
  });
});
