import { API_BASE_PATH } from '@aurelia/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingLimitSettings } from './appointments/booking-limits';
import type { Config } from './config';

/** What every feature's plugin and routes are registered with; each reads the part it needs. */
export interface FeatureOptions {
  readonly config: Config;
  /** How many appointments one client and one phone may book (default BOOKING_LIMITS). */
  readonly bookingLimits?: BookingLimitSettings | undefined;
  /** How often unpaid orders past their reservation release their stock (default 60 s). */
  readonly reservationReleaseIntervalMs?: number | undefined;
}

/**
 * One feature of the API, living in `src/<name>/`: `<name>-plugin.ts` decorates the instance with what the
 * feature owns (a fastify-plugin named `<name>`, listing the plugins it reads as `dependencies`), and
 * `<name>-routes.ts` serves it. Features are listed once, in `features.ts`.
 */
export interface Feature {
  readonly name: string;
  readonly plugin?: FastifyPluginAsync<FeatureOptions>;
  /** Route plugins under API_BASE_PATH, in the order they are registered. */
  readonly routes?: readonly FastifyPluginAsyncZod<FeatureOptions>[];
  /** Route plugins outside API_BASE_PATH: probes, the sandbox's hosted page. */
  readonly rootRoutes?: readonly FastifyPluginAsyncZod<FeatureOptions>[];
  /** Whether the feature is served with this config (all of them unless it says otherwise). */
  readonly servedWhen?: (config: Config) => boolean;
}

interface PluginMeta {
  name?: string;
  dependencies?: string[];
}

/** What fastify-plugin records on a plugin: its name and the plugins it needs before it. */
function metaOf(plugin: FastifyPluginAsync<FeatureOptions>): PluginMeta {
  return (plugin as unknown as Record<symbol, PluginMeta | undefined>)[Symbol.for('plugin-meta')] ?? {};
}

function served(features: readonly Feature[], options: FeatureOptions): Feature[] {
  return features.filter((feature) => feature.servedWhen?.(options.config) ?? true);
}

/**
 * Registers every feature's plugin, each after the features it names in its `dependencies` and otherwise in the
 * list's order: the order @fastify/autoload would load them in. Infrastructure (database, mailer) comes before.
 */
export async function registerFeaturePlugins(app: FastifyInstance, features: readonly Feature[], options: FeatureOptions): Promise<void> {
  const byName = new Map(served(features, options).map((feature) => [feature.name, feature]));
  const registered = new Set<string>();
  const register = async (feature: Feature, waiting: readonly string[]): Promise<void> => {
    const { plugin, name } = feature;
    if (!plugin || registered.has(name)) return;
    if (waiting.includes(name)) throw new Error(`features that need each other: ${[...waiting, name].join(' → ')}`);
    const meta = metaOf(plugin);
    if (meta.name !== name) throw new Error(`the plugin of feature ${name} is named ${String(meta.name)}`);
    for (const dependency of meta.dependencies ?? []) {
      const needed = byName.get(dependency);
      if (needed) await register(needed, [...waiting, name]);
    }
    registered.add(name);
    await app.register(plugin, options);
  };
  for (const feature of byName.values()) await register(feature, []);
}

/** Registers every feature's routes in the list's order, which is the OpenAPI document's: root ones, then the API's. */
export async function registerFeatureRoutes(app: FastifyInstance, features: readonly Feature[], options: FeatureOptions): Promise<void> {
  const list = served(features, options);
  for (const routes of list.flatMap((feature) => feature.rootRoutes ?? [])) await app.register(routes, options);
  await app.register(
    async (api) => {
      for (const routes of list.flatMap((feature) => feature.routes ?? [])) await api.register(routes, options);
    },
    { prefix: API_BASE_PATH },
  );
}
