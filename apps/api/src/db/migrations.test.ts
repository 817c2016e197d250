import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './database';

const projectRoot = join(MIGRATIONS_FOLDER, '..');
const scratch = mkdtempSync(join(tmpdir(), 'aurelia-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('committed migrations (docs/architecture.md "House style": generated, committed, never edited after release)', () => {
  it('match the Drizzle schema: generating again from src/db/schema adds nothing', () => {
    const out = join(scratch, 'drizzle');
    cpSync(MIGRATIONS_FOLDER, out, { recursive: true });
    const before = readdirSync(out).sort();
    const run = spawnSync(
      'npx',
      ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './src/db/schema/index.ts', '--out', relative(projectRoot, out)],
      // drizzle-kit reads --out relative to the working folder, even an absolute one.
      { cwd: projectRoot, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain('No schema changes');
    expect(readdirSync(out).sort()).toEqual(before);
  });
});
