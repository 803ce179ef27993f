import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The height from the element's top to the bottom of the window, less the bottom padding of the
 * page's <main>: what a page may fill without the window scrolling. Measured again when the window
 * is resized (a phone turned, its address bar shown or hidden). Undefined until first measured.
 */
export function useRemainingHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const main = element.closest('main');
      const bottom = main ? Number.parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
      setHeight(Math.floor(window.innerHeight - top - bottom));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return [ref, height] as const;
}
