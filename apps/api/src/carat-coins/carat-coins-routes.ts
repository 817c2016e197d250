import { caratCoinEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin';
import { requireFeature } from '../checkout/feature-guard';
import { routeOptions } from '../http/route-options';

/** Carat coins: the signed-in shopper's balance and ledger. */
export const caratCoinRoutes: FastifyPluginAsyncZod = async (app) => {
  const coins = app.coinAccounts;

  app.route({
    ...routeOptions(app, caratCoinEndpoints.getCaratCoins, {
      tags: ['carat coins'],
      description:
        'The balance is computed from the ledger (libs/domain `coinAccount`): coins are earned when an order’s payment ' +
        'is captured (per ₹100 of what was paid with money, shipping excluded; studded pieces at the studded rate), ' +
        'redeemed at checkout (`coins` on `POST /checkout`, capped by the balance and `max_redeem_percent` of the ' +
        'pieces), returned when an order that redeemed them is cancelled and reversed when an order that earned them ' +
        'is cancelled. Coins expire `expiry_months` after they were earned; expiries are written when the account is ' +
        'read. Only the caller’s own ledger is ever read. 403 while `carat-coins` is in `disabled_routes`.',
      preHandler: [requireFeature(app.settings, 'carat-coins')],
    }),
    handler: async (request) => ({ data: await coins.account(currentUser(request).id) }),
  });
};
