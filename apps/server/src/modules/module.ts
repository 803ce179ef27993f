import type { FastifyInstance } from 'fastify';

/** What a module built: the services it lends to the modules after it, and its routes under /api. */
export type BuiltModule<Provides extends object> = {
  provides?: Provides;
  /** Registers the module's routes on the /api scope, under the module's own prefix. */
  routes?: (api: FastifyInstance) => PromiseLike<unknown>;
  /** Runs once every module is built, before the job queue polls: schedules the module's recurring jobs. */
  start?: () => Promise<void>;
  /** Runs when the app closes, after the last request. */
  close?: () => Promise<void>;
};

/**
 * A domain of the app. build() receives the platform and what earlier modules provide, and declares
 * in its parameter type the few of those it uses: a module sees nothing it did not ask for.
 */
export type AppModule<Needs extends object, Provides extends object> = {
  name: string;
  // A property, not a method: a module that needs more than it is given must not type-check.
  build: (deps: Needs) => BuiltModule<Provides>;
};

/** Names a module and keeps its types: `Needs` from build's parameter, `Provides` from what it returns. */
export function defineModule<Needs extends object, Provides extends object = Record<never, never>>(
  module: AppModule<Needs, Provides>,
): AppModule<Needs, Provides> {
  return module;
}

type ProvidesOf<M> = M extends { build: (deps: never) => BuiltModule<infer P> } ? P : never;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** Everything the modules of a list provide, as one object type. */
export type ProvidedBy<Modules extends readonly unknown[]> = Intersection<ProvidesOf<Modules[number]>>;

/**
 * Builds the modules in order. Each sees the platform and what the modules before it provide; asking
 * for something no earlier module provides fails at once, naming the module and what it asked for.
 */
export function buildModules<Base extends object, Modules extends readonly AppModule<never, object>[]>(
  modules: Modules,
  base: Base,
): { services: Base & ProvidedBy<Modules>; built: { name: string; module: BuiltModule<object> }[] } {
  const available: Record<string | symbol, unknown> = { ...(base as Record<string, unknown>) };
  const built = modules.map((module) => {
    const deps = new Proxy(available, {
      get(target, key) {
        if (typeof key === 'string' && !(key in target)) {
          throw new Error(`module ${module.name} needs "${key}", which neither the platform nor an earlier module provides`);
        }
        return target[key];
      },
    });
    const result = module.build(deps as never);
    for (const [key, value] of Object.entries(result.provides ?? {})) {
      if (key in available) throw new Error(`module ${module.name} provides "${key}", which is already provided`);
      available[key] = value;
    }
    return { name: module.name, module: result };
  });
  return { services: available as Base & ProvidedBy<Modules>, built };
}
