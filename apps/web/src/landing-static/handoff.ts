/**
 * What the prerendered landing page (prerender.tsx), its boot script (boot.ts) and the app (takeover.ts) agree
 * on. Constants only: boot.ts is its own entry and must not pull the app's code in with an import.
 */

/** On #root while it holds the prerendered page; the app removes it once it has rendered the page itself. */
export const STATIC_LANDING_ATTRIBUTE = 'data-static-landing';

/**
 * The prerendered page's style sheet, under its own Emotion key so that the app's styles never mix with it:
 * the app removes it once its own page is in place.
 */
export const STATIC_STYLES_ID = 'landing-styles';
export const STATIC_STYLES_KEY = 'landing';

/** On a button pressed before the app was there: the app presses it again once it has taken over. */
export const PENDING_CLICK_ATTRIBUTE = 'data-pending-click';

/** On the control the pointer is over when the app arrives: the app tells its own control the pointer came in. */
export const PENDING_HOVER_ATTRIBUTE = 'data-pending-hover';

/** <html data-landing="de.dark">: the language and colour mode the page was prerendered in. */
export const LANDING_VARIANT_ATTRIBUTE = 'data-landing';

/** <meta name="app-entry" content="/assets/index-….js" data-preload="…">: the app, and what it imports at once. */
export const APP_ENTRY_META = 'app-entry';

/** <meta name="app-languages" content="en es fr de">: the languages the app speaks. */
export const LANGUAGES_META = 'app-languages';

/** Where the app keeps a visitor's choices and a session (session-store.ts, languages.ts, color-mode.tsx, notify.ts). */
export const STORED = { token: 'authToken', language: 'language', theme: 'theme', flash: 'flash' } as const;

/** The controls whose order is the same in the prerendered page and in the page the app renders. */
export const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';
