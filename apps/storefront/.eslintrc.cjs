// The storefront's lint config: the React apps' shared rules (tools/eslint/react-app.cjs) with its own layers.
// The shared rules are a plain file of the workspace's tools, not a library.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { reactAppConfig } = require('../../tools/eslint/react-app.cjs');

/*
 * Imports flow one way: shared (src/lib, src/app's store, hooks and session) → features → composition
 * (routes, the app's shell and seo, root).
 */
module.exports = reactAppConfig({
  root: __dirname,
  composition: ['routes', 'shell', 'seo', 'root.tsx'],
  // src/app's own files (a glob: its shell/ and seo/ folders are the app's chrome, which composes features).
  belowComposition: ['features', 'shared', 'lib', 'app/*', 'server'],
  sharedOnly: ['shared', 'lib'],
  compositionMessage: 'Routes, the shell and SEO compose features; code below them must not import them',
  readme: 'docs/architecture.md, "Inside an app"',
  nodeHost: 'server/host',
  ignorePatterns: ['.react-router/**'],
});
