import { TOAST_DURATION_MS } from '@coaching/contract';
import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { attachToaster, type Toast } from './toast-queue.js';
import { TOAST_COMPONENTS } from './toast-styles.js';

function actionButton(action: NonNullable<Toast['action']>) {
  // The key notistack gives the toast, so the press closes exactly this one.
  return function ToastAction(key: SnackbarKey) {
    return (
      <Button
        color="inherit"
        size="small"
        onClick={() => {
          closeSnackbar(key);
          action.onClick();
        }}
      >
        {action.label}
      </Button>
    );
  };
}

/**
 * A toast with a button (Undo) stays long enough to reach it from the keyboard: the spec's 3 s for a success
 * would be gone before Tab got there (WCAG 2.2.1). notistack also holds a toast while the pointer is on it.
 */
export const ACTION_TOAST_MIN_MS = 8_000;

function show({ message, variant, autoHideDuration, action, anchorOrigin }: Toast): void {
  enqueueSnackbar(message, {
    variant,
    autoHideDuration: action ? Math.max(autoHideDuration, ACTION_TOAST_MIN_MS) : autoHideDuration,
    ...(action ? { action: actionButton(action) } : {}),
    ...(anchorOrigin ? { anchorOrigin } : {}),
  });
}

/** notistack with the spec's toasts (section 9): at most three, bottom centre, colours that pass WCAG AA. */
export default function ToasterProvider() {
  useEffect(() => attachToaster(show), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_DURATION_MS.default}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={TOAST_COMPONENTS}
    />
  );
}
