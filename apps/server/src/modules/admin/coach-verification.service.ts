import { COACH_VERIFICATION_MESSAGES, PATHS, type User, USER_ADMIN_MESSAGES, type VerificationDecisionBody } from '@coaching/contract';
import type { AccessPolicy } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { preferencesFrom, toUser } from '../users/users.mapper.js';
import { emptyVerification, type UsersService } from '../users/users.service.js';
import { mailLanguage, verificationDecisionMail } from './admin.mails.js';

/**
 * An admin's decision on a coach's verification (issue 20): approve or decline (with the reason the coach
 * reads), for a coach who is pending and has submitted. The coach is mailed either way, in their language;
 * the decision is audited in the same transaction.
 */
export function createCoachVerificationAdminService(deps: {
  policy: Pick<AccessPolicy, 'requireAttempt'>;
  usersService: Pick<UsersService, 'findAccountById' | 'saveVerification'>;
  auditService: Pick<AuditService, 'record'>;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
}) {
  const { policy, usersService } = deps;

  return {
    /** PATCH /users/{id}/verification. */
    async decide(actor: Actor, coachId: string, body: VerificationDecisionBody): Promise<User> {
      await policy.requireAttempt(actor, 'users.verify');
      const coach = await usersService.findAccountById(coachId);
      if (!coach || coach.deletedAt !== null) throw new AppError('NOT_FOUND', USER_ADMIN_MESSAGES.userNotFound);
      if (coach.role !== 'coach') throw new AppError('CONFLICT', COACH_VERIFICATION_MESSAGES.notACoach);
      if (coach.verificationStatus !== 'pending') throw new AppError('CONFLICT', COACH_VERIFICATION_MESSAGES.notPending);
      const record = coach.verification ?? emptyVerification();
      if (!record.submittedAt) throw new AppError('CONFLICT', COACH_VERIFICATION_MESSAGES.notSubmitted);

      const approved = body.decision === 'approve';
      const reason = body.reason || null;
      const status = approved ? 'verified' : 'declined';
      const saved = await usersService.saveVerification(coach.id, status, { ...record, decidedAt: deps.clock().toISOString(), decidedBy: actor.userId, reason });
      await deps.auditService.record(actor, {
        action: approved ? 'coach.verified' : 'coach.declined',
        targetType: 'user',
        targetId: coach.id,
        before: { verificationStatus: 'pending' },
        after: { verificationStatus: status, reason },
      });
      const link = `${deps.publicUrl}${approved ? PATHS.coach.clients : PATHS.coach.home}`;
      const mail = verificationDecisionMail(mailLanguage(preferencesFrom(coach.preferences).language), { firstName: coach.profile.firstName, approved, reason, link });
      await deps.mailer.send({ to: coach.email, kind: 'coach-verification', ...mail });
      return toUser(saved);
    },
  };
}

export type CoachVerificationAdminService = ReturnType<typeof createCoachVerificationAdminService>;
