import { checkoutEndpoints, checkoutHeadersSchema } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin';
import { requireFeature } from './feature-guard';
import { isUnknownGiftCard } from '../gift-cards/order-gift-cards';
import { routeOptions } from '../http/route-options';

const tags = ['checkout'];

/** Checkout: the server-priced summary and placing an order. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, orderBook } = app;
  const checkoutOn = requireFeature(app.settings, 'checkout');
  const { getCheckoutSummary, previewCheckoutSummary, placeOrder } = checkoutEndpoints;

  app.route({
    ...routeOptions(app, getCheckoutSummary, {
      tags,
      description:
        'Priced by the server from the server cart with the shared rule (libs/domain `priceCheckout`): subtotal with ' +
        '3% GST included, shipping (free for pick-up and at or above `free_shipping_from`), total. Each line says ' +
        'whether it can be bought now. `coins` previews carat coins: `carat_coins` gives the balance, the most this ' +
        'order may use (`max_redeem_percent` of the pieces) and what would be redeemed, capped by both, never refused; ' +
        '`total` is after the coins. `gift_card` is null: a gift card is previewed with `POST /checkout/summary`, ' +
        'since codes never travel in URLs. 422 for an empty cart or an unknown store; 403 while `checkout` is in ' +
        'the `disabled_routes` setting.',
      preHandler: [checkoutOn],
    }),
    handler: async (request) => ({
      data: await checkout.summary(currentUser(request).id, request.query.fulfilment, request.query.store, request.query.coins),
    }),
  });

  app.route({
    ...routeOptions(app, previewCheckoutSummary, {
      tags,
      description:
        'The summary of `GET /checkout/summary` for the choices in the body, with `gift_card_code` previewed as ' +
        '`POST /checkout` would apply it: `gift_card` gives the masked code, the card’s `balance`, what it pays of ' +
        'this order (`applied`, up to what is left after the coins) and what stays on it (`balance_after`); `total` ' +
        'is what is left to pay. Nothing is reserved or spent: the card is read without a lock and may be spent ' +
        'elsewhere before the order is placed. Without a code, `gift_card` is null. A code that is not a usable ' +
        'card is a 422 on `gift_card_code` (the message `POST /checkout` gives) and counts towards the wrong-code ' +
        'limits of the balance check (429 with Retry-After); a spent card is a 422 that does not count.',
      preHandler: [checkoutOn],
    }),
    handler: async (request, reply) => {
      const { fulfilment, store, coins, gift_card_code: code } = request.body;
      const preview = () => checkout.summary(currentUser(request).id, fulfilment, store, coins, code);
      // A preview looks a card up by its code: wrong codes count as guesses, exactly as at placing the order.
      return { data: code === undefined ? await preview() : await app.giftCardGuesses.attempt(request, reply, preview, isUnknownGiftCard) };
    },
  });

  app.route({
    ...routeOptions(app, placeOrder, {
      tags,
      description:
        'Send a new `Idempotency-Key` (8–100 visible ASCII characters) for each attempt to order. In one transaction ' +
        'the cart is priced again from the catalogue, stock is reserved (pre-orderable pieces may exceed it) and the ' +
        'order is written: `pending_payment` until `reserved_until` for card, bank and wallet, with its first payment ' +
        'attempt opened at the provider (`payment.pay_url`, the sandbox’s `/sandbox-pay/{id}`: send the shopper there; ' +
        'the cart stays until the payment succeeds), `confirmed` with payment due for cash, which also empties the ' +
        'cart. 201 with the order; the same key and body again answers 200 with the same order; the same key with ' +
        'another body is 422. 409 when a piece is short of stock (the message names it) or the store is closed; 422 ' +
        'for an empty cart or an address or store that is not yours to choose; 403 while `checkout` is in the ' +
        '`disabled_routes` setting. With `gift_card_code` the card (locked while the order is written) pays what it ' +
        'holds up to the total (`gift_card`), the payment method the rest (`amount_due`); when it covers it all the ' +
        'order is confirmed and paid at once. A code that is not a usable card is a 422 on `gift_card_code` and counts ' +
        'towards the wrong-code limits of the balance check (429). A cancelled order puts its gift card amount back. With `coins` the shopper’s coin account is locked while ' +
        'the order is written and the coins redeemed are capped by the balance and the share of the pieces the terms ' +
        'allow (asking for more is not an error; `carat_coins` on the order says how many were used, ' +
        '`carat_coins_value` what they paid); a cancelled order gives them back.',
      headers: checkoutHeadersSchema,
      preHandler: [checkoutOn],
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const place = () => checkout.placeOrder(user.id, request.headers['idempotency-key'], request.body);
      // A gift card code is a guess like any other: wrong ones count towards the same limits.
      const { orderId, replayed } = request.body.gift_card_code === undefined ? await place() : await app.giftCardGuesses.attempt(request, reply, place, isUnknownGiftCard);
      return reply.code(replayed ? 200 : 201).send({ data: await orderBook.findById(orderId) });
    },
  });
};
