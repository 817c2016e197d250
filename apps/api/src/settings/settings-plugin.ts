import type { Setting } from '@aurelia/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { settings } from '../db/schema/index';

export class SettingsRepository {
  constructor(private readonly db: Database) {}

  /** Every setting as key and value strings, by key. */
  async list(): Promise<Setting[]> {
    return this.db.select({ key: settings.key, value: settings.value }).from(settings).orderBy(asc(settings.key));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsRepository;
  }
}

export const settingsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('settings', new SettingsRepository(app.db));
  },
  { name: 'settings', dependencies: ['database'] },
);
