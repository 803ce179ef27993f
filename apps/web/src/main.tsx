import '@fontsource-variable/inter';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppTree } from './app/app-tree.js';
import { routes } from './app/routes.js';
import { i18nReady } from './i18n/i18n.js';
import { localeReady } from './i18n/language.js';
import { isStaticLanding, routerReady, takeOverStaticLanding } from './landing-static/takeover.js';

// After a deploy, an open tab may ask for a chunk that no longer exists: load the new version instead.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  window.location.reload();
});

const router = createBrowserRouter(routes);

const app = <AppTree router={router} />;

async function render() {
  const container = document.getElementById('root')!;
  if (!isStaticLanding(container)) {
    createRoot(container).render(app);
    return;
  }
  // '/' arrived prerendered (landing-static/): the app replaces it only once it can render the page itself.
  await routerReady(router);
  takeOverStaticLanding(container, (fresh) => createRoot(fresh).render(app));
}

// English is bundled and ready at once; a reader of another language waits for its catalogues rather than
// seeing English flash by. (Not a top-level await: that splits the entry into many more chunks.)
void Promise.allSettled([i18nReady, localeReady]).then(render);
