// Build time only, in Node (vite build --ssr; see scripts/prerender-landing.mjs, which also gives the app's
// modules the localStorage they read as they load): never part of the browser's bundle.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { COLOR_MODES, LANGUAGES } from '@coaching/contract';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppTree } from '../app/app-tree.js';
import { routes } from '../app/routes.js';
import { i18n, loadNamespaces } from '../i18n/i18n.js';
import { applyLanguage } from '../i18n/language.js';
import type { Language } from '../i18n/languages.js';
import {
  APP_ENTRY_META,
  LANDING_VARIANT_ATTRIBUTE,
  LANGUAGES_META,
  STATIC_LANDING_ATTRIBUTE,
  STATIC_STYLES_ID,
  STATIC_STYLES_KEY,
  STORED,
} from './handoff.js';
import { routerReady } from './takeover.js';

type Mode = (typeof COLOR_MODES)[number];

/** Where the server looks for the page of a language and mode (apps/server/src/web-app.ts). */
export const landingFile = (language: Language, mode: Mode) => join('landing', `${language}.${mode}.html`);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The page as the app renders it for a first-time visitor in this language and mode, and the CSS it uses. */
async function renderPage(language: Language, mode: Mode): Promise<{ html: string; css: string; title: string }> {
  localStorage.clear();
  localStorage.setItem(STORED.theme, mode);
  await applyLanguage(language);
  await loadNamespaces(['landing']);
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  await routerReady(router);
  const cache = createCache({ key: STATIC_STYLES_KEY });
  const { extractCritical } = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <AppTree router={router} />
    </CacheProvider>,
  );
  router.dispose();
  const { html, css } = extractCritical(markup);
  const title = i18n.t('pageTitle', { title: i18n.t('titles.landing'), product: i18n.t('productName') });
  return { html, css, title };
}

/** The app's module entry and what it preloads, taken out of index.html: the landing loads them on intent (boot.ts). */
function splitScripts(template: string): { page: string; entry: string; preloads: string[] } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry?.[1]) throw new Error('index.html has no module entry to defer');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let page = template.replace(entry[0], '');
  for (const preload of preloads) page = page.replace(preload[0], '');
  return { page, entry: entry[1], preloads: preloads.map((match) => match[1] ?? '') };
}

/** The built boot script (boot.ts), found by its chunk name. */
async function bootScript(distDir: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const boot = manifest['src/landing-static/boot.ts'];
  if (!boot) throw new Error('the build has no landing boot script (vite.config.ts input "boot")');
  return `/${boot.file}`;
}

/** Writes dist/landing/<language>.<mode>.html for every language and mode; returns the files written. */
export async function writeLandingPages(distDir: string): Promise<string[]> {
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const { page, entry, preloads } = splitScripts(template);
  const boot = await bootScript(distDir);
  await mkdir(join(distDir, 'landing'), { recursive: true });
  const written: string[] = [];
  for (const language of LANGUAGES) {
    for (const mode of COLOR_MODES) {
      const { html, css, title } = await renderPage(language, mode);
      const head = [
        `<meta name="${APP_ENTRY_META}" content="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preloads.join(' '))}" />`,
        `<meta name="${LANGUAGES_META}" content="${LANGUAGES.join(' ')}" />`,
        `<style id="${STATIC_STYLES_ID}">${css}</style>`,
        `<script type="module" crossorigin src="${escapeAttribute(boot)}"></script>`,
      ].join('\n    ');
      const document = page
        .replace('<html lang="en">', `<html lang="${language}" ${LANDING_VARIANT_ATTRIBUTE}="${language}.${mode}" style="color-scheme: ${mode}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
        .replace('</head>', `  ${head}\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root" ${STATIC_LANDING_ATTRIBUTE}>${html}</div>`);
      const file = landingFile(language, mode);
      await writeFile(join(distDir, file), document);
      written.push(file);
    }
  }
  return written;
}
