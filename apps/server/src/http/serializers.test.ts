import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/support/app.js';
import { serializerCompiler, serializerFallbacks } from './serializers.js';

const compile = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('reply serializers compiled from the contract', () => {
  it('write only the fields the schema names, so nothing outside the contract leaks', () => {
    const write = compile(z.object({ success: z.literal(true), data: z.object({ id: z.string(), name: z.string().nullable() }) }));
    const written = JSON.parse(write({ success: true, data: { id: 'a', name: null, passwordHash: 'secret', systemPrompt: 'private' }, debug: 1 }));
    expect(written).toEqual({ success: true, data: { id: 'a', name: null } });
  });

  it('write a date as an ISO string and keep optional fields out when absent', () => {
    const write = compile(z.object({ at: z.iso.datetime(), note: z.string().optional() }));
    expect(JSON.parse(write({ at: new Date('2030-01-02T03:04:05.000Z') }))).toEqual({ at: '2030-01-02T03:04:05.000Z' });
  });

  it('write a nullable date and a nullable number without asking a validator which branch applies', () => {
    const write = compile(z.object({ due: z.iso.datetime().nullable(), done: z.iso.datetime().nullable(), score: z.number().nullable() }));
    expect(JSON.parse(write({ due: new Date('2030-05-06T07:08:09.000Z'), done: null, score: 7 }))).toEqual({
      due: '2030-05-06T07:08:09.000Z',
      done: null,
      score: 7,
    });
    expect(JSON.parse(write({ due: '2030-05-06T07:08:09.000Z', done: null, score: null }))).toEqual({ due: '2030-05-06T07:08:09.000Z', done: null, score: null });
  });

  it('compile every reply schema of the API, none left to zod', async () => {
    const { app } = await createTestApp();
    await app.ready();
    expect(app.printRoutes().length).toBeGreaterThan(0);
    expect([...serializerFallbacks]).toEqual([]);
  });
});
