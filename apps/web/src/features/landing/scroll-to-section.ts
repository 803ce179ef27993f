import { useEffect, type MouseEvent } from 'react';

/** The fixed navigation bar covers this much of a section's top when the browser scrolls to it. */
export const SECTION_SCROLL_MARGIN = { xs: '72px', sm: '80px' };

export function headingId(section: string): string {
  return `${section}-title`;
}

/** Scrolls to a section and moves focus to its heading, so keyboard and screen reader users continue from there. */
export function scrollToSection(section: string): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  document.getElementById(section)?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  document.getElementById(headingId(section))?.focus({ preventScroll: true });
}

/**
 * Whether a click on a section link is ours to handle. The anchor keeps its href for middle-click
 * and copy-link; a plain click we take over, so the router's scroll restoration cannot cut the
 * smooth scroll short.
 */
export function claimSectionClick(event: MouseEvent<HTMLElement>): boolean {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return false;
  event.preventDefault();
  return true;
}

export function onSectionLinkClick(section: string) {
  return (event: MouseEvent<HTMLElement>) => {
    if (claimSectionClick(event)) scrollToSection(section);
  };
}

/**
 * A link to /#section: the router scrolls there on load, but the web font arrives afterwards and
 * reflows the page above the section, so we scroll again once fonts are ready.
 */
export function useSectionFromHash(sections: readonly string[]): void {
  useEffect(() => {
    const section = window.location.hash.slice(1);
    if (!sections.includes(section)) return;
    let cancelled = false;
    void document.fonts?.ready.then(() => {
      if (!cancelled) document.getElementById(section)?.scrollIntoView?.({ block: 'start' });
    });
    return () => {
      cancelled = true;
    };
    // Only the address the page was opened with; later in-page jumps are handled by the links.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
