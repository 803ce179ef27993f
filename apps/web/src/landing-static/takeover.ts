import { flushSync } from 'react-dom';
import { rememberScrollPosition } from '../app/scroll-positions.js';
import { CONTROLS, PENDING_CLICK_ATTRIBUTE, PENDING_HOVER_ATTRIBUTE, STATIC_LANDING_ATTRIBUTE, STATIC_STYLES_ID } from './handoff.js';

/** Whether #root holds the prerendered landing page rather than nothing (every other page). */
export function isStaticLanding(container: HTMLElement): boolean {
  return container.hasAttribute(STATIC_LANDING_ATTRIBUTE);
}

/** Settles once the router has loaded the page's lazy routes, so that the first render is the page itself. */
export function routerReady(router: { state: { initialized: boolean }; subscribe(listener: (state: { initialized: boolean }) => void): () => void }): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Replaces the prerendered page with the app's, within one task so that nothing flickers: the app renders into
 * a fresh container, which then takes the static one's place. The scroll position, the focused control, the
 * control under the pointer and a button pressed before the app was there (boot.ts) carry over: both pages hold the same controls in the same
 * order, since they are the same components rendered twice.
 */
export function takeOverStaticLanding(staticRoot: HTMLElement, render: (container: HTMLElement) => void): HTMLElement {
  const { scrollX, scrollY } = window;
  const container = document.createElement('div');
  // The router's scroll restoration restores this position rather than scrolling to the top (and it is put back below).
  rememberScrollPosition(window.location.pathname, scrollY);
  flushSync(() => render(container));

  const before = [...staticRoot.querySelectorAll(CONTROLS)];
  const focusIndex = document.activeElement ? before.indexOf(document.activeElement) : -1;
  const clickIndex = before.findIndex((control) => control.hasAttribute(PENDING_CLICK_ATTRIBUTE));
  const hoverIndex = before.findIndex((control) => control.hasAttribute(PENDING_HOVER_ATTRIBUTE));

  staticRoot.removeAttribute(STATIC_LANDING_ATTRIBUTE);
  staticRoot.removeAttribute('id');
  staticRoot.replaceWith(container);
  container.id = 'root';
  // The app's own styles are in since its render; the page's, under their own key, style nothing any more.
  document.getElementById(STATIC_STYLES_ID)?.remove();
  window.scrollTo(scrollX, scrollY);

  const after = [...container.querySelectorAll(CONTROLS)];
  // The pointer is already over this control: React heard no pointerover for it, so its onPointerEnter is told now.
  const pointerOver = typeof PointerEvent === 'function' ? new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }) : new MouseEvent('pointerover', { bubbles: true });
  after[hoverIndex]?.dispatchEvent(pointerOver);
  const focused = after[focusIndex];
  if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
  const pressed = after[clickIndex];
  if (pressed instanceof HTMLElement) pressed.click();
  return container;
}
