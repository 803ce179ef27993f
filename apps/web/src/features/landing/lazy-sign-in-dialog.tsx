import { lazy, Suspense, useState } from 'react';

// The dialog brings MUI's Modal, focus trap and transitions; its form brings react-hook-form and zod. The page
// paints without any of it, so it loads on the way to a click (hover, focus) or when the address asks for sign-in.
const loadDialog = () => import('./sign-in-dialog.js');
const loadPanel = () => import('./sign-in-panel.js');

/** Fetches the dialog and its form side by side: the dialog would otherwise ask for the form only once it renders. */
export function preloadSignIn(): void {
  void loadDialog();
  void loadPanel();
}

const SignInDialog = lazy(() => {
  preloadSignIn();
  return loadDialog();
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
