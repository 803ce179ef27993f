import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSharedReplies } from './reply-once.js';
import { serializerCompiler as compiledSerializers } from './serializers.js';

const Reply = z.object({ success: z.literal(true), data: z.object({ items: z.array(z.object({ title: z.string() })) }) });

async function appSending(data: () => object) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializers);
  const send = createSharedReplies();
  app.get('/list', { schema: { response: { 200: Reply } } }, async (_request, reply) => send(reply, data()));
  await app.ready();
  return app;
}

describe('shared replies', () => {
  it("write only what the route's reply schema names, as JSON", async () => {
    const app = await appSending(() => Object.freeze({ items: [{ title: 'Run', secret: 'coach notes' }], internal: true }));
    const response = await app.inject({ url: '/list' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ success: true, data: { items: [{ title: 'Run' }] } });
    expect(response.body).not.toContain('coach notes');
  });

  it('write a frozen page once and send that text again, but write a page that may change every time', async () => {
    let written = 0;
    const items = Object.freeze([Object.freeze({ title: 'Run' })]);
    const page = (freeze: boolean) => {
      const data = {
        get items() {
          written += 1;
          return items;
        },
      };
      return freeze ? Object.freeze(data) : data;
    };
    const frozen = page(true);
    const shared = await appSending(() => frozen);
    for (let request = 0; request < 3; request += 1) {
      expect((await shared.inject({ url: '/list' })).body).toBe('{"success":true,"data":{"items":[{"title":"Run"}]}}');
    }
    expect(written).toBe(1);

    written = 0;
    const open = page(false);
    const changing = await appSending(() => open);
    for (let request = 0; request < 3; request += 1) await changing.inject({ url: '/list' });
    expect(written).toBe(3);
  });
});
