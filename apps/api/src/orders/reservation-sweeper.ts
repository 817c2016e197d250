import type { FastifyInstance } from 'fastify';
import { expireStaleAttempts } from '../payments/stale-attempts';
import { releaseExpiredReservations } from './release-reservations';

/** How often the sweeper runs, by default. */
export const RESERVATION_RELEASE_INTERVAL_MS = 60_000;

/**
 * The sweeper: on an interval while the app runs, it releases the stock of unpaid orders past their
 * reservation ({@link releaseExpiredReservations}) and closes gift-card and gold-plan attempts left
 * unanswered ({@link expireStaleAttempts}). Both lock with `SKIP LOCKED`, so every API process may run it.
 * The timer is `unref`ed (it never keeps the process alive), runs never overlap, a failed run (the database
 * away) is logged and tried again next time, and it stops when the app closes.
 */
export function scheduleReservationSweeper(app: FastifyInstance, intervalMs = RESERVATION_RELEASE_INTERVAL_MS): void {
  let running: Promise<void> | null = null;
  const sweep = async () => {
    const now = new Date();
    const released = await releaseExpiredReservations(app.db, now);
    if (released.length > 0) app.log.info({ orders: released }, 'released the stock of unpaid orders');
    const expired = await expireStaleAttempts(app.db, now);
    if (expired.giftCards + expired.instalments > 0) app.log.info(expired, 'closed payment attempts left unanswered');
  };
  const run = () => {
    if (running) return;
    running = sweep()
      .catch((error: unknown) => app.log.warn({ err: error }, 'the sweeper failed; it runs again on its next tick'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
