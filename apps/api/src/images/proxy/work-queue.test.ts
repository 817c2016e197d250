import { describe, expect, it } from 'vitest';
import { QueueFullError, createWorkQueue } from './work-queue';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the image work queue', () => {
  it('runs at most `concurrency` jobs at once, the rest in arrival order', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxQueued: 10, retryAfterSeconds: 2 });
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load).toEqual({ running: 2, queued: 3 });
    gates[1]?.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(queue.load).toEqual({ running: 0, queued: 0 });
  });

  it('refuses a job at once when the line is full, and frees places after failures', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 1, retryAfterSeconds: 3 });
    const gate = deferred();
    const first = queue.run(() => gate.promise.then(() => Promise.reject(new Error('encode failed'))));
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toEqual(new QueueFullError(3));
    gate.resolve();
    await expect(first).rejects.toThrow('encode failed');
    expect(await second).toBe('second');
    expect(await queue.run(async () => 'again')).toBe('again');
  });
});
