// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOrNothing, lazyPart, useOpenedPart, usePrefetchWhenIdle } from './lazy-part';

function Panel({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** A part whose code comes when the test says so, counting how often it was asked for. */
function deferredPart() {
  let arrive: () => void = () => undefined;
  const asked = vi.fn(
    () =>
      new Promise<{ default: typeof Panel }>((resolve) => {
        arrive = () => resolve({ default: Panel });
      }),
  );
  return { part: lazyPart(asked), asked, arrive: () => arrive() };
}

type Part = ReturnType<typeof lazyPart<{ label: string }>>;

/** The button that opens a panel, and the panel once given. */
function OpenButton({ Panel: Shown, open }: { Panel: ComponentType<{ label: string }> | undefined; open: () => void }) {
  return (
    <>
      <button type="button" onClick={open}>
        Open
      </button>
      {Shown && (
        <Suspense fallback={<p>waiting</p>}>
          <Shown label="the panel" />
        </Suspense>
      )}
    </>
  );
}

/** A header button and its panel, as the bag's and the menu's are. */
function Opener({ part, media }: { part: Part; media?: string }) {
  const [Opened, open] = useOpenedPart(part);
  usePrefetchWhenIdle(part, media);
  return <OpenButton Panel={Opened} open={open} />;
}

/** A sheet made ready while the page is idle, as the listing's filters are. */
function Preparer({ part, media }: { part: Part; media?: string }) {
  const [Prepared, show] = useOpenedPart(part);
  usePrefetchWhenIdle(part, media, show);
  return <OpenButton Panel={Prepared} open={show} />;
}

const matchMediaAnswering = (matches: boolean) => vi.fn(() => ({ matches }) as MediaQueryList);

describe('a panel the shopper opens', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('draws nothing until opened, then the loaded component in the same render, with no Suspense round', async () => {
    const { part, arrive } = deferredPart();
    const loading = part.load();
    arrive();
    await loading;
    render(<Opener part={part} />);
    expect(screen.queryByText('the panel')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    // Synchronously after the click's render: React.lazy would show the fallback here.
    expect(screen.getByText('the panel')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('opened before its code has come, shows the fallback, then the panel once it has', async () => {
    const { part, arrive } = deferredPart();
    render(<Opener part={part} media="(max-width: 1023.98px)" />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('the panel')).toBeTruthy();
  });

  it('fetches its code once the page is idle where the media query matches, and only there', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', matchMediaAnswering(true));
    const phone = deferredPart();
    render(<Opener part={phone.part} media="(max-width: 1023.98px)" />);
    expect(phone.asked).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(phone.asked).toHaveBeenCalledTimes(1);

    vi.stubGlobal('matchMedia', matchMediaAnswering(false));
    const desktop = deferredPart();
    render(<Opener part={desktop.part} media="(max-width: 1023.98px)" />);
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(desktop.asked).not.toHaveBeenCalled();
  });

  it('leaves a failed fetch to the opening, which asks again', async () => {
    const asked = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Panel });
    const part = lazyPart<{ label: string }>(asked);
    part.prefetch();
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    render(<Opener part={part} />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(await screen.findByText('the panel')).toBeTruthy();
    expect(asked.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('made ready: drawn once its code has come while the page was idle where the media matches, before any opening', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', matchMediaAnswering(true));
    const phone = deferredPart();
    render(<Preparer part={phone.part} media="(max-width: 767.98px)" />);
    expect(phone.asked).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(phone.asked).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('the panel')).toBeNull();
    await act(async () => phone.arrive());
    expect(screen.getByText('the panel')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('made ready only where the media matches; elsewhere drawn at the opening, its code fetched then', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', matchMediaAnswering(false));
    const desktop = deferredPart();
    render(<Preparer part={desktop.part} media="(max-width: 767.98px)" />);
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(desktop.asked).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => desktop.arrive());
    expect(screen.getByText('the panel')).toBeTruthy();
  });
});

/** What an error boundary above the part would draw: the whole page replaced. */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p>the page failed</p> : this.props.children;
  }
}

describe('a part whose code cannot be fetched (offline, or gone with a release)', () => {
  it('drawn with lazyOrNothing: nothing where it would be, and the page around it stays', async () => {
    const asked = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const Missing = lazyOrNothing<{ label: string }>(asked);
    render(
      <PageBoundary>
        <p>the page</p>
        <Suspense fallback={<p>waiting</p>}>
          <Missing label="the panel" />
        </Suspense>
      </PageBoundary>,
    );
    await vi.waitFor(() => expect(screen.queryByText('waiting')).toBeNull());
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('the panel')).toBeNull();
    expect(screen.queryByText('the page failed')).toBeNull();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('opened (a menu, a drawer): nothing drawn, the page stays', async () => {
    const part = lazyPart<{ label: string }>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <PageBoundary>
        <p>the page</p>
        <Opener part={part} />
      </PageBoundary>,
    );
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    await vi.waitFor(() => expect(screen.queryByText('waiting')).toBeNull());
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('the page failed')).toBeNull();
  });

  it('a part the page is made of (a listing’s pieces) still fails to the page’s boundary, which says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const part = lazyPart<{ label: string }>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const Pieces = part.current();
    render(
      <PageBoundary>
        <Suspense fallback={<p>waiting</p>}>
          <Pieces label="the pieces" />
        </Suspense>
      </PageBoundary>,
    );
    expect(await screen.findByText('the page failed')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
