/** The fields of `edited` whose value differs from `saved`: what a Save sends, so that a change made meanwhile by another admin to another field stays. */
export function changedFields<T extends Record<string, unknown>>(edited: T, saved: T): Partial<T> {
  return Object.fromEntries(Object.entries(edited).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key]))) as Partial<T>;
}
