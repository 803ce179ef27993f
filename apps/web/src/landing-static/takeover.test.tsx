import { act } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_CLICK_ATTRIBUTE, PENDING_HOVER_ATTRIBUTE, STATIC_LANDING_ATTRIBUTE, STATIC_STYLES_ID } from './handoff.js';
import { isStaticLanding, takeOverStaticLanding } from './takeover.js';

/** The same page twice: once as the prerendered markup, once rendered by React with its handlers. */
const MARKUP = '<nav><a href="#features">Features</a><button type="button">Language</button><button type="button">Platform Access</button></nav>';

function Page({ pressed, entered }: { pressed: (name: string) => void; entered: (name: string) => void }) {
  return (
    <nav>
      <a href="#features">Features</a>
      <button type="button" onClick={() => pressed('Language')} onPointerEnter={() => entered('Language')}>
        Language
      </button>
      <button type="button" onClick={() => pressed('Platform Access')} onPointerEnter={() => entered('Platform Access')}>
        Platform Access
      </button>
    </nav>
  );
}

let root: Root | undefined;

function prerendered(): HTMLElement {
  const style = document.createElement('style');
  style.id = STATIC_STYLES_ID;
  document.head.append(style);
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute(STATIC_LANDING_ATTRIBUTE, '');
  container.innerHTML = MARKUP;
  document.body.append(container);
  return container;
}

function takeOver(staticRoot: HTMLElement) {
  const pressed = vi.fn<(name: string) => void>();
  const entered = vi.fn<(name: string) => void>();
  let container: HTMLElement | undefined;
  act(() => {
    container = takeOverStaticLanding(staticRoot, (fresh) => {
      root = createRoot(fresh);
      root.render(<Page pressed={pressed} entered={entered} />);
    });
  });
  return { container: container!, pressed, entered };
}

// jsdom has no scrolling.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.getElementById(STATIC_STYLES_ID)?.remove();
  vi.restoreAllMocks();
});

describe('the app taking over the prerendered landing page', () => {
  it('puts its own page in the same place, and the prerendered page and its styles go', () => {
    const staticRoot = prerendered();
    expect(isStaticLanding(staticRoot)).toBe(true);
    const { container } = takeOver(staticRoot);
    expect(document.getElementById('root')).toBe(container);
    expect(staticRoot.isConnected).toBe(false);
    expect(isStaticLanding(container)).toBe(false);
    expect(document.getElementById(STATIC_STYLES_ID)).toBeNull();
    expect(container.querySelectorAll('button')).toHaveLength(2);
  });

  it('presses again the button pressed before the app arrived, and only that one', () => {
    const staticRoot = prerendered();
    staticRoot.querySelectorAll('button')[1]!.setAttribute(PENDING_CLICK_ATTRIBUTE, '');
    const { pressed } = takeOver(staticRoot);
    expect(pressed.mock.calls).toEqual([['Platform Access']]);
  });

  it('keeps the focus on the same control and tells the control under the pointer that the pointer is there', () => {
    const staticRoot = prerendered();
    staticRoot.querySelector('a')!.focus();
    staticRoot.querySelectorAll('button')[1]!.setAttribute(PENDING_HOVER_ATTRIBUTE, '');
    const { container, pressed, entered } = takeOver(staticRoot);
    expect(document.activeElement).toBe(container.querySelector('a'));
    expect(entered.mock.calls).toEqual([['Platform Access']]);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('leaves the reader where they had scrolled to', () => {
    const staticRoot = prerendered();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1200);
    takeOver(staticRoot);
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1200);
    expect(JSON.parse(sessionStorage.getItem('scroll-positions') ?? '{}')).toMatchObject({ '/': 1200 });
  });
});
