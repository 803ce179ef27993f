import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ColorModeProvider } from './app/color-mode.js';
import { routes } from './app/routes.js';
import { Toaster } from './components/toaster.js';
import { i18nReady } from './i18n/i18n.js';
import { localeReady } from './i18n/language.js';

// After a deploy, an open tab may ask for a chunk that no longer exists: load the new version instead.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  window.location.reload();
});

const router = createBrowserRouter(routes);

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ColorModeProvider>
        <RouterProvider router={router} />
        {/* Toasts load notistack on the first one said; server data loads with the first signed-in area. */}
        <Toaster />
      </ColorModeProvider>
    </StrictMode>,
  );
}

// English is bundled and ready at once; a reader of another language waits for its catalogues rather than
// seeing English flash by. (Not a top-level await: that splits the entry into many more chunks.)
void Promise.allSettled([i18nReady, localeReady]).then(render);
