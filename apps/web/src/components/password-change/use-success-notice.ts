import { SUCCESS_NOTIFICATION_MS } from '@coaching/contract';
import { useEffect, useState } from 'react';

/** A success text shown on the page that goes away by itself after the spec's 5 seconds (section 4). */
export function useSuccessNotice() {
  const [notice, setNotice] = useState<string>();
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(undefined), SUCCESS_NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice] as const;
}
