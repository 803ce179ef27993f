import { TOAST_DURATION_MS } from '@coaching/contract';
import { enqueueSnackbar } from 'notistack';
import { localizeMessage } from '../i18n/localize-message.js';

/**
 * Toasts with the spec's durations (section 9): 4 s by default, 3 s for success, 5 s for errors. A message the
 * server sent in English is said in the reader's language when the contract holds it.
 */
export const notify = {
  success: (message: string) => enqueueSnackbar(localizeMessage(message), { variant: 'success', autoHideDuration: TOAST_DURATION_MS.success }),
  error: (message: string, autoHideDuration: number = TOAST_DURATION_MS.error) =>
    enqueueSnackbar(localizeMessage(message), { variant: 'error', autoHideDuration }),
  info: (message: string) => enqueueSnackbar(localizeMessage(message), { variant: 'info', autoHideDuration: TOAST_DURATION_MS.default }),
  warning: (message: string) => enqueueSnackbar(localizeMessage(message), { variant: 'warning', autoHideDuration: TOAST_DURATION_MS.default }),
};

const FLASH_KEY = 'flash';
type Flash = { variant: 'success' | 'info'; message: string };

/** A toast that survives a full page load: stored now, shown by the next page (see AuthProvider). */
export function flashAfterReload(flash: Flash): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
}

export function showPendingFlash(): void {
  const raw = sessionStorage.getItem(FLASH_KEY);
  if (!raw) return;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    const flash = JSON.parse(raw) as Flash;
    notify[flash.variant](flash.message);
  } catch {
    // A malformed flash is simply dropped.
  }
}
