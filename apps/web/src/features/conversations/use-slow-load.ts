import { SLOW_LOAD_NOTICE_MS } from '@coaching/contract';
import { useEffect, useState } from 'react';

/** True once `loading` has lasted SLOW_LOAD_NOTICE_MS (spec section 2: 'This is taking longer than expected...'). */
export function useSlowLoad(loading: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return slow && loading;
}
