import { lazy, Suspense, useState } from 'react';
import { loadNamespaces } from '../../i18n/i18n.js';

// The dialog brings MUI's Modal, focus trap and transitions; its form brings react-hook-form and zod. The page
// paints without any of it, so it loads on the way to a click (hover, focus) or when the address asks for sign-in.
const loadDialog = () => import('./sign-in-dialog.js');
const loadPanel = () => import('./sign-in-panel.js');
const loadTexts = () => loadNamespaces(['auth', 'messages']);

/** Fetches the dialog, its form and their texts side by side: the dialog would otherwise ask for the form only once it renders. */
export function preloadSignIn(): void {
  void loadDialog();
  void loadPanel();
  void loadTexts();
}

const SignInDialog = lazy(async () => {
  preloadSignIn();
  return (await Promise.all([loadDialog(), loadTexts()]))[0];
});

/** Nothing until first asked to open; mounted from then on, so that closing animates and reopening is instant. */
export function LazySignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    // No fallback: a dialog has no place on the page to hold; it appears as soon as its code has arrived.
    <Suspense fallback={null}>
      <SignInDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
