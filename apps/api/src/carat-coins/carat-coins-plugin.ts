import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CoinAccountService } from './coin-account-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** A shopper's carat coin balance and ledger. */
    coinAccounts: CoinAccountService;
  }
}

export const caratCoinsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('coinAccounts', new CoinAccountService(app.db, app.settings));
  },
  { name: 'carat-coins', dependencies: ['database', 'settings'] },
);
