import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseConnection } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database. */
    db: Database;
    /** The open connection behind {@link FastifyInstance.db}: readiness and shutdown. */
    database: DatabaseConnection;
  }
}

/** Makes an open database available to the app and closes it when the app closes. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { connection: DatabaseConnection }) => {
    app.decorate('database', options.connection);
    app.decorate('db', options.connection.db);
    app.addHook('onClose', async () => {
      await options.connection.close();
    });
  },
  { name: 'database' },
);
