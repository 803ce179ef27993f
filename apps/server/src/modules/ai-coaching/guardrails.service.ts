import { defaultGuardrails, type Guardrails } from '@coaching/contract';
import { notFound } from '../../http/app-error.js';
import type { UsersService } from '../users/users.service.js';
import { type AiCaller, denied } from './access.js';
import type { SafetyRepository } from './safety.repository.js';

const userNotFound = () => notFound('User not found');

/**
 * A user's coaching guardrails: read by the user, their coach and admins; set by their coach or an
 * admin, never by the user themself. A user without a saved row has the spec's defaults.
 */
export function createGuardrailsService(deps: {
  safety: Pick<SafetyRepository, 'guardrailsOf' | 'saveGuardrails'>;
  usersService: Pick<UsersService, 'findPerson'>;
  clock: () => Date;
}) {
  const { safety, usersService, clock } = deps;

  /** The user, when the caller may see their guardrails; 404 otherwise. */
  async function visibleUser(caller: AiCaller, userId: string) {
    const person = await usersService.findPerson(userId);
    if (!person) throw userNotFound();
    const isCoach = caller.role === 'coach' && person.role === 'client' && person.coachId === caller.userId;
    if (person.id !== caller.userId && !isCoach && caller.role !== 'admin') throw userNotFound();
    return { person, mayChange: isCoach || caller.role === 'admin' };
  }

  async function effective(userId: string): Promise<Guardrails> {
    return { ...defaultGuardrails(), ...(await safety.guardrailsOf(userId)) };
  }

  return {
    /** What the AI coach honours for this user; no permission check (callers have made theirs). */
    effective,

    async get(caller: AiCaller, userId: string): Promise<Guardrails> {
      await visibleUser(caller, userId);
      return effective(userId);
    },

    async update(caller: AiCaller, userId: string, changes: Partial<Guardrails>): Promise<Guardrails> {
      const { mayChange } = await visibleUser(caller, userId);
      if (!mayChange) throw denied();
      const guardrails = { ...(await effective(userId)), ...changes };
      await safety.saveGuardrails(userId, guardrails, caller.userId, clock());
      return guardrails;
    },
  };
}

export type GuardrailsService = ReturnType<typeof createGuardrailsService>;
