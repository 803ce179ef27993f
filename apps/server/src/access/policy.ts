import { COACH_VERIFICATION_MESSAGES } from '@coaching/contract';
import type { Db } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import type { UsersService } from '../modules/users/users.service.js';
import type { Caller } from './caller.js';
import { type Action, type Decision, decide, needsVerification, permissionNeeded, type Relation, roleMayAttempt } from './rules.js';

type Who = Pick<Caller, 'userId' | 'role'>;

/**
 * The one place that answers who may touch whose data: how a caller stands to a user (themself, their
 * coach, anyone else), what ACCESS_RULES allows for that, and which clients a caller oversees.
 * Services still scope every query by what it answers.
 */
export function createAccessPolicy(deps: {
  usersService: Pick<UsersService, 'findCoachIdOfClient' | 'clientIdsOfCoach' | 'allClientIds' | 'privacyOf' | 'permissionsOf' | 'verificationStatusOf'>;
}) {
  const { usersService } = deps;

  /** Inside a transaction (`tx`), the lookup sees what the transaction sees. */
  async function relationTo(caller: Who, userId: string, tx?: Db): Promise<Relation> {
    if (userId === caller.userId) return 'self';
    if (caller.role === 'coach' && (await usersService.findCoachIdOfClient(userId, tx)) === caller.userId) return 'coach';
    if (caller.role === 'client' && (await usersService.findCoachIdOfClient(caller.userId, tx)) === userId) return 'coached';
    return 'other';
  }

  /**
   * Why the caller may not attempt the action at all, or undefined when they may: their role; for an admin,
   * the permission it needs; for a coach, verification (each read afresh: a grant, a withdrawal or a
   * verification counts at once).
   */
  async function refusal(caller: Who, action: Action, tx?: Db): Promise<AppError | undefined> {
    if (!roleMayAttempt(action, caller.role)) return new AppError('FORBIDDEN');
    const needed = permissionNeeded(action, caller.role);
    if (needed !== undefined && !(await usersService.permissionsOf(caller.userId, tx)).includes(needed)) return new AppError('FORBIDDEN');
    if (needsVerification(action, caller.role)) {
      const status = await usersService.verificationStatusOf(caller.userId, tx);
      if (status === 'declined') return new AppError('FORBIDDEN', COACH_VERIFICATION_MESSAGES.declinedCannotInvite);
      if (status !== 'verified') return new AppError('FORBIDDEN', COACH_VERIFICATION_MESSAGES.pendingCannotInvite);
    }
    return undefined;
  }

  async function mayAttempt(caller: Who, action: Action, tx?: Db): Promise<boolean> {
    return (await refusal(caller, action, tx)) === undefined;
  }

  async function decision(caller: Who, action: Action, userId: string, tx?: Db): Promise<Decision> {
    if (!(await mayAttempt(caller, action, tx))) return 'forbid';
    return decide(action, caller.role, await relationTo(caller, userId, tx));
  }

  return {
    relationTo,
    decision,

    /**
     * 403 unless the caller's role may attempt the action at all; asked before any row is read. An action
     * that needs an admin permission is asked of requireAttempt, which reads it.
     */
    requireRole(caller: Who, action: Action): void {
      if (permissionNeeded(action, caller.role)) throw new Error(`${action} needs an admin permission: ask requireAttempt`);
      if (needsVerification(action, caller.role)) throw new Error(`${action} needs a verified coach: ask requireAttempt`);
      if (!roleMayAttempt(action, caller.role)) throw new AppError('FORBIDDEN');
    },

    /** 403 unless the caller's role, an admin's permissions and a coach's verification let them attempt the action at all; the reason in words for a coach not verified. */
    async requireAttempt(caller: Who, action: Action, tx?: Db): Promise<void> {
      const refused = await refusal(caller, action, tx);
      if (refused) throw refused;
    },

    /** Whether the caller may do the action to this user's data. */
    async may(caller: Who, action: Action, userId: string, tx?: Db): Promise<boolean> {
      return (await decision(caller, action, userId, tx)) === 'allow';
    },

    /**
     * Goes on only when the caller may do the action to this user's data: 403 when forbidden, and
     * `hidden()`, the resource's own 404, when the caller may not even know the data exists.
     */
    async require(caller: Who, action: Action, userId: string, hidden: () => Error, tx?: Db): Promise<void> {
      const outcome = await decision(caller, action, userId, tx);
      if (outcome === 'forbid') throw new AppError('FORBIDDEN');
      if (outcome === 'hide') throw hidden();
    },

    /**
     * Goes on only when the caller may do the action to a conversation between two people: its client
     * and its coach stand to it as 'self', anyone else as 'other' (see ACCESS_RULES 'messaging.*').
     */
    requireInConversation(caller: Who, action: Action, participants: { clientId: string; coachId: string }, hidden: () => Error): void {
      const relation: Relation = caller.userId === participants.clientId || caller.userId === participants.coachId ? 'self' : 'other';
      const outcome = roleMayAttempt(action, caller.role) ? decide(action, caller.role, relation) : 'forbid';
      if (outcome === 'forbid') throw new AppError('FORBIDDEN');
      if (outcome === 'hide') throw hidden();
    },

    /**
     * How much of a client's AI transcripts the caller sees once they may read the conversation: 'full'
     * when ACCESS_RULES 'transcripts.full' allows it and, for the client's coach, the client shares them
     * (privacy.shareProgressWithCoach); 'summary' otherwise (summaries, insights, action items, analytics).
     */
    async transcriptView(caller: Who, clientId: string, tx?: Db): Promise<'full' | 'summary'> {
      const relation = await relationTo(caller, clientId, tx);
      if (!roleMayAttempt('transcripts.full', caller.role) || decide('transcripts.full', caller.role, relation) !== 'allow') return 'summary';
      if (relation === 'coach' && !(await usersService.privacyOf(clientId, tx)).shareProgressWithCoach) return 'summary';
      return 'full';
    },

    /**
     * Whether what the client keeps of their progress (reflections, their own skill ratings, mood and
     * confidence) reaches this caller: always for the client and admins, for their coach only while the
     * client shares it (privacy.shareProgressWithCoach). Asked after the caller may read the client at all.
     */
    async sharesProgressWith(caller: Who, clientId: string, tx?: Db): Promise<boolean> {
      if (caller.userId === clientId || caller.role === 'admin') return true;
      return (await relationTo(caller, clientId, tx)) === 'coach' && (await usersService.privacyOf(clientId, tx)).shareProgressWithCoach;
    },

    /** Whether the action reaches every user's data for this caller (an admin's oversight): lists are then not narrowed. */
    reachesEveryone(caller: Who, action: Action): boolean {
      if (permissionNeeded(action, caller.role)) throw new Error(`${action} needs an admin permission: ask requireAttempt`);
      return roleMayAttempt(action, caller.role) && decide(action, caller.role, 'other') === 'allow';
    },

    /** The clients a caller oversees: a coach's own clients, every client for an admin, none for a client. */
    async overseenClientIds(caller: Who, tx?: Db): Promise<string[]> {
      if (caller.role === 'admin') return usersService.allClientIds(tx);
      if (caller.role === 'coach') return usersService.clientIdsOfCoach(caller.userId, tx);
      return [];
    },
  };
}

export type AccessPolicy = ReturnType<typeof createAccessPolicy>;
