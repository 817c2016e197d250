/**
 * Proves that the storefront's own layering (apps/storefront/.eslintrc.cjs, docs/architecture.md "Inside an app") is enforced,
 * not only written down: imports flow shared (src/shared) → features → routes, shell and SEO; src/app, which
 * registers every feature, is mounted by root.tsx alone; nothing in src/ imports the Node host (src/server/host);
 * a feature uses another feature only through its index.ts; and no import cycle passes lint. Each probe is linted in
 * memory (no file is written) at a path inside the storefront, as in module-boundaries.test.ts.
 */
import { join } from 'node:path';
import { loadESLint, type Linter } from 'eslint';
import type { LegacyESLint as LegacyESLintClass } from 'eslint/use-at-your-own-risk';
import { beforeAll, describe, expect, it } from 'vitest';
import { workspaceRoot } from './workspace-projects';

const SRC = 'apps/storefront/src';
const at = (path: string) => join(workspaceRoot, SRC, path);

let eslint: LegacyESLintClass;
let LegacyESLint: typeof LegacyESLintClass;
beforeAll(async () => {
  LegacyESLint = await loadESLint({ useFlatConfig: false });
  // The zone probes are files that do not exist; import/no-cycle needs the linted file on disk, so it is off
  // here (its own cases below lint real files).
  eslint = new LegacyESLint({ cwd: workspaceRoot, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
});

/** The messages of the layering rules for `code` linted as the file `path` (under apps/storefront/src). */
async function layeringErrors(code: string, path: string, linter: LegacyESLintClass = eslint) {
  const [result] = await linter.lintText(code, { filePath: at(path) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'import/no-cycle')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

/**
 * The storefront's own import/no-cycle setting for `path`, with the strongly-connected-components shortcut off:
 * that shortcut is computed from the files on disk, where the probe's new import is not, so it would skip the
 * very cycle the probe closes. The severity and other options are the config's: turning the rule off fails
 * these cases.
 */
async function cycleLinter(path: string) {
  const asConfigured = new LegacyESLint({ cwd: workspaceRoot });
  const config = (await asConfigured.calculateConfigForFile(at(path))) as { rules?: Record<string, unknown> };
  const [severity, options] = [config.rules?.['import/no-cycle']].flat() as [Linter.RuleSeverity, object | undefined];
  return new LegacyESLint({
    cwd: workspaceRoot,
    overrideConfig: { rules: { 'import/no-cycle': [severity, { ...options, disableScc: true }] } },
  });
}

const importing = (names: string, from: string) => `import { ${names} } from '${from}';\nexport const probe = [${names}];\n`;

describe('a feature uses another feature only through its index.ts', () => {
  it("refuses an import of another feature's internal file", async () => {
    const errors = await layeringErrors(importing('selectWishlistIds', '../wishlist/wishlist-slice'), 'features/cart/probe.ts');
    expect(errors.join('\n')).toMatch(/import\/no-restricted-paths: .*features\/cart may use another feature only through its index\.ts/);
  });

  it("allows the same name through the other feature's index.ts", async () => {
    expect(await layeringErrors(importing('selectWishlistIds', '../wishlist'), 'features/cart/probe.ts')).toEqual([]);
  });

  it('allows a feature its own files', async () => {
    expect(await layeringErrors(importing('cartCleared', './cart-slice'), 'features/cart/probe.ts')).toEqual([]);
  });

  it('lets a test compose features as a route does', async () => {
    expect(await layeringErrors(importing('selectWishlistIds', '../wishlist/wishlist-slice'), 'features/cart/probe.test.ts')).toEqual([]);
  });
});

describe('imports flow shared → features → routes, shell and SEO', () => {
  it.each([
    ['features/cart/probe.ts', '../../shell/shell', 'Shell'],
    ['features/cart/probe.ts', '../../routes/cart', 'meta'],
    ['shared/probe.ts', '../seo/page-meta', 'pageMeta'],
    ['app/probe.ts', '../routes/home', 'loader'],
  ])('refuses %s importing %s', async (path, from, names) => {
    const errors = await layeringErrors(importing(names, from), path);
    expect(errors.join('\n')).toMatch(/import\/no-restricted-paths: .*Routes, the shell and SEO compose features/);
  });

  it('refuses src/shared importing a feature, even through its index.ts', async () => {
    const errors = await layeringErrors(importing('selectSettings', '../features/settings'), 'shared/probe.ts');
    expect(errors.join('\n')).toMatch(/import\/no-restricted-paths: .*src\/shared is shared by the features/);
  });

  it('lets routes and the shell compose features', async () => {
    expect(await layeringErrors(importing('CartDrawer', '../../features/cart/cart-drawer'), 'shell/probe.tsx')).toEqual([]);
    expect(await layeringErrors(importing('addToCart', '../features/cart/cart-actions'), 'routes/probe.tsx')).toEqual([]);
  });
});

describe('src/app, the composition root, is mounted by root.tsx alone', () => {
  it.each([
    ['features/cart/probe.ts', '../../app/store', 'makeStore'],
    ['shared/probe.ts', '../app/store', 'makeStore'],
    ['server/probe.server.ts', '../app/listener-middleware', 'createAppListenerMiddleware'],
    ['routes/probe.tsx', '../app/app-providers', 'AppProviders'],
    ['shell/probe.tsx', '../app/persist-cart', 'persistCart'],
  ])('refuses %s importing %s', async (path, from, names) => {
    const errors = await layeringErrors(importing(names, from), path);
    expect(errors.join('\n')).toMatch(/import\/no-restricted-paths: .*src\/app registers every feature: only root\.tsx mounts it/);
  });

  it('lets root.tsx mount it, and features and routes use src/shared', async () => {
    expect(await layeringErrors(importing('AppProviders', './app/app-providers'), 'root.tsx')).toEqual([]);
    expect(await layeringErrors(importing('useAppDispatch', '../../shared/hooks'), 'features/cart/probe.ts')).toEqual([]);
    expect(await layeringErrors(importing('useAppDispatch', '../shared/hooks'), 'routes/probe.tsx')).toEqual([]);
  });
});

describe('src/server/host is run by node as it is', () => {
  it.each([
    ['server/probe.server.ts', './host/as-guest.mjs'],
    ['routes/probe.tsx', '../server/host/serve.mjs'],
  ])('refuses %s importing %s', async (path, from) => {
    const errors = await layeringErrors(importing('asGuestWhereSame', from), path);
    expect(errors.join('\n')).toMatch(/import\/no-restricted-paths: .*src\/server\/host is run by node as it is/);
  });
});

describe('import/no-cycle', () => {
  it('refuses an import that closes a cycle', async () => {
    // cart/index.ts re-exports cart-slice.ts: cart-slice importing the index back is a cycle.
    const file = 'features/cart/cart-slice.ts';
    const errors = await layeringErrors(importing('addToCart', './index'), file, await cycleLinter(file));
    expect(errors.join('\n')).toMatch(/import\/no-cycle: Dependency cycle/);
  });

  it('refuses a cycle between two features', async () => {
    // auth-thunks imports the cart's index.ts; a cart file that the index re-exports importing auth's thunks
    // closes the loop (and reaches into auth's internals as well).
    const file = 'features/cart/cart-actions.ts';
    const errors = await layeringErrors(importing('logout', '../auth/auth-thunks'), file, await cycleLinter(file));
    expect(errors.join('\n')).toMatch(/import\/no-cycle: Dependency cycle/);
  });
});
