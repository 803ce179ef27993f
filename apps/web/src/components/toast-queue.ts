/**
 * The toasts' way in, without notistack: the landing page must not load the toast library before anything is
 * said. The first toast asks for the toaster (components/toaster.tsx), which loads notistack, attaches itself
 * here and shows what waited; after that each toast goes straight through.
 */
export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export type Toast = {
  message: string;
  variant: ToastVariant;
  autoHideDuration: number;
  /** One button in the toast (for example Undo); the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
  /** Where the toast shows; bottom centre unless a screen needs the space (spec section 9 leaves it open). */
  anchorOrigin?: { vertical: 'top' | 'bottom'; horizontal: 'left' | 'center' | 'right' };
};

type Show = (toast: Toast) => void;

let show: Show | undefined;
let wanted = false;
const waiting: Toast[] = [];
const listeners = new Set<() => void>();

export function enqueueToast(toast: Toast): void {
  if (show) {
    show(toast);
    return;
  }
  waiting.push(toast);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** Called by the toaster once it is on screen; returns the detach for its unmount. */
export function attachToaster(next: Show): () => void {
  show = next;
  for (const toast of waiting.splice(0)) next(toast);
  return () => {
    if (show === next) show = undefined;
  };
}

/** For useSyncExternalStore in the toaster: whether anything has asked for a toast yet. */
export const toasterDemand = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: (): boolean => wanted,
};
