import { type AiDefaults, defaultGuardrails, type Guardrails } from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { UsersService } from '../users/users.service.js';
import type { SafetyRepository } from './safety.repository.js';

const userNotFound = () => new AppError('NOT_FOUND', 'User not found');

/**
 * A user's coaching guardrails: read by the user, their coach and admins; set by their coach or an
 * admin, never by the user themself (ACCESS_RULES). A user without a saved row has the spec's defaults.
 */
export function createGuardrailsService(deps: {
  safety: Pick<SafetyRepository, 'guardrailsOf' | 'saveGuardrails'>;
  usersService: Pick<UsersService, 'findPerson'>;
  policy: Pick<AccessPolicy, 'require'>;
  clock: () => Date;
  /** The platform's AI defaults: their guardrails stand where the user has none saved. */
  aiDefaults?: () => AiDefaults;
}) {
  const { safety, usersService, policy, clock } = deps;

  async function requireUser(userId: string): Promise<void> {
    if (!(await usersService.findPerson(userId))) throw userNotFound();
  }

  async function effective(userId: string): Promise<Guardrails> {
    return { ...(deps.aiDefaults?.().guardrails ?? defaultGuardrails()), ...(await safety.guardrailsOf(userId)) };
  }

  return {
    /** What the AI coach honours for this user; no permission check (callers have made theirs). */
    effective,

    async get(caller: Caller, userId: string): Promise<Guardrails> {
      await requireUser(userId);
      await policy.require(caller, 'guardrails.read', userId, userNotFound);
      return effective(userId);
    },

    async update(caller: Caller, userId: string, changes: Partial<Guardrails>): Promise<Guardrails> {
      await requireUser(userId);
      await policy.require(caller, 'guardrails.write', userId, userNotFound);
      const guardrails = { ...(await effective(userId)), ...changes };
      await safety.saveGuardrails(userId, guardrails, caller.userId, clock());
      return guardrails;
    },
  };
}

export type GuardrailsService = ReturnType<typeof createGuardrailsService>;
