import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium, never a downloaded one (docs/architecture.md "Toolchain"); root needs --no-sandbox. */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  },
});

/**
 * Runs the stories as the static Storybook does. In development @storybook/react wraps each render and each
 * user event in React's act(), which flushes every effect before the play function goes on; the built
 * Storybook (production) has no act(), so a state set in an effect is not there yet when the play function
 * looks. Under act() a story can pass here and fail for the designer who opens it. A plugin's define, not
 * the project's: Vitest turns a project's `process.env.*` defines into the test process's environment, which
 * would switch the unit tests' React to production too.
 */
const asInTheStaticStorybook: Plugin = {
  name: 'aurelia:stories-as-in-the-static-storybook',
  config: () => ({ define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
};

export default defineConfig({
  test: {
    projects: [
      {
        // Pure functions: calendar arithmetic, error picking, contrast maths.
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') }), asInTheStaticStorybook],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
