import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterDemand } from './toast-queue.js';

const ToasterProvider = lazy(() => import('./toaster-provider.js'));

/** Renders nothing, and loads nothing, until the first toast is asked for (components/toast-queue.ts). */
export function Toaster() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterProvider />
    </Suspense>
  );
}
