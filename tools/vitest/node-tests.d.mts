import type { ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;

/** Coverage of a library's `src` (see `nodeTests`). */
export interface SourceCoverage {
  /** Reporters (default `text-summary`). */
  reporter?: string[];
  /** Percentages below which the run fails. */
  thresholds?: { lines: number; branches: number; statements: number; functions: number };
}

/** A project's own test options; `include` defaults to `src/**\/*.test.ts`. */
export interface NodeTestsOptions extends Omit<TestOptions, 'coverage' | 'environment'> {
  /** Measure coverage of `src` on every run. */
  coverage?: SourceCoverage;
}

/** The setup file of the React apps' tests (storefront, kiosk), as an absolute path for `setupFiles`. */
export declare const SETUP_DOM: string;

/** The Vitest config of a project whose tests run in Node. */
export declare function nodeTests(options?: NodeTestsOptions): ViteUserConfig;
