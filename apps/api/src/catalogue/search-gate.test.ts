import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchTimeoutError } from './search-deadline';
import { SearchGate } from './search-gate';

const far = () => performance.now() + 60_000;
/** A turn of the event loop, as a search's I/O gives: the gate may start or hand on others meanwhile. */
const aTurn = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('the search gate', () => {
  it('runs at most `concurrency` searches at once, the others in arrival order', async () => {
    const gate = new SearchGate({ concurrency: 2, maxWaiting: 10 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        gate.run(far(), async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(index);
          await aTurn();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a search past the waiting room at once, and one whose time ran out while it waited, without running either', async () => {
    // Only the clock deadlines are read from is moved; the gate hands turns on with the real setImmediate.
    vi.useFakeTimers({ toFake: ['performance'] });
    const gate = new SearchGate({ concurrency: 1, maxWaiting: 1 });
    let ran = 0;
    let finishFirst = () => undefined as void;
    const first = gate.run(far(), async () => {
      ran += 1;
      await new Promise<void>((resolve) => (finishFirst = resolve));
    });
    const late = gate.run(performance.now() + 10, async () => {
      ran += 1;
    });
    await expect(gate.run(far(), async () => (ran += 1))).rejects.toBeInstanceOf(SearchTimeoutError);
    vi.advanceTimersByTime(10);
    finishFirst();
    await first;
    await expect(late).rejects.toBeInstanceOf(SearchTimeoutError);
    expect(ran).toBe(1);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
