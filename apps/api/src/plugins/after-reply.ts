import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `task` once the answer has gone out (or the client went away), so its work and its time are not
     * part of the answer; a failure is logged with `what`, never answered. Closing the app waits for it.
     */
    afterReply: (reply: FastifyReply, what: string, task: () => Promise<void>) => void;
    /** Resolves when every task started by `afterReply` so far has ended (tests, shutdown). */
    afterReplySettled: () => Promise<void>;
  }
}

/**
 * Work a caller must not be able to time: whether an account exists decides whether a code is made and a
 * message is sent, so the account calls answer first and do that work afterwards.
 */
export const afterReplyPlugin = fp(
  async (app: FastifyInstance) => {
    const pending = new Set<Promise<void>>();
    let waiting = 0;

    app.decorate('afterReply', (reply: FastifyReply, what: string, task: () => Promise<void>) => {
      waiting += 1;
      reply.raw.once('close', () => {
        waiting -= 1;
        const run = task()
          .catch((error: unknown) => app.log.error({ err: error }, `${what} failed after the answer`))
          .finally(() => pending.delete(run));
        pending.add(run);
      });
    });
    app.decorate('afterReplySettled', async () => {
      // A task is registered before its answer closes: wait for those too (a test reads right after inject).
      while (waiting > 0 || pending.size > 0) {
        if (pending.size > 0) await Promise.all([...pending]);
        else await new Promise((resolve) => setImmediate(resolve));
      }
    });
    app.addHook('onClose', async () => {
      await Promise.all([...pending]);
    });
  },
  { name: 'after-reply' },
);
