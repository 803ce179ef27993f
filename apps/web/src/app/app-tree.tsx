import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Toaster } from '../components/toaster.js';
import { ColorModeProvider } from './color-mode.js';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Everything the app renders: in the browser (main.tsx) and, for the landing page, at build time (landing-static/prerender.tsx). */
export function AppTree({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <ColorModeProvider>
        <RouterProvider router={router} />
        {/* Toasts load notistack on the first one said; server data loads with the first signed-in area. */}
        <Toaster />
      </ColorModeProvider>
    </StrictMode>
  );
}
