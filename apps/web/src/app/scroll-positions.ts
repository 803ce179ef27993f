/**
 * Where the router keeps the scroll position of each page across reloads (root-layout.tsx's ScrollRestoration,
 * keyed by path). The app taking over the prerendered landing page writes the reader's position here first, so
 * that the router restores it rather than scrolling to the top.
 */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

export function rememberScrollPosition(path: string, y: number): void {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ ...saved, [path]: y }));
  } catch {
    // Storage refused or garbled: the page starts at the top, as it would have anyway.
  }
}
