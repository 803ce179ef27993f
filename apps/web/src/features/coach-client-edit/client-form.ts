import { UpdateCoachClientBodySchema, type CoachClient, type UpdateCoachClientBody } from '@coaching/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** What the coach edits on the client page: the client's profile lists (kept together) and the coach's own notes. */
export type ClientFormValues = { goals: string[]; currentChallenges: string[]; notes: string };

export const LIST_FIELDS = ['goals', 'currentChallenges'] as const;
export type ListField = (typeof LIST_FIELDS)[number];

const fields = UpdateCoachClientBodySchema.shape;

/** The contract's bounds, read from its schema so the form and the server cannot disagree. */
export const LIMITS = {
  notes: fields.notes.unwrap().maxLength ?? Number.MAX_SAFE_INTEGER,
  entry: fields.goals.unwrap().in.element.maxLength ?? Number.MAX_SAFE_INTEGER,
};

export function clientFormValues(client: CoachClient): ClientFormValues {
  return { goals: [...client.clientSpecific.goals], currentChallenges: [...client.clientSpecific.currentChallenges], notes: client.notes };
}

/** The contract's own rules, every field present: lists trimmed with blank entries dropped, notes trimmed and bounded. */
export const clientFormResolver: Resolver<ClientFormValues> = zodResolver(UpdateCoachClientBodySchema.required());

/**
 * PUT /coach/clients/{id}'s body: only what differs from the saved client, so a list the client changed meanwhile is
 * not written back over unless the coach changed it too.
 */
export function changedFields(saved: ClientFormValues, parsed: ClientFormValues): UpdateCoachClientBody {
  const body: UpdateCoachClientBody = {};
  if (!sameList(parsed.goals, saved.goals)) body.goals = parsed.goals;
  if (!sameList(parsed.currentChallenges, saved.currentChallenges)) body.currentChallenges = parsed.currentChallenges;
  if (parsed.notes !== saved.notes) body.notes = parsed.notes;
  return body;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);
