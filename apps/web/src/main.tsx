import '@fontsource-variable/inter';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { TOAST_DURATION_MS } from '@coaching/contract';
import { ColorModeProvider } from './app/color-mode.js';
import { createQueryClient } from './app/query-client.js';
import { routes } from './app/routes.js';
import { TOAST_COMPONENTS } from './components/toast-styles.js';
import { i18nReady } from './i18n/i18n.js';
import { localeReady } from './i18n/language.js';

// After a deploy, an open tab may ask for a chunk that no longer exists: load the new version instead.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  window.location.reload();
});

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ColorModeProvider>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={TOAST_DURATION_MS.default}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          Components={TOAST_COMPONENTS}
        >
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </SnackbarProvider>
      </ColorModeProvider>
    </StrictMode>,
  );
}

// English is bundled and ready at once; a reader of another language waits for its catalogues rather than
// seeing English flash by. (Not a top-level await: that splits the entry into many more chunks.)
void Promise.allSettled([i18nReady, localeReady]).then(render);
