import { useEffect, useRef, type RefObject } from 'react';

/** How long a new page may take to draw its heading (its data or texts still on the way) before we stop waiting. */
const HEADING_WAIT_MS = 10_000;

/** Marks the shell's own parts (app bar, sidebar, also when a drawer renders it elsewhere): focus left there is not the page's. */
export const SHELL_FRAME = 'data-shell-frame';

/**
 * After a move to another page of the shell, puts the keyboard focus on the new page's heading, so that
 * keyboard and screen-reader users start reading there instead of at the top of the sidebar. Not on the
 * first load (the browser starts at the top), and not when the new page has placed the focus itself
 * (a field it focuses, a dialog it opens): only when the focus is lost on the body or left in the frame.
 */
export function useFocusHeadingOnPageChange(pageKey: string, main: RefObject<HTMLElement | null>): void {
  const shownPage = useRef(pageKey);
  useEffect(() => {
    if (shownPage.current === pageKey) return;
    shownPage.current = pageKey;
    const content = main.current;
    if (!content) return;

    const focusIsUnclaimed = () => {
      const active = document.activeElement;
      if (!active || active === document.body) return true;
      return Boolean(active.closest(`[${SHELL_FRAME}]`)) && !content.contains(active);
    };
    const focusHeading = () => {
      const heading = content.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (focusIsUnclaimed()) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };

    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading() || !focusIsUnclaimed()) observer.disconnect();
    });
    observer.observe(content, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pageKey, main]);
}
