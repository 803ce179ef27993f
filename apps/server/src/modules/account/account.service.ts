import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  type AccountExport,
  AUTH_MESSAGES,
  defaultClientSpecific,
  type DeleteAccountBody,
} from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { Platform } from '../../platform.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { preferencesFrom, privacyFrom } from '../users/users.mapper.js';
import type { UsersService } from '../users/users.service.js';
import type { AccountErasureRepository } from './account-erasure.repository.js';
import type { AccountExportRepository } from './account-export.repository.js';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const name = (person: { firstName: string | null; lastName: string | null } | null) => ({ firstName: person?.firstName ?? '', lastName: person?.lastName ?? '' });

/**
 * The client's own data (issue 19): a complete export of it, and its erasure. Both act on the signed-in
 * client only; deleting asks for the password again and ends every session of the account at once.
 */
export function createAccountService(deps: {
  exports: AccountExportRepository;
  erasure: AccountErasureRepository;
  policy: Pick<AccessPolicy, 'requireRole'>;
  usersService: Pick<UsersService, 'findAccountById'>;
  userEvents: Pick<Platform['userEvents'], 'revokeSessions' | 'endSessions'>;
  clock: () => Date;
}) {
  const { exports, erasure, policy, clock } = deps;

  return {
    async exportOf(caller: Caller): Promise<AccountExport> {
      policy.requireRole(caller, 'account.export');
      const account = await exports.account(caller.userId);
      if (!account) throw new AppError('UNAUTHORIZED');
      const id = account.id;
      const [goals, reflections, ratings, aiConversations, conversations, sessions, notifications, accessLog, signIns] = await Promise.all([
        exports.goals(id),
        exports.reflections(id),
        exports.skillRatings(id),
        exports.aiConversations(id),
        exports.conversations(id),
        exports.sessions(id),
        exports.notifications(id),
        exports.accessLog(id),
        exports.signIns(id),
      ]);
      const { achievedGoals: _counted, ...clientSpecific } = account.clientSpecific ?? defaultClientSpecific();
      return {
        format: ACCOUNT_EXPORT_FORMAT,
        version: ACCOUNT_EXPORT_VERSION,
        exportedAt: clock().toISOString(),
        account: { _id: id, username: account.username, email: account.email, role: account.role, createdAt: account.createdAt.toISOString(), lastLoginAt: iso(account.lastLoginAt) },
        profile: account.profile,
        preferences: preferencesFrom(account.preferences),
        privacy: privacyFrom(account.privacy),
        clientSpecific,
        goals: goals.map(({ goal, milestones }) => ({
          _id: goal.id,
          title: goal.title,
          description: goal.description,
          category: goal.category,
          status: goal.status,
          targetDate: goal.targetDate.toISOString(),
          completedDate: iso(goal.completedDate),
          smartCriteria: { ...goal.smartCriteria },
          aiSuggestions: goal.aiSuggestions,
          createdAt: goal.createdAt.toISOString(),
          milestones: milestones.map((m) => ({ _id: m.id, title: m.title, completed: m.completed, completedDate: iso(m.completedDate), dueDate: iso(m.dueDate) })),
        })),
        reflections: reflections.map((r) => ({ _id: r.id, reflection: r.text, mood: r.mood, confidence: r.confidence, date: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() })),
        skillRatings: ratings.map(({ rating, rater }) => ({ _id: rating.id, ratedBy: rating.raterRole, rater: name(rater), scores: rating.scores, createdAt: rating.createdAt.toISOString() })),
        aiConversations: aiConversations.map(({ conversation: c, messages, actionItems }) => ({
          _id: c.id,
          title: c.title,
          status: c.status,
          methodology: c.methodology,
          focusAreas: c.focusAreas,
          goals: c.goals,
          summary: c.summary,
          keyInsights: c.keyInsights,
          nextSessionFocus: c.nextSessionFocus,
          createdAt: c.createdAt.toISOString(),
          completedAt: iso(c.completedAt),
          actionItems: actionItems.map((item) => ({ item: item.item, status: item.status, deadline: iso(item.deadline), createdAt: item.createdAt.toISOString() })),
          messages: messages.map((m) => ({ role: m.role, content: m.content, timestamp: m.createdAt.toISOString() })),
        })),
        conversations: conversations.map(({ conversation: c, coach, messages }) => ({
          _id: c.id,
          title: c.title,
          description: c.description,
          tags: c.tags,
          status: c.status,
          coach: name(coach),
          createdAt: c.createdAt.toISOString(),
          messages: messages.map((m) => ({ from: m.senderId === id ? ('you' as const) : m.senderId ? ('coach' as const) : ('system' as const), content: m.content, timestamp: m.createdAt.toISOString() })),
        })),
        // The coach's notes are theirs: the export holds what the client saw and said.
        sessions: sessions.map(({ session: s, coach }) => ({
          _id: s.id,
          title: s.title,
          status: s.status,
          scheduledDate: s.startsAt.toISOString(),
          duration: s.duration,
          location: s.location,
          requestedBy: s.requestedBy,
          coach: name(coach),
          feedback: s.feedback ?? null,
          cancellation: s.cancellation ?? null,
          startedAt: iso(s.startedAt),
          completedAt: iso(s.completedAt),
        })),
        notifications: notifications.map((n) => ({ _id: n.id, type: n.type, data: { ...n.data }, link: n.link, read: n.readAt !== null, timestamp: n.createdAt.toISOString() })),
        accessLog: accessLog.map(({ read, reader }) => ({ conversationTitle: read.conversationTitle, reader: name(reader), readerRole: read.readerRole, kind: read.kind, at: read.readAt.toISOString() })),
        signIns: signIns.map((s) => ({ userAgent: s.userAgent, ipAddress: s.ipAddress, createdAt: s.createdAt.toISOString(), lastUsedAt: s.lastUsedAt.toISOString(), endedAt: iso(s.revokedAt) })),
      };
    },

    /**
     * Erases the signed-in client's account (issue 19): the password asked again, then every session ends
     * and their personal data goes from every table, in one transaction (the request's).
     */
    async deleteOwn(caller: Caller, body: DeleteAccountBody): Promise<void> {
      policy.requireRole(caller, 'account.delete');
      const account = await deps.usersService.findAccountById(caller.userId);
      if (!account || !(await verifyPassword(account.passwordHash, body.password))) {
        throw new AppError('INVALID_CURRENT_PASSWORD', { errors: [{ msg: AUTH_MESSAGES.currentPasswordIncorrect, path: 'password' }] });
      }
      const traces = await erasure.traces(account.id);
      if (!traces) throw new AppError('UNAUTHORIZED');
      // A hash of random bytes nobody holds: the tombstone can never be signed in to.
      await erasure.erase(traces, { passwordHash: await hashPassword(randomBytes(32).toString('base64url')), at: clock() });
      // After the commit: every instance forgets the sessions, and the client's other open pages sign out.
      deps.userEvents.revokeSessions(account.id);
      deps.userEvents.endSessions(account.id, 'account_deleted');
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
