import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { releaseExpiredReservations } from './release-reservations';

/** How often unpaid orders past their reservation are looked for, by default. */
export const RESERVATION_RELEASE_INTERVAL_MS = 60_000;

/**
 * Runs {@link releaseExpiredReservations} on an interval while the app runs: the timer is `unref`ed (it
 * never keeps the process alive), runs never overlap, and it stops when the app closes.
 */
export const reservationReleasePlugin = fp(
  async (app: FastifyInstance, options: { intervalMs?: number }) => {
    const intervalMs = options.intervalMs ?? RESERVATION_RELEASE_INTERVAL_MS;
    let running: Promise<void> | null = null;
    const run = () => {
      if (running) return;
      running = releaseExpiredReservations(app.db, new Date())
        .then((released) => {
          if (released.length > 0) app.log.info({ orders: released }, 'released the stock of unpaid orders');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'releasing expired reservations failed'))
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
  },
  { name: 'reservation-release', dependencies: ['database'] },
);
