import { useEffect } from 'react';

export const PRODUCT_NAME = 'Coaching Platform';

/** Every page names itself in the browser tab. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
