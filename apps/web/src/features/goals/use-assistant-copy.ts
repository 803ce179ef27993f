import { COPY_CONFIRMATION_MS, GOAL_MESSAGES } from '@coaching/contract';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../components/notify.js';

/** Copy to Clipboard with its confirmation state, which lasts COPY_CONFIRMATION_MS (spec section 9). */
export function useAssistantCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard (an insecure page) or permission refused.
      notify.error(GOAL_MESSAGES.copyFailed);
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  return { copied, copy };
}
