#!/usr/bin/env node
// Builds the API into one ES module, dist/main.mjs, that `node` runs in production (the `serve` target). The
// workspace libraries (@aurelia/*, TypeScript sources) are bundled in; every package from node_modules stays
// external and is loaded from there at run time, so native and data-carrying packages (sharp, PGlite,
// argon2, pg, pdfkit's fonts, swagger-ui's pages) work as they do under tsx. dist/ sits one folder below
// apps/api, like src/, so src/api-root.ts finds the migrations from either.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

/** Bare imports that are not ours stay imports of node_modules (and node: built-ins stay built-ins). */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@aurelia/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
const result = await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  plugins: [keepPackagesExternal],
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`api built: dist/main.mjs (${Math.round(bytes / 1024)} KB with its source map)`);
