// The lint config the workspace's React apps (storefront, kiosk) extend: React, its hooks and jsx-a11y on
// .tsx, import/no-cycle, and imports that flow one way between an app's layers (import/no-restricted-paths).
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

/**
 * Imports flow one way: shared code → features → composition. A feature imports another feature only through
 * that feature's index.ts, its public surface; import/no-cycle keeps the graph of features one-directional.
 *
 * @param {object} app
 * @param {string} app.root The app's folder (the caller's `__dirname`).
 * @param {string[]} app.composition What composes features into screens, under src/: nothing below it may import it.
 * @param {string[]} app.belowComposition Folders and globs under src/ that must not import the composition.
 * @param {string[]} [app.sharedOnly] Folders under src/ shared by the features, which must not import one.
 * @param {string} app.compositionMessage Why code below the composition must not import it.
 * @param {string} app.readme Where the app's structure is written down, for the messages.
 * @param {{ folder: string, mountedBy: string[] }} [app.compositionRoot] The folder under src/ that registers every
 *   feature (the store, its providers): only `mountedBy` (and tests) may import it.
 * @param {string} [app.nodeHost] A folder under src/ that node runs as it is (the production server): it may use
 *   libs/server-http, and nothing else in src/ may import it.
 * @param {string[]} [app.ignorePatterns]
 */
function reactAppConfig({
  root,
  composition,
  belowComposition,
  sharedOnly = [],
  compositionMessage,
  readme,
  compositionRoot,
  nodeHost,
  ignorePatterns = [],
}) {
  const src = join(root, 'src');
  // Computed from the folders that exist, so a new feature is guarded without anyone remembering to list it.
  const features = readdirSync(join(src, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const zones = [
    {
      target: belowComposition.map((part) => join(src, part)),
      from: composition.map((part) => join(src, part)),
      message: `${compositionMessage} (${readme}).`,
    },
    ...sharedOnly.map((part) => ({
      target: [join(src, part)],
      from: [join(src, 'features')],
      message: `src/${part} is shared by the features: it must not import one (${readme}).`,
    })),
    ...(compositionRoot
      ? [
          {
            target: readdirSync(src)
              .filter((entry) => entry !== compositionRoot.folder && !compositionRoot.mountedBy.includes(entry))
              .map((entry) => join(src, entry)),
            from: [join(src, compositionRoot.folder)],
            message: `src/${compositionRoot.folder} registers every feature: only ${compositionRoot.mountedBy.join(', ')} mounts it (${readme}).`,
          },
        ]
      : []),
    ...(nodeHost
      ? [
          {
            target: [src],
            from: [join(src, nodeHost)],
            except: [],
            message: `src/${nodeHost} is run by node as it is, never bundled: nothing in src/ imports it (${readme}).`,
          },
        ]
      : []),
    ...features.map((feature) => ({
      target: join(src, 'features', feature, '**'),
      from: [join(src, 'features', '*', '**')],
      except: [join(src, 'features', feature, '**'), join(src, 'features', '*', 'index.ts')],
      message: `features/${feature} may use another feature only through its index.ts (${readme}).`,
    })),
  ];

  return {
    extends: [join(__dirname, '..', '..', '.eslintrc.json')],
    ignorePatterns: ['node_modules/**', 'dist/**', 'build/**', ...ignorePatterns],
    overrides: [
      {
        files: ['*.tsx'],
        plugins: ['react', 'react-hooks', 'jsx-a11y'],
        extends: ['plugin:react/recommended', 'plugin:react/jsx-runtime', 'plugin:react-hooks/recommended', 'plugin:jsx-a11y/recommended'],
        settings: { react: { version: '19.3' } },
        rules: {
          'react/prop-types': 'off',
        },
      },
      {
        files: ['src/**/*.ts', 'src/**/*.tsx'],
        plugins: ['import'],
        settings: {
          'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
          // Relative imports only: the workspace libraries stay unresolved, so the cycle check never walks into them.
          'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
          // Packages are never part of a cycle of ours: not parsing them keeps the cycle check fast.
          'import/ignore': ['node_modules'],
        },
        rules: {
          '@typescript-eslint/no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  group: ['@aurelia/server-http', '@aurelia/server-http/*'],
                  message: 'libs/server-http is for the web servers (server.mjs) only: this code runs in the browser too (docs/architecture.md).',
                },
              ],
            },
          ],
          'import/no-restricted-paths': ['error', { zones }],
          'import/no-cycle': ['error', { ignoreExternal: true }],
        },
      },
      ...(nodeHost
        ? [
            {
              // The production server and its test run in node only, with the web servers' helpers.
              files: [`src/${nodeHost}/**`],
              rules: { '@typescript-eslint/no-restricted-imports': 'off', 'import/no-restricted-paths': 'off' },
            },
          ]
        : []),
      {
        // Tests compose features and screens as the app does.
        files: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/test/**'],
        rules: { 'import/no-restricted-paths': 'off' },
      },
    ],
  };
}

module.exports = { reactAppConfig };
