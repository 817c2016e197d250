import type { Setting } from '@aurelia/contracts';
import { asc, sql } from 'drizzle-orm';
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

  /**
   * Creates or changes each setting in one statement. Settings are read from the table on every request
   * (nothing keeps them in memory), so the next `list()` sees the change. Keys must be distinct. `db` is a
   * transaction when the change is audited with it.
   */
  async upsert(entries: readonly Setting[], db: Pick<Database, 'insert'> = this.db): Promise<void> {
    if (entries.length === 0) return;
    await db
      .insert(settings)
      .values(entries.map(({ key, value }) => ({ key, value })))
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
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
