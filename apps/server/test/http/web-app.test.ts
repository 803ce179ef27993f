import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import { COLOR_MODES, LANGUAGES } from '@coaching/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingVariant, serveWebApp } from '../../src/http/web-app.js';

/** A web build in miniature: index.html and the landing page prerendered in every language and mode, each saying which it is. */
async function fakeBuild(folder: string, { landing }: { landing: boolean }): Promise<void> {
  await writeFile(join(folder, 'index.html'), 'app shell');
  if (!landing) return;
  await mkdir(join(folder, 'landing'));
  for (const language of LANGUAGES) {
    for (const mode of COLOR_MODES) await writeFile(join(folder, 'landing', `${language}.${mode}.html`), `landing ${language}.${mode}`);
  }
}

async function appServing(folder: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(cookie);
  await serveWebApp(app, folder);
  return app;
}

let folder: string;
let app: FastifyInstance;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'web-app-'));
  await fakeBuild(folder, { landing: true });
  app = await appServing(folder);
});

afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

const page = async (headers: Record<string, string> = {}, url = '/') => {
  const reply = await app.inject({ method: 'GET', url, headers });
  return { status: reply.statusCode, body: reply.body, headers: reply.headers };
};

describe('the landing page', () => {
  it('is the prerendered English light page for a browser that says nothing about itself', async () => {
    const reply = await page();
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('landing en.light');
    expect(reply.headers['content-type']).toMatch(/text\/html/);
  });

  it("speaks the browser's best language we offer, by the Accept-Language weights", async () => {
    expect((await page({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' })).body).toBe('landing de.light');
    expect((await page({ 'accept-language': 'it-IT, fr;q=0.4, es;q=0.8' })).body).toBe('landing es.light');
    expect((await page({ 'accept-language': 'ja, zh' })).body).toBe('landing en.light');
  });

  it('is dark when the browser hints that it prefers dark', async () => {
    expect((await page({ 'sec-ch-prefers-color-scheme': '"dark"', 'accept-language': 'fr' })).body).toBe('landing fr.dark');
    expect((await page({ 'sec-ch-prefers-color-scheme': '"light"' })).body).toBe('landing en.light');
  });

  it('follows what the app last showed in this browser over the headers, and ignores a cookie it did not write', async () => {
    const headers = { 'accept-language': 'de', 'sec-ch-prefers-color-scheme': '"light"' };
    expect((await page({ ...headers, cookie: 'landing=es.dark' })).body).toBe('landing es.dark');
    expect((await page({ ...headers, cookie: 'landing=xx.purple' })).body).toBe('landing de.light');
    expect((await page({ ...headers, cookie: 'landing=fr.purple' })).body).toBe('landing fr.light');
  });

  it('keeps its variant when the address asks for the sign-in dialog', async () => {
    expect((await page({ cookie: 'landing=de.dark' }, '/?show=login')).body).toBe('landing de.dark');
  });

  it('tells caches what it varies on and asks for the colour-scheme hint', async () => {
    const { headers } = await page();
    expect(String(headers.vary)).toMatch(/Cookie/);
    expect(String(headers.vary)).toMatch(/Accept-Language/);
    expect(String(headers.vary)).toMatch(/Sec-CH-Prefers-Color-Scheme/);
    expect(headers['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
  });

  it('leaves every other page to the app shell, and the API to the API', async () => {
    expect((await page({}, '/client/goals')).body).toBe('app shell');
    expect((await page({}, '/landing/../index.html')).body).toBe('app shell');
    expect((await page({}, '/api/nothing')).status).toBe(404);
  });

  it('is the app shell when the build has no prerendered pages', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'web-app-bare-'));
    await fakeBuild(bare, { landing: false });
    const plain = await appServing(bare);
    try {
      expect((await plain.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'de' } })).body).toBe('app shell');
    } finally {
      await plain.close();
      await rm(bare, { recursive: true, force: true });
    }
  });
});

describe('landingVariant', () => {
  it('reads a quoted or bare hint, and a list of values', () => {
    expect(landingVariant({ 'sec-ch-prefers-color-scheme': 'dark' }, {}).mode).toBe('dark');
    expect(landingVariant({ 'sec-ch-prefers-color-scheme': ['"dark"', '"light"'] }, {}).mode).toBe('dark');
    expect(landingVariant({ 'sec-ch-prefers-color-scheme': '"no-preference"' }, {}).mode).toBe('light');
  });

  it("falls back to the platform's default language when the browser asks for none of the four", () => {
    expect(landingVariant({ 'accept-language': 'ja, zh;q=0.8' }, {}, 'de').language).toBe('de');
    expect(landingVariant({ 'accept-language': 'ja, fr;q=0.5' }, {}, 'de').language).toBe('fr');
    expect(landingVariant({ 'accept-language': 'ja' }, {}).language).toBe('en');
  });
});
