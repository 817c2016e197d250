import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AddressRepository } from '../addresses/address-repository';
import { AppointmentRepository } from '../appointments/appointment-repository';
import { CartRepository } from '../cart/cart-repository';
import { OrderRepository } from '../orders/order-repository';
import { StoreRepository } from '../stores/store-repository';
import { WishlistRepository } from '../wishlist/wishlist-repository';

declare module 'fastify' {
  interface FastifyInstance {
    addressBook: AddressRepository;
    appointments: AppointmentRepository;
    carts: CartRepository;
    orderBook: OrderRepository;
    stores: StoreRepository;
    wishlists: WishlistRepository;
  }
}

/**
 * The repositories more than one route plugin or service reads through, built once on the database plugin's
 * connection. Their reads take an optional transaction, so a service can read through them inside its own.
 */
export const repositoriesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('addressBook', new AddressRepository(app.db));
    app.decorate('appointments', new AppointmentRepository(app.db));
    app.decorate('carts', new CartRepository(app.db, app.catalogue));
    app.decorate('orderBook', new OrderRepository(app.db));
    app.decorate('stores', new StoreRepository(app.db));
    app.decorate('wishlists', new WishlistRepository(app.db, app.catalogue));
  },
  { name: 'repositories', dependencies: ['database', 'catalogue'] },
);
