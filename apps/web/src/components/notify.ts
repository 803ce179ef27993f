import { TOAST_DURATION_MS } from '@coaching/contract';
import { messagesReady } from '../i18n/i18n.js';
import { localizeMessage } from '../i18n/localize-message.js';
import { enqueueToast, type Toast } from './toast-queue.js';

type ToastOptions = Partial<Pick<Toast, 'autoHideDuration' | 'action' | 'anchorOrigin'>>;

function toast(variant: Toast['variant'], message: string, autoHideDuration: number, options: ToastOptions = {}): void {
  // The landing page has not fetched the messages a toast may need to translate; every other page has.
  void messagesReady().then(() => enqueueToast({ message: localizeMessage(message), variant, autoHideDuration, ...options }));
}

/**
 * Toasts with the spec's durations (section 9): 4 s by default, 3 s for success, 5 s for errors. A message the
 * server sent in English is said in the reader's language when the contract holds it.
 */
export const notify = {
  success: (message: string, options?: ToastOptions) => toast('success', message, TOAST_DURATION_MS.success, options),
  error: (message: string, autoHideDuration: number = TOAST_DURATION_MS.error) => toast('error', message, autoHideDuration),
  info: (message: string, options?: ToastOptions) => toast('info', message, TOAST_DURATION_MS.default, options),
  warning: (message: string) => toast('warning', message, TOAST_DURATION_MS.default),
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
