// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeOn, testApiForThisFile } from '../test/api-server';
import { renderWithStore } from '../test/render';
import { requestPasswordReset } from '../features/account/account-thunks';
import { loadRefusalSummary, RefusalSummary } from './refusal-summary';
import { SHOP_UNREACHABLE } from './shop-unreachable';
import { useDeferredFormAction, type FormThunk } from './use-form-action';

const api = testApiForThisFile();
type ResetThunk = typeof requestPasswordReset;

/** A form's request whose module comes when the test says so, or never. */
function deferredRequest() {
  let settle: { arrive: () => void; fail: () => void } = { arrive: () => undefined, fail: () => undefined };
  const module = new Promise<ResetThunk>((resolve, reject) => {
    settle = { arrive: () => resolve(requestPasswordReset), fail: () => reject(new TypeError('Failed to fetch dynamically imported module')) };
  });
  return { load: (): Promise<FormThunk<{ email: string }, unknown>> => module, ...settle };
}

function ResetLinkForm({ load }: { load: () => Promise<FormThunk<{ email: string }, unknown>> }) {
  const [state, run] = useDeferredFormAction(load);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void run({ email: 'asha@example.com' });
      }}
    >
      <output data-testid="form-state">{state.status}</output>
      {state.status === 'failed' && <RefusalSummary message={state.error} errors={state.errors} />}
      <button type="submit">Send reset link</button>
    </form>
  );
}

describe("a form whose request's code comes after the page", () => {
  it('sent before the code has come, waits for it and then sends', async () => {
    api.on('POST', '/auth/forgot-password', { status: 200, body: { message: 'Sent.' } });
    const request = deferredRequest();
    const user = userEvent.setup();
    renderWithStore(storeOn(api), <ResetLinkForm load={request.load} />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByTestId('form-state')).toHaveTextContent('pending');
    expect(api.arrivals).toHaveLength(0);
    await act(async () => request.arrive());
    await waitFor(() => expect(screen.getByTestId('form-state')).toHaveTextContent('succeeded'));
    expect(api.arrivals[0]?.body).toEqual({ email: 'asha@example.com' });
  });

  it('says the shop could not be reached when the code cannot come, and sends nothing', async () => {
    const request = deferredRequest();
    const user = userEvent.setup();
    renderWithStore(storeOn(api), <ResetLinkForm load={request.load} />);
    await act(async () => request.fail());
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    // Refused before the summary's drawing has come: the title and sentence, plainly.
    expect(await screen.findByRole('alert')).toHaveTextContent(`There is a problem ${SHOP_UNREACHABLE}`);
    expect(api.arrivals).toHaveLength(0);
  });

  it("shows the server's refusal in the error summary when its code has come, each field error a link to its field", async () => {
    api.on('POST', '/auth/forgot-password', { status: 422, body: { message: 'The email field must be a valid email address.', errors: { email: ['The email field must be a valid email address.'] } } });
    const request = deferredRequest();
    request.arrive();
    await loadRefusalSummary();
    const user = userEvent.setup();
    renderWithStore(storeOn(api), <ResetLinkForm load={request.load} />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('link', { name: 'The email field must be a valid email address.' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is a problem');
    // The summary takes the focus once drawn, which may be a task after its link is in the document.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });
});
