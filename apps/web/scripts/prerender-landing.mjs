// After `vite build` and `vite build --ssr src/landing-static/prerender.tsx`: writes dist/landing/*.html, the
// landing page prerendered in every language and colour mode, then removes the server-side build.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The browser storage the app's modules read as they load (the session, the visitor's language and theme). */
class MemoryStorage {
  #items = new Map();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key) {
    return this.#items.get(key) ?? null;
  }
  key(index) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key) {
    this.#items.delete(key);
  }
  setItem(key, value) {
    this.#items.set(key, String(value));
  }
}
globalThis.localStorage = new MemoryStorage();
globalThis.sessionStorage = new MemoryStorage();

const web = fileURLToPath(new URL('..', import.meta.url));
const ssrDir = `${web}dist-ssr`;
try {
  const { writeLandingPages } = await import(`${ssrDir}/prerender.js`);
  const written = await writeLandingPages(`${web}dist`);
  console.log(`prerendered the landing page: ${written.length} files in dist/landing`);
} finally {
  await rm(ssrDir, { recursive: true, force: true });
}
