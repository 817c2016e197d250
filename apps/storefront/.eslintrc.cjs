// The storefront's lint config: the React apps' shared rules (tools/eslint/react-app.cjs) with its own layers.
// The shared rules are a plain file of the workspace's tools, not a library.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { reactAppConfig } = require('../../tools/eslint/react-app.cjs');

/*
 * Imports flow one way: shared (src/shared) → features → composition (routes, shell, seo, root). src/app, the
 * composition root that registers every feature's slice and listeners, is mounted by root.tsx alone; the render
 * helpers (src/server) sit below the composition, and the Node host (src/server/host) is imported by nothing.
 */
module.exports = reactAppConfig({
  root: __dirname,
  composition: ['routes', 'shell', 'seo', 'root.tsx'],
  belowComposition: ['features', 'shared', 'app', 'server'],
  sharedOnly: ['shared'],
  compositionRoot: { folder: 'app', mountedBy: ['root.tsx'] },
  compositionMessage: 'Routes, the shell and SEO compose features; code below them must not import them',
  readme: 'docs/architecture.md, "Inside an app"',
  nodeHost: 'server/host',
  ignorePatterns: ['.react-router/**'],
});
