// The storefront's lint config. A .cjs file rather than JSON so the feature zones are computed from the
// folders that exist (a new feature is guarded without anyone remembering to list it) and resolved from this
// folder whatever directory ESLint runs in.
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const src = join(__dirname, 'src');
const features = readdirSync(join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Whatever composes features into pages: nothing below it may import it. */
const composition = ['routes', 'app/shell', 'app/seo', 'root.tsx'].map((part) => join(src, part));

/*
 * Imports flow one way: shared (src/lib, src/app's store, hooks and session) → features → composition
 * (routes, the app's shell and seo, root). A feature imports another feature only through that feature's index.ts, its
 * public surface; import/no-cycle keeps the graph of features one-directional.
 */
const zones = [
  {
    // src/app's own files (a glob: its shell/ and seo/ folders are the app's chrome, which composes features).
    target: [join(src, 'features'), join(src, 'lib'), join(src, 'app', '*'), join(src, 'server')],
    from: composition,
    except: [],
    message: 'Routes, the shell and SEO compose features; code below them must not import them (storefront README, "Structure").',
  },
  {
    target: [join(src, 'lib')],
    from: [join(src, 'features')],
    message: 'src/lib is shared by the features: it must not import one (storefront README, "Structure").',
  },
  ...features.map((feature) => ({
    target: join(src, 'features', feature, '**'),
    from: [join(src, 'features', '*', '**')],
    except: [join(src, 'features', feature, '**'), join(src, 'features', '*', 'index.ts')],
    message: `features/${feature} may use another feature only through its index.ts (storefront README, "Structure").`,
  })),
].map(({ except, ...zone }) => (except && except.length > 0 ? { ...zone, except } : zone));

module.exports = {
  extends: ['../../.eslintrc.json'],
  ignorePatterns: ['node_modules/**', 'dist/**', 'build/**', '.react-router/**'],
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
                message: 'libs/server-http is for the web servers (server.mjs) only: this code runs in the browser too (ARCHITECTURE.md).',
              },
            ],
          },
        ],
        'import/no-restricted-paths': ['error', { zones }],
        'import/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      // Tests compose features and routes as a page does.
      files: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/test/**'],
      rules: { 'import/no-restricted-paths': 'off' },
    },
  ],
};
