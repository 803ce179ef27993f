import { COACH_VERIFICATION_MESSAGES, type CoachVerification, type SubmitVerificationBody } from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import { verificationOf } from '../users/users.mapper.js';
import type { UsersService } from '../users/users.service.js';

/**
 * The coach's side of verification (issue 20): what they submit (certifications, years of experience)
 * and where they stand. A submission puts them (back) in the admins' pending list; a verified coach has
 * nothing left to submit.
 */
export function createCoachVerificationService(deps: {
  policy: Pick<AccessPolicy, 'requireRole'>;
  usersService: Pick<UsersService, 'findAccountById' | 'saveVerification'>;
  clock: () => Date;
}) {
  const { policy, usersService } = deps;

  async function requireCoach(caller: Caller) {
    policy.requireRole(caller, 'coach.verification');
    const row = await usersService.findAccountById(caller.userId);
    if (row?.role !== 'coach') throw new AppError('FORBIDDEN', COACH_VERIFICATION_MESSAGES.notACoach);
    return row;
  }

  return {
    /** GET /coach/verification: the caller's status, what they submitted, and an admin's reason for a decline. */
    async get(caller: Caller): Promise<CoachVerification> {
      return verificationOf(await requireCoach(caller));
    },

    /** PUT /coach/verification: replaces what the coach submitted before; they wait for an admin again. */
    async submit(caller: Caller, body: SubmitVerificationBody): Promise<CoachVerification> {
      const row = await requireCoach(caller);
      if (row.verificationStatus === 'verified') throw new AppError('CONFLICT', COACH_VERIFICATION_MESSAGES.alreadyVerified);
      const saved = await usersService.saveVerification(row.id, 'pending', {
        certifications: body.certifications,
        experience: body.experience,
        submittedAt: deps.clock().toISOString(),
        decidedAt: null,
        decidedBy: null,
        reason: null,
      });
      return verificationOf(saved);
    },
  };
}

export type CoachVerificationService = ReturnType<typeof createCoachVerificationService>;
