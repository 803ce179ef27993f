import { Link } from '@mui/material';
import type { ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address: 'see https://x.org.' links https://x.org. */
const TRAILING = /[.,;:!?)\]]+$/;

/** Splits text into plain runs and http(s) addresses; nothing else (javascript:, data:) ever becomes a link. */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A message's text as React text nodes, its web addresses as links opening in a new tab with
 * rel=noopener: whatever else it holds (HTML, a script) is shown as typed, never interpreted.
 */
export function LinkifiedText({ text }: { text: string }): ReactNode {
  return splitLinks(text).map((part, index) =>
    part.href ? (
      <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}
