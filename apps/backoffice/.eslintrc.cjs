// The back office's lint config: the React apps' shared rules (tools/eslint/react-app.cjs) with its own layers.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { reactAppConfig } = require('../../tools/eslint/react-app.cjs');

/*
 * Imports flow one way: shared (src/app: the store, services, formatting and small controls) → features →
 * composition (the routes in backoffice-app.tsx, and main.tsx).
 */
module.exports = reactAppConfig({
  root: __dirname,
  composition: ['backoffice-app.tsx', 'main.tsx'],
  belowComposition: ['features', 'app'],
  compositionMessage: 'backoffice-app.tsx and main.tsx compose the screens; code below them must not import them',
  readme: 'the back office’s .eslintrc.cjs',
});
