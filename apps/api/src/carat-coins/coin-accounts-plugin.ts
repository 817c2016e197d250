import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CoinAccountService } from './coin-account-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** A shopper's carat coin balance and ledger. */
    coinAccounts: CoinAccountService;
  }
}

export const coinAccountsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('coinAccounts', new CoinAccountService(app.db, app.settings));
  },
  { name: 'coin-accounts', dependencies: ['database', 'settings'] },
);
