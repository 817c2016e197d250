/**
 * Proves that the dependency table of docs/architecture.md is enforced, not only declared: for every pair of
 * workspace projects, an import written from one into the other is linted with the root .eslintrc.json
 * (in memory, no file is written) and must fail or pass exactly as the table says. The table is restated
 * here on purpose, so a loosened lint config shows up as a failing test.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadESLint, type ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { workspaceRoot, workspaceProjects, type WorkspaceProject } from './workspace-projects';

/** docs/architecture.md "Dependency rules": which library tags a project carrying a tag may depend on. */
const ALLOWED: Record<string, readonly string[]> = {
  'type:domain': [],
  'type:contracts': [],
  'type:data-access': ['type:contracts', 'type:domain'],
  'type:ui': ['type:domain'],
  'scope:server': ['type:domain', 'type:contracts', 'type:scenes'],
  // libs/piece-scenes: three.js only, nothing of ours; the storefront's viewer and the API's seed (its designs) use it.
  'type:scenes': [],
  // libs/server-http: Node and Express only, nothing of ours.
  'type:server-lib': [],
  // The web servers (the kiosk's and back office's server.mjs, the storefront's src/server/host/) may use type:server-lib; the rest of
  // an app's src/, which runs in the browser, may not (below).
  'type:app': ['type:domain', 'type:contracts', 'type:data-access', 'type:ui', 'type:server-lib', 'type:scenes'],
  // End-to-end projects drive the apps from outside: they may share only the rules, the wire shapes and their support.
  'type:e2e': ['type:domain', 'type:contracts', 'type:e2e-support'],
  // libs/e2e-support: seeded accounts, axe, sign-in, clock and Playwright settings for the e2e projects only.
  'type:e2e-support': ['type:domain', 'type:contracts'],
};

function mayDepend(source: WorkspaceProject, target: WorkspaceProject): boolean {
  return source.tags
    .filter((tag) => tag in ALLOWED)
    .every((tag) => target.tags.some((targetTag) => ALLOWED[tag]?.includes(targetTag)));
}

/** Libraries for the web servers only: no project's browser code may import them, an app's Node host may. */
const serverOnly = (project: WorkspaceProject) => project.tags.includes('type:server-lib');

let eslint: ESLint;
async function lint(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, filePath) });
  return result?.messages ?? [];
}
const boundaryErrors = (messages: ESLint.LintResult['messages']) =>
  messages.filter((m) =>
    ['@nx/enforce-module-boundaries', 'no-restricted-imports', '@typescript-eslint/no-restricted-imports'].includes(m.ruleId ?? ''),
  );
const REFUSED = /cannot depend on|can not depend on|can only depend on|not allowed|Circular dependency|for the web servers/;

beforeAll(async () => {
  const LegacyESLint = await loadESLint({ useFlatConfig: false });
  eslint = new LegacyESLint({ cwd: workspaceRoot }) as ESLint;
});

const projects = workspaceProjects().filter((p) => !p.tags.includes('type:tools'));
const libraries = projects.filter((p) => p.importPath);
const pairs = projects.flatMap((source) =>
  libraries.filter((target) => target.name !== source.name).map((target) => [source, target] as const),
);

describe('docs/architecture.md "Dependency rules" are enforced by @nx/enforce-module-boundaries', () => {
  it('knows the projects of the workspace', () => {
    expect(libraries.map((p) => p.name)).toEqual(expect.arrayContaining(['domain', 'contracts', 'api-client']));
  });

  // The probe is in the project's src/: a server-only library is refused there even where the project may use it.
  it.each(pairs.map(([s, t]) => [s.name, t.name, mayDepend(s, t) && !serverOnly(t) ? 'may' : 'may not', s, t] as const))(
    '%s %s import %s',
    async (_s, _t, verdict, source, target) => {
      const code = `import * as probe from '${target.importPath}';\nexport const used = probe;\n`;
      const errors = boundaryErrors(await lint(code, `${source.root}/src/boundary-probe.ts`));
      if (verdict === 'may') expect(errors).toEqual([]);
      else expect(errors.map((e) => e.message).join('\n')).toMatch(REFUSED);
    },
  );
});

describe('libs/server-http is for the storefront, kiosk and back-office servers only', () => {
  const probe = `import { forwardToApi } from '@aurelia/server-http/forward-to-api';\nexport const used = forwardToApi;\n`;

  it.each([
    'apps/storefront/src/server/host/probe.mjs',
    'apps/storefront/src/server/host/probe.test.ts',
    'apps/kiosk/server-probe.mjs',
    'apps/backoffice/server-probe.mjs',
  ])(
    'may be imported by the web server file %s',
    async (file) => {
      expect(boundaryErrors(await lint(probe, file))).toEqual([]);
    },
  );

  it.each([
    'apps/storefront/src/routes/probe.tsx',
    'apps/storefront/src/server/probe.server.ts',
    'apps/kiosk/src/app/probe.ts',
    'apps/backoffice/src/app/probe.ts',
    'apps/backoffice/src/features/orders/probe.tsx',
  ])(
    'may not be imported by the app code %s, which runs in the browser too',
    async (file) => {
      const errors = boundaryErrors(await lint(probe, file));
      expect(errors.map((e) => e.message)).toContain(
        "'@aurelia/server-http/forward-to-api' import is restricted from being used by a pattern. libs/server-http is for the web servers (server.mjs) only: this code runs in the browser too (docs/architecture.md).",
      );
    },
  );

  it.each(['apps/api/src/probe.ts', 'libs/ui/src/probe.ts', 'libs/domain/src/probe.ts', 'apps/storefront-e2e/src/probe.ts'])(
    'may not be imported by %s',
    async (file) => {
      expect(boundaryErrors(await lint(probe, file)).map((e) => e.message).join('\n')).toMatch(REFUSED);
    },
  );
});

describe('libs/e2e-support is for the e2e projects only', () => {
  const probe = `import { SHOPPER } from '@aurelia/e2e-support';\nexport const used = SHOPPER;\n`;

  it.each(['apps/storefront-e2e/src/probe.spec.ts', 'apps/kiosk-e2e/src/probe.spec.ts', 'apps/backoffice-e2e/src/probe.spec.ts', 'apps/security/src/probe.spec.ts'])(
    'may be imported by %s',
    async (file) => {
      expect(boundaryErrors(await lint(probe, file))).toEqual([]);
    },
  );

  // Refused by the allow-lists; notDependOnLibsWithTags rules on the production tags keep it so if a list widens.
  it.each([
    'apps/api/src/probe.ts',
    'apps/storefront/src/routes/probe.tsx',
    'apps/kiosk/src/app/probe.ts',
    'apps/backoffice/src/app/probe.ts',
    'libs/ui/src/probe.ts',
    'libs/domain/src/probe.ts',
    'libs/server-http/src/probe.ts',
  ])(
    'may not be imported by the production code %s',
    async (file) => {
      expect(boundaryErrors(await lint(probe, file)).map((e) => e.message).join('\n')).toMatch(REFUSED);
    },
  );

  it('stays refused to production code with every allow-list widened to it, by the notDependOnLibsWithTags rules', async () => {
    type Constraint = { sourceTag: string; onlyDependOnLibsWithTags?: string[] };
    type RuleEntry = ['error' | 'warn', { depConstraints: Constraint[] }];
    const config = JSON.parse(readFileSync(join(workspaceRoot, '.eslintrc.json'), 'utf8')) as { overrides: { rules?: Record<string, RuleEntry> }[] };
    const entry = config.overrides.map((o) => o.rules?.['@nx/enforce-module-boundaries']).find((rule) => rule !== undefined);
    if (!entry) throw new Error('no @nx/enforce-module-boundaries in .eslintrc.json');
    const [level, options] = entry;
    const depConstraints = options.depConstraints.map((c) =>
      c.onlyDependOnLibsWithTags ? { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:e2e-support'] } : c,
    );
    const LegacyESLint = await loadESLint({ useFlatConfig: false });
    const loose = new LegacyESLint({
      cwd: workspaceRoot,
      overrideConfig: { rules: { '@nx/enforce-module-boundaries': [level, { ...options, depConstraints }] } },
    }) as ESLint;
    for (const file of ['apps/api/src/probe.ts', 'apps/storefront/src/routes/probe.tsx', 'apps/kiosk/src/app/probe.ts', 'apps/backoffice/src/app/probe.ts', 'libs/ui/src/probe.ts', 'libs/server-http/src/probe.ts']) {
      const [result] = await loose.lintText(probe, { filePath: join(workspaceRoot, file) });
      expect(boundaryErrors(result?.messages ?? []).map((e) => e.message).join('\n'), file).toMatch(/can not depend on libs tagged with "type:e2e-support"/);
    }
  });
});

describe('libs/domain stays framework-free (bannedExternalImports and Node built-ins)', () => {
  it.each(['react', 'axios', 'axios-retry', '@reduxjs/toolkit', 'redux-persist', 'zod'])(
    'refuses an import of %s',
    async (pkg) => {
      const errors = boundaryErrors(await lint(`import * as x from '${pkg}';\nexport const y = x;\n`, 'libs/domain/src/probe.ts'));
      expect(errors.length).toBeGreaterThan(0);
    },
  );

  it('names the banned package in the error once it is installed', async () => {
    const errors = boundaryErrors(await lint(`import axios from 'axios';\nexport const y = axios;\n`, 'libs/domain/src/probe.ts'));
    expect(errors.map((e) => e.message)).toContain('A project tagged with "type:domain" is not allowed to import "axios"');
  });

  it.each(['node:fs', 'fs', 'node:crypto', 'path'])('refuses the Node built-in %s', async (mod) => {
    const errors = boundaryErrors(await lint(`import * as x from '${mod}';\nexport const y = x;\n`, 'libs/domain/src/probe.ts'));
    expect(errors.map((e) => e.ruleId)).toContain('no-restricted-imports');
  });

  it('still allows the same Node built-in in a library that runs tests on Node', async () => {
    const errors = boundaryErrors(await lint(`import * as x from 'node:http';\nexport const y = x;\n`, 'libs/api-client/src/probe.test.ts'));
    expect(errors).toEqual([]);
  });
});

describe('libs/contracts depends on zod only', () => {
  it('refuses axios', async () => {
    const errors = boundaryErrors(await lint(`import axios from 'axios';\nexport const y = axios;\n`, 'libs/contracts/src/probe.ts'));
    expect(errors.map((e) => e.message)).toContain('A project tagged with "type:contracts" is not allowed to import "axios"');
  });
  it('allows zod', async () => {
    expect(boundaryErrors(await lint(`import { z } from 'zod';\nexport const y = z;\n`, 'libs/contracts/src/probe.ts'))).toEqual([]);
  });
});

describe('libs/piece-scenes depends on three.js only', () => {
  it('refuses React', async () => {
    const errors = boundaryErrors(await lint(`import * as React from 'react';\nexport const y = React;\n`, 'libs/piece-scenes/src/probe.ts'));
    expect(errors.map((e) => e.message)).toContain('A project tagged with "type:scenes" is not allowed to import "react"');
  });
  it('allows three and its add-ons', async () => {
    const code = `import { Scene } from 'three';\nimport { OrbitControls } from 'three/addons/controls/OrbitControls.js';\nexport const y = [Scene, OrbitControls];\n`;
    expect(boundaryErrors(await lint(code, 'libs/piece-scenes/src/probe.ts'))).toEqual([]);
  });
});

describe('nx graph shows only the allowed edges', () => {
  it('every edge between workspace projects is allowed by the table', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'graph-')), 'graph.json');
    execFileSync('npx', ['nx', 'graph', `--file=${out}`], {
      cwd: workspaceRoot,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
      stdio: 'pipe',
    });
    const graph = JSON.parse(readFileSync(out, 'utf8')) as {
      graph: { dependencies: Record<string, { source: string; target: string }[]> };
    };
    const byName = new Map(projects.map((p) => [p.name, p]));
    const edges = Object.values(graph.graph.dependencies)
      .flat()
      .filter((e) => byName.has(e.source) && byName.has(e.target));
    expect(edges.length).toBeGreaterThan(0);
    const forbidden = edges.filter((e) => {
      const source = byName.get(e.source);
      const target = byName.get(e.target);
      return source && target && !mayDepend(source, target);
    });
    expect(forbidden).toEqual([]);
  });
});
