import { describe, expect, it } from 'vitest';
import { buildModules, defineModule } from '../../src/modules/module.js';

const counter = defineModule({ name: 'counter', build: ({ start }: { start: number }) => ({ provides: { counter: { next: () => start + 1 } } }) });
const reader = defineModule({
  name: 'reader',
  build: ({ counter }: { counter: { next(): number } }) => ({ provides: { reading: counter.next() } }),
});

describe('buildModules', () => {
  it('builds the modules in order, each from the platform and what the modules before it provide', () => {
    const { services, built } = buildModules([counter, reader] as const, { start: 41 });
    expect(services.reading).toBe(42);
    expect(services.start).toBe(41);
    expect(built.map(({ name }) => name)).toEqual(['counter', 'reader']);
  });

  it('fails at once, naming the module and what it asked for, when nothing before it provides that', () => {
    expect(() => buildModules([reader, counter] as const, { start: 41 })).toThrow(
      'module reader needs "counter", which neither the platform nor an earlier module provides',
    );
  });

  it('refuses a second provider of one name, so that no module silently replaces another', () => {
    expect(() => buildModules([counter, counter] as const, { start: 1 })).toThrow('module counter provides "counter", which is already provided');
  });

  it('keeps the routes and closing of each module for the app to register', async () => {
    const closed: string[] = [];
    const routed = defineModule({
      name: 'routed',
      build: () => ({ routes: async () => undefined, close: async () => void closed.push('routed') }),
    });
    const { built } = buildModules([routed] as const, {});
    expect(built[0]?.module.routes).toBeTypeOf('function');
    await built[0]?.module.close?.();
    expect(closed).toEqual(['routed']);
  });
});

describe("the app's modules", () => {
  it('each register their routes under /api, and lend their services to app.services', async () => {
    const { createTestApp } = await import('../support/app.js');
    const { app } = await createTestApp();
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['POST', '/api/auth/login'],
      ['GET', '/api/goals'],
      ['GET', '/api/ai-coaching/conversations'],
      ['POST', '/api/ai/suggestions/:id'],
      ['GET', '/api/events'],
    ] as const) {
      expect(app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
    }
    for (const service of ['usersService', 'accessPolicy', 'authService', 'guards', 'goalsService']) {
      expect(app.services, service).toHaveProperty(service);
    }
  });
});
