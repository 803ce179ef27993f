import { existsSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE_PATH, COLOR_MODES, DEFAULT_LANGUAGE, LANDING_PAGE_COOKIE, LANGUAGES } from '@coaching/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

type Language = (typeof LANGUAGES)[number];
type Mode = (typeof COLOR_MODES)[number];
export type LandingVariant = { language: Language; mode: Mode };

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
const isMode = (value: unknown): value is Mode => (COLOR_MODES as readonly unknown[]).includes(value);

/** The colour-scheme client hint, which browsers that support it send once asked (Accept-CH below). */
const COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme';

/**
 * The landing page's language and colour mode for a request: what this browser's app last showed (the landing
 * cookie, written by the web app), else the browser's languages and its colour-scheme hint, else English, light.
 */
export function landingVariant(headers: IncomingHttpHeaders, cookies: Readonly<Record<string, string | undefined>>, fallback: Language = DEFAULT_LANGUAGE): LandingVariant {
  const [shownLanguage, shownMode] = (cookies[LANDING_PAGE_COOKIE] ?? '').split('.');
  const negotiated = new Negotiator({ headers }).language([...LANGUAGES]);
  const language = isLanguage(shownLanguage) ? shownLanguage : isLanguage(negotiated) ? negotiated : fallback;
  const hint = headers[COLOR_SCHEME_HINT.toLowerCase()];
  const hinted = (Array.isArray(hint) ? hint[0] : hint)?.replace(/"/g, '').trim();
  const mode = isMode(shownMode) ? shownMode : isMode(hinted) ? hinted : 'light';
  return { language, mode };
}

/** Where the web build puts the landing page prerendered in a language and mode (apps/web/src/landing-static/prerender.tsx). */
export const landingFile = ({ language, mode }: LandingVariant) => join('landing', `${language}.${mode}.html`);

/**
 * The built single-page app, when there is one: its files, the prerendered landing page for '/', and
 * index.html for every other page path.
 */
export async function serveWebApp(app: FastifyInstance, folder: string, options: { defaultLanguage?: () => Language } = {}): Promise<void> {
  folder = resolve(folder);
  if (!existsSync(join(folder, 'index.html'))) return;
  await app.register(fastifyStatic, { root: folder, wildcard: false, index: false });

  app.get('/', (request: FastifyRequest, reply: FastifyReply) => {
    // A browser asking for none of the four languages gets the platform's default (an admin's setting).
    const file = landingFile(landingVariant(request.headers, request.cookies ?? {}, options.defaultLanguage?.()));
    // A build without the prerender (vite build alone) still serves the app, which renders the page itself.
    if (!existsSync(join(folder, file))) return reply.sendFile('index.html');
    reply
      .header('vary', `Cookie, Accept-Language, ${COLOR_SCHEME_HINT}`)
      .header('accept-ch', COLOR_SCHEME_HINT)
      .header('critical-ch', COLOR_SCHEME_HINT);
    return reply.sendFile(file);
  });

  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`)) {
      return reply.callNotFound();
    }
    const file = resolve(folder, `.${path}`);
    if (file.startsWith(`${folder}${sep}`) && existsSync(file) && !path.endsWith('/')) return reply.sendFile(path.slice(1));
    return reply.sendFile('index.html');
  });
}
