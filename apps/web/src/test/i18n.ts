import { afterEach } from 'vitest';
import { NAMESPACES } from '../i18n/catalogue.js';
import { i18n } from '../i18n/i18n.js';
import { applyLanguage } from '../i18n/language.js';

// Every English catalogue at once, so screens render their texts without waiting for a lazy one.
const english = import.meta.glob<{ default: object }>('../i18n/locales/en/*.ts', { eager: true });
for (const [path, module] of Object.entries(english)) {
  const namespace = path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);
  i18n.addResourceBundle('en', namespace, module.default, true, true);
}
// Known to i18next as in use, as a visit's pages make them: a language switch then brings them all.
void i18n.loadNamespaces([...NAMESPACES]);

// A test that switched language leaves the next one in English.
afterEach(async () => {
  if (i18n.language !== 'en') await applyLanguage('en');
});
