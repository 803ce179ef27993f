import { z } from 'zod';
import { COACH_VERIFICATION_MESSAGES as M } from './messages.js';

/**
 * Coach verification (issue 20; spec section 2, the registration wizard's promise 'As a coach, you'll
 * need to complete additional verification steps after registration'): a new coach submits their
 * certifications and years of experience, and stays pending until an admin approves or declines them
 * with a reason. Until verified a coach may sign in and build their profile, but neither invites nor
 * takes clients, and is not in the coach directory.
 */

export const VERIFICATION_STATUSES = ['pending', 'verified', 'declined'] as const;
export const VerificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const VERIFICATION_LIMITS = { certifications: 20, textMax: 200, reasonMax: 1_000, experienceMax: 80, earliestYear: 1950 } as const;

const Text = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(VERIFICATION_LIMITS.textMax, { error: M.textTooLong });

export const CertificationSchema = z.object({
  name: Text(M.certificationNameRequired).describe('The certification, e.g. ICF Professional Certified Coach (PCC)'),
  issuer: Text(M.certificationIssuerRequired).describe('Who awarded it'),
  year: z.number({ error: M.certificationYearInvalid }).int({ error: M.certificationYearInvalid }).min(VERIFICATION_LIMITS.earliestYear, { error: M.certificationYearInvalid })
    .refine((year) => year <= new Date().getUTCFullYear(), { error: M.certificationYearInvalid })
    .describe('The year it was awarded'),
});
export type Certification = z.infer<typeof CertificationSchema>;

/** PUT /coach/verification: what the coach asks to be verified on; it replaces what they sent before. */
export const SubmitVerificationBodySchema = z.object({
  certifications: z
    .array(CertificationSchema, { error: M.certificationsRequired })
    .min(1, { error: M.certificationsRequired })
    .max(VERIFICATION_LIMITS.certifications, { error: M.certificationsTooMany }),
  experience: z
    .number({ error: M.experienceInvalid })
    .int({ error: M.experienceInvalid })
    .min(0, { error: M.experienceInvalid })
    .max(VERIFICATION_LIMITS.experienceMax, { error: M.experienceInvalid })
    .describe('Years of coaching experience'),
});
export type SubmitVerificationBody = z.infer<typeof SubmitVerificationBodySchema>;

const IsoDateTime = z.iso.datetime({ offset: true });

/** A coach's verification as they and admins see it (User.verification, GET /coach/verification). */
export const CoachVerificationSchema = z.object({
  status: VerificationStatusSchema,
  certifications: z.array(CertificationSchema),
  experience: z.number().int().nullable().describe('Years of experience as submitted; null before the first submission'),
  submittedAt: IsoDateTime.nullable().describe('When the coach last submitted; null when they have not yet'),
  decidedAt: IsoDateTime.nullable(),
  reason: z.string().nullable().describe("The admin's reason for a decline (or note with an approval)"),
});
export type CoachVerification = z.infer<typeof CoachVerificationSchema>;
export const CoachVerificationResultSchema = z.object({ verification: CoachVerificationSchema });

/** PATCH /users/{id}/verification: an admin's decision on a pending coach; a decline says why. */
export const VerificationDecisionBodySchema = z
  .object({
    decision: z.enum(['approve', 'decline'], { error: M.decisionInvalid }),
    reason: z.string().trim().max(VERIFICATION_LIMITS.reasonMax, { error: M.reasonTooLong }).optional().describe('Required to decline: the coach reads it'),
  })
  .refine((body) => body.decision !== 'decline' || (body.reason ?? '').length > 0, { error: M.reasonRequired, path: ['reason'] });
export type VerificationDecisionBody = z.infer<typeof VerificationDecisionBodySchema>;

/** GET /users/coaches?verification=: admins who manage users may list the coaches waiting (or declined); everyone else sees the verified ones. */
export const CoachDirectoryQuerySchema = z.object({
  verification: z.enum([...VERIFICATION_STATUSES, 'all'], { error: M.verificationFilterInvalid }).default('verified').describe("Anything but 'verified' is for admins with users.manage"),
});
export type CoachDirectoryQuery = z.infer<typeof CoachDirectoryQuerySchema>;
