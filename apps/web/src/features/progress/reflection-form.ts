import { CreateReflectionBodySchema, MOOD_SCALE, type Reflection } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** What the Daily Reflection dialog edits: the create body, every field filled in. */
export type ReflectionFormValues = { reflection: string; mood: number; confidence: number };

/** The contract's rules (text required and at most 5000 characters, 1-10 scales), so the dialog says what the server would. */
export const reflectionFormResolver = zodResolver(CreateReflectionBodySchema) as unknown as Resolver<ReflectionFormValues>;

/** A new reflection starts at the spec's 7 for mood and confidence; an edit starts from what was saved. */
export function reflectionFormValues(reflection?: Reflection): ReflectionFormValues {
  if (reflection) return { reflection: reflection.reflection, mood: reflection.mood, confidence: reflection.confidence };
  return { reflection: '', mood: MOOD_SCALE.default, confidence: MOOD_SCALE.default };
}
