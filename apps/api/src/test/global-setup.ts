import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  // Every temporary folder of the run (each app's DATA_DIR with its mail, uploads and resized pictures: tens of MB a
  // run) under one, removed when the run ends; the workers inherit TMPDIR, and os.tmpdir() reads it.
  const runDir = mkdtempSync(join(tmpdir(), 'aurelia-api-run-'));
  chmodSync(runDir, 0o755); // a test's own PostgreSQL cluster runs as user postgres in a folder under it
  process.env['TMPDIR'] = runDir;
  const url = process.env['TEST_DATABASE_URL'] || undefined;
  const templates = await createDatabaseTemplates(url);
  project.provide('databaseTemplates', templates);
  return async () => {
    await removeDatabaseTemplates(templates, url);
    rmSync(runDir, { recursive: true, force: true });
  };
}
