/**
 * The landing page's only script on first load. The page itself is prerendered HTML and CSS
 * (prerender.tsx): a visitor reads it without React, the router, MUI or i18next. The app arrives when the
 * visitor heads for a control (pointer over a link or button, focus, a key, a touch), or at once when the
 * page cannot stay static: a session to continue, a sign-in asked for by the address, a message to show,
 * or a language or colour mode other than the one the server prerendered. A button pressed before the app is
 * there is pressed again by the app once it has taken over, and the control under the pointer hears the pointer
 * come in (takeover.ts: 'Platform Access' preloads the sign-in dialog); links work as plain links.
 */
import {
  APP_ENTRY_META,
  CONTROLS,
  LANDING_VARIANT_ATTRIBUTE,
  LANGUAGES_META,
  PENDING_CLICK_ATTRIBUTE,
  PENDING_HOVER_ATTRIBUTE,
  STATIC_LANDING_ATTRIBUTE,
  STORED,
} from './handoff.js';

const root = document.getElementById('root');
const entry = document.querySelector<HTMLMetaElement>(`meta[name="${APP_ENTRY_META}"]`);
let started = false;

function stillStatic(): boolean {
  return root?.hasAttribute(STATIC_LANDING_ATTRIBUTE) === true;
}

let preloaded = false;

function startApp(): void {
  if (started || !entry) return;
  started = true;
  // What the entry imports at once, fetched side by side with it rather than after it.
  if (!preloaded) {
    preloaded = true;
    for (const href of (entry.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
  // On a network that dropped the app, the page stays as it is (links work) and the next intent tries again.
  import(/* @vite-ignore */ entry.content).catch(() => {
    started = false;
  });
}

function storage(area: 'local' | 'session', key: string): string | null {
  try {
    return (area === 'local' ? localStorage : sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

/** The language and mode the app would show (languages.ts, color-mode.tsx), to compare with the prerendered ones. */
function wantedVariant(): { language: string; mode: string } {
  const offered = (document.querySelector<HTMLMetaElement>(`meta[name="${LANGUAGES_META}"]`)?.content ?? 'en').split(' ');
  const base = (tag: string | null | undefined) => tag?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const candidates = [storage('local', STORED.language), ...navigator.languages, navigator.language].map(base);
  const language = candidates.find((tag) => offered.includes(tag)) ?? offered[0] ?? 'en';
  const theme = storage('local', STORED.theme);
  const mode = theme === 'light' || theme === 'dark' ? theme : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  return { language, mode };
}

function needsAppNow(): boolean {
  const params = new URLSearchParams(location.search);
  if (params.get('show') === 'login' || params.get('login') === 'true') return true;
  if (storage('local', STORED.token) || storage('session', STORED.flash)) return true;
  const [language, mode] = (document.documentElement.getAttribute(LANDING_VARIANT_ATTRIBUTE) ?? '').split('.');
  const wanted = wantedVariant();
  return wanted.language !== language || wanted.mode !== mode;
}

/** Marks the one element of the page that carries an attribute for the app (takeover.ts). */
function mark(element: Element, attribute: string): void {
  for (const earlier of root?.querySelectorAll(`[${attribute}]`) ?? []) earlier.removeAttribute(attribute);
  element.setAttribute(attribute, '');
}

function onIntent(event: Event): void {
  if (!stillStatic()) return;
  if (event.type === 'pointerover') {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!control) return;
    mark(control, PENDING_HOVER_ATTRIBUTE);
  }
  startApp();
}

/** A button pressed too early: kept for the app, which presses it again. Links are left to the browser. */
function onClick(event: MouseEvent): void {
  if (!stillStatic() || !(event.target instanceof Element)) return;
  const button = event.target.closest('button');
  if (!button || !root?.contains(button)) return;
  event.preventDefault();
  event.stopPropagation();
  mark(button, PENDING_CLICK_ATTRIBUTE);
  startApp();
}

if (root && stillStatic()) {
  for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  document.addEventListener('click', onClick, { capture: true });
  if (needsAppNow()) startApp();
} else {
  startApp();
}
