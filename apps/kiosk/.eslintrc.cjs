// The kiosk's lint config: the React apps' shared rules (tools/eslint/react-app.cjs) with its own layers.
// The shared rules are a plain file of the workspace's tools, not a library.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { reactAppConfig } = require('../../tools/eslint/react-app.cjs');

/*
 * Imports flow one way: shared (src/app: the store, hooks, services and small controls) → features →
 * composition (the screens' routes in kiosk-app.tsx, and main.tsx).
 */
module.exports = reactAppConfig({
  root: __dirname,
  composition: ['kiosk-app.tsx', 'main.tsx'],
  belowComposition: ['features', 'app', 'not-found-screen.tsx'],
  compositionMessage: 'kiosk-app.tsx and main.tsx compose the screens; code below them must not import them',
  readme: 'the kiosk’s .eslintrc.cjs',
});
