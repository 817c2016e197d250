import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The setup file of the React apps' tests (storefront, kiosk): jest-dom's matchers, cleanup, what jsdom lacks. */
export const SETUP_DOM = fileURLToPath(new URL('./setup-dom.ts', import.meta.url));

/**
 * The Vitest config of a project whose tests run in Node (the jsdom of the apps' tests is set up by their
 * setup files, not by an environment). Each project's `vitest.config.ts` calls this with what is its own, so
 * `@nx/vitest` still finds a config there and infers the project's `test` target from it.
 *
 * @param {import('./node-tests.d.mts').NodeTestsOptions} [options]
 */
export function nodeTests({ include = ['src/**/*.test.ts'], coverage, ...test } = {}) {
  return defineConfig({
    test: {
      include,
      environment: 'node',
      ...test,
      ...(coverage ? { coverage: sourceCoverage(coverage) } : {}),
    },
  });
}

/**
 * Coverage of a library's `src`, measured on every run: the tests themselves, the public barrel and the
 * fixtures entry point are not code to cover.
 *
 * @param {import('./node-tests.d.mts').SourceCoverage} options
 */
function sourceCoverage({ reporter = ['text-summary'], thresholds }) {
  return {
    enabled: true,
    provider: /** @type {const} */ ('v8'),
    include: ['src/**/*.ts'],
    exclude: ['src/**/*.test.ts', 'src/index.ts', 'src/testing.ts'],
    reporter,
    ...(thresholds ? { thresholds } : {}),
  };
}
