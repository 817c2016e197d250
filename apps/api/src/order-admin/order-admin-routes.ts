import { backOfficeOrderEndpoints, BULK_PACK_MAX_ORDERS } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../auth/auth-plugin';
import { routeOptions } from '../http/route-options';

const tags = ['back office'];

/** The back office's orders; every record is checked against the caller's rights and stores. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orderAdmin } = app;
  const { listBackOfficeOrders, getBackOfficeOrder, transitionOrder, recordOrderCash, bulkPackOrders } = backOfficeOrderEndpoints;

  app.route({
    ...routeOptions(app, listBackOfficeOrders, {
      tags,
      description:
        'An admin sees every order; a manager the pick-up orders of their store only (delivery orders belong to no ' +
        'store and are the admins’). `q` matches part of the order number, the customer’s name, email or phone, ' +
        'in any case, `%` and `_` taken literally. `from` and `to` are India days, both included.',
    }),
    handler: async (request) => orderAdmin.list(staffActor(request), request.query),
  });

  app.route({
    ...routeOptions(app, getBackOfficeOrder, {
      tags,
      description: 'An order of another store answers 404 with the same body as one that does not exist.',
    }),
    handler: async (request) => ({ data: await orderAdmin.find(staffActor(request), request.params.orderNumber) }),
  });

  app.route({
    ...routeOptions(app, transitionOrder, {
      tags,
      description:
        'One step of libs/domain `ORDER_TRANSITIONS`, with the order row locked: 409 when the order cannot take it ' +
        'now (of two staff shipping at once, one gets 409), 403 without the step’s right, 404 out of reach. Shipping ' +
        'needs `carrier` and `tracking_number`; `tracking_url` is optional and https only (422 otherwise). Delivered ' +
        'or collected marks a cash order paid. The shopper is mailed when it ships, is ready for pick-up, or arrives.',
    }),
    handler: async (request) => {
      const { to, carrier, tracking_number: trackingNumber, tracking_url: trackingUrl } = request.body;
      const shipment = to === 'shipped' ? { carrier: carrier ?? '', trackingNumber: trackingNumber ?? '', trackingUrl } : undefined;
      return { data: await orderAdmin.transition(staffActor(request), request.params.orderNumber, to, shipment) };
    },
  });

  app.route({
    ...routeOptions(app, recordOrderCash, {
      tags,
      description: 'For a cash order with payment due that still stands (right `orders.record_cash`); 409 otherwise.',
    }),
    handler: async (request) => ({ data: await orderAdmin.recordCash(staffActor(request), request.params.orderNumber) }),
  });

  app.route({
    ...routeOptions(app, bulkPackOrders, {
      tags,
      description:
        `Up to ${BULK_PACK_MAX_ORDERS} order numbers, each packed in its own transaction: an order out of reach or ` +
        'not packable now is listed in `refused` with the reason and leaves the others packed.',
    }),
    handler: async (request) => orderAdmin.bulkPack(staffActor(request), request.body.order_numbers),
  });
};
