import type { TestProject } from 'vitest/node';
import { createDatabaseTemplates, removeDatabaseTemplates, type DatabaseTemplates } from './database-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Migrates and seeds once per run, instead of once per suite: suites then open copies
 * (openTestDatabase in build-test-app.ts). Migrating a fresh PGlite costs seconds on an idle machine,
 * tens of seconds on two busy cores.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env['TEST_DATABASE_URL'] || undefined;
  const templates = await createDatabaseTemplates(url);
  project.provide('databaseTemplates', templates);
  return () => removeDatabaseTemplates(templates, url);
}
