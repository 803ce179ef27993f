/** A list of short entries with one more (coach profile lists, guardrails): trimmed, and nothing added when blank or already there. */
export function withEntry(list: readonly string[], entry: string): string[] {
  const value = entry.trim();
  if (!value) return [...list];
  const known = list.some((item) => item.toLocaleLowerCase() === value.toLocaleLowerCase());
  return known ? [...list] : [...list, value];
}

export const withoutEntry = (list: readonly string[], entry: string): string[] => list.filter((item) => item !== entry);
