import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { registerFeaturePlugins, registerFeatureRoutes, type Feature, type FeatureOptions } from './feature';
import { features } from './features';
import { testConfig } from './test/build-test-app';

const SRC = dirname(fileURLToPath(import.meta.url));
/** Folders whose plugin is infrastructure, registered by app.ts itself: auth reads the kiosk feature's devices. */
const INFRASTRUCTURE = new Set(['auth']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [relative(SRC, join(dir, entry.name))],
  );
}

describe('the feature list', () => {
  it('holds every src/<feature>/<feature>-plugin.ts, each plugin named after its folder', () => {
    const folders = readdirSync(SRC, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const withPlugin = folders
      .filter(({ name }) => !INFRASTRUCTURE.has(name) && existsSync(join(SRC, name, `${name}-plugin.ts`)))
      .map(({ name }) => name);
    expect(features.filter((feature) => feature.plugin).map((feature) => feature.name).sort()).toEqual(withPlugin.sort());
  });

  it('keeps every route module in the folder of a listed feature', () => {
    const names = new Set(features.map((feature) => feature.name));
    const routeModules = filesUnder(SRC).filter((file) => /-routes\.ts$/.test(file));
    expect(routeModules.length).toBeGreaterThan(20);
    expect(routeModules.filter((file) => !names.has(file.split('/')[0] ?? '') || file.split('/').length !== 2)).toEqual([]);
  });
});

describe('registering features', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const options: FeatureOptions = { config: testConfig() };
  const loaded: string[] = [];
  const plugin = (name: string, dependencies: string[] = []) =>
    fp(
      async () => {
        loaded.push(name);
      },
      { name, dependencies },
    );
  const route =
    (url: string): FastifyPluginAsyncZod<FeatureOptions> =>
    async (scope) => {
      scope.get(url, async () => ({ url }));
    };

  it('loads a plugin after the features it depends on, otherwise in the list order', async () => {
    loaded.length = 0;
    app = Fastify();
    const list: Feature[] = [
      { name: 'a', plugin: plugin('a', ['c', 'database']) },
      { name: 'b', plugin: plugin('b') },
      { name: 'c', plugin: plugin('c', ['b']) },
      { name: 'd', plugin: plugin('d', ['a']) },
    ];
    app.register(plugin('database'));
    await registerFeaturePlugins(app, list, options);
    expect(loaded).toEqual(['database', 'b', 'c', 'a', 'd']);
  });

  it('refuses features that need each other, and a plugin not named after its feature', async () => {
    app = Fastify();
    const cycle: Feature[] = [
      { name: 'a', plugin: plugin('a', ['b']) },
      { name: 'b', plugin: plugin('b', ['a']) },
    ];
    await expect(registerFeaturePlugins(app, cycle, options)).rejects.toThrow('features that need each other: a → b → a');
    await expect(registerFeaturePlugins(Fastify(), [{ name: 'a', plugin: plugin('x') }], options)).rejects.toThrow(
      'the plugin of feature a is named x',
    );
  });

  it('serves root routes at the root and the rest under /api/v1, leaving out a feature its config does not serve', async () => {
    app = Fastify();
    await registerFeatureRoutes(
      app,
      [
        { name: 'probe', rootRoutes: [route('/probe')] },
        { name: 'shop', routes: [route('/shop')] },
        { name: 'tools', routes: [route('/tools')], servedWhen: () => false },
      ],
      options,
    );
    expect((await app.inject('/probe')).statusCode).toBe(200);
    expect((await app.inject('/api/v1/shop')).statusCode).toBe(200);
    expect((await app.inject('/api/v1/tools')).statusCode).toBe(404);
  });
});
