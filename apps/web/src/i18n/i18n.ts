import { createInstance, type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { LANGUAGES } from '@coaching/contract';
import { initReactI18next } from 'react-i18next';
import { sessionStore } from '../api/session-store.js';
import { EAGER_NAMESPACES, MESSAGES_NAMESPACE, type Namespace } from './catalogue.js';
import { languageFor, type Language } from './languages.js';
import common from './locales/en/common.js';

/**
 * Every catalogue but the one the first page needs in English is its own chunk, fetched when a page or a
 * language asks for it: the landing page carries no other screen's texts and no other language.
 */
const LAZY_CATALOGUES = import.meta.glob<{ default: ResourceKey }>(['./locales/*/*.ts', '!./locales/en/common.ts']);

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = LAZY_CATALOGUES[`./locales/${language}/${namespace}.ts`];
    if (!load) return callback(new Error(`no ${language} catalogue for ${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n: I18n = createInstance();

// Screen readers pick their voice, and browsers their hyphenation, from <html lang>.
// (The landing's prerender, landing-static/prerender.tsx, runs this in Node, where there is no document.)
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/** Settles once the starting language's catalogues are in (at once for English, bundled). */
export const i18nReady = i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: languageFor(sessionStore.read()?.user.preferences.language),
    // Every catalogue holds every key (catalogues.test.ts): no language needs English's beside its own.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: [...EAGER_NAMESPACES],
    defaultNS: 'common',
    resources: { en: { common } },
    // English's other catalogues, and every other language, come from the backend.
    partialBundledLanguages: true,
    // React escapes what it renders; escaping here too would show &amp; to the user.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: true },
    // Bundled English is there before the first render; a lazy language renders once it has arrived (main.tsx).
    initAsync: false,
  });

/** Fetches catalogues before the page that needs them renders, side by side with the page's own code. */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  const loading = i18n.loadNamespaces([...namespaces]);
  return namespaces.includes(MESSAGES_NAMESPACE) ? Promise.all([loading, englishMessagesReady()]).then(() => undefined) : loading;
}

let englishMessages: Promise<void> | undefined;

/**
 * The English messages, in whatever language the reader uses: the server and the contract write their messages
 * in English, and localizeMessage finds a message's key by its English text. A page first loaded in Spanish
 * would otherwise have only the Spanish catalogue and show the server's words untranslated.
 */
function englishMessagesReady(): Promise<void> {
  if (i18n.hasResourceBundle('en', MESSAGES_NAMESPACE)) return Promise.resolve();
  const load = LAZY_CATALOGUES[`./locales/en/${MESSAGES_NAMESPACE}.ts`];
  if (!load) return Promise.resolve();
  englishMessages ??= load().then(
    (module) => {
      if (!i18n.hasResourceBundle('en', MESSAGES_NAMESPACE)) i18n.addResourceBundle('en', MESSAGES_NAMESPACE, module.default, true, false);
    },
    () => {
      // Without them the server's words are shown as sent, in English; a later page tries again.
      englishMessages = undefined;
    },
  );
  return englishMessages;
}

/**
 * A route's lazy() that also brings the texts of its page, in the current language, and the spec's messages
 * (which any page with a form or a server call may show); only the landing page, `{ messages: false }`, waits
 * for its sign-in dialog to ask for them.
 */
export function withNamespaces<T>(
  namespaces: readonly Namespace[],
  load: () => Promise<T>,
  { messages = true }: { messages?: boolean } = {},
): () => Promise<T> {
  const wanted = messages ? [...namespaces, MESSAGES_NAMESPACE] : namespaces;
  return async () => (await Promise.all([load(), loadNamespaces(wanted)]))[0];
}

/** The spec's messages in the current language, for code that says one outside a page that brought them. */
export function messagesReady(): Promise<void> {
  return loadNamespaces([MESSAGES_NAMESPACE]);
}

export function currentLanguage(): Language {
  return (i18n.resolvedLanguage ?? i18n.language ?? 'en') as Language;
}
