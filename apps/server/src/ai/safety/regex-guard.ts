/**
 * Makes a pattern's leading lookbehinds cheap. An alternative that begins with a lookbehind
 * ('(?<!beaten[^.!?]{0,120})lips swelling') makes the engine look back up to its whole reach at every
 * position of the text, though the words after it are found at very few: on a long message that is
 * most of the screen's time. Each such alternative is prefixed with a lookahead for the rest of it,
 * so the look back is made only where the rest can match. The pattern matches exactly what it did.
 */
export function guardLookbehinds(source: string): string {
  return topLevelAlternatives(source)
    .map((alternative) => {
      if (!alternative.startsWith('(?<=') && !alternative.startsWith('(?<!')) return alternative;
      const end = groupEnd(alternative, 0);
      const rest = alternative.slice(end);
      return rest === '' ? alternative : `(?=${rest})${alternative}`;
    })
    .join('|');
}

/** The index just after the group that opens at `start`. */
function groupEnd(source: string, start: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = start; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return source.length;
}

function topLevelAlternatives(source: string): string[] {
  const alternatives: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === '|' && depth === 0) {
      alternatives.push(source.slice(from, i));
      from = i + 1;
    }
  }
  alternatives.push(source.slice(from));
  return alternatives;
}
