import { z } from 'zod';
import { LANGUAGES, PERMISSIONS } from './constants.js';
import { IdSchema } from './envelope.js';
import { EmailSchema, FirstNameSchema, LastNameSchema, PasswordSchema, UsernameSchema } from './fields.js';
import { ACCOUNT_INVITATION_MESSAGES as M } from './messages.js';
import { PermissionSchema, RoleSchema } from './users.js';

/**
 * Accounts an admin creates (issue 20; replaces the spec's 'User creation should be handled through the
 * registration process'): the admin names the person and their role (any role, admin included, with
 * the permissions an admin gets); the person is mailed a link to choose a username and password. The
 * link works for INVITATION_TTL_DAYS (the coach's client invitations' lifetime); it can be resent (a new
 * link, the old one dead) or revoked. Only the hash of the link's token is stored.
 */

export const ACCOUNT_INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type AccountInvitationStatus = (typeof ACCOUNT_INVITATION_STATUSES)[number];

/** POST /admin/invitations. */
export const CreateAccountInvitationBodySchema = z.object({
  email: EmailSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  role: RoleSchema,
  permissions: z.array(PermissionSchema).max(PERMISSIONS.length).optional().describe('Admins only: what the new admin may do (none unless given)'),
  language: z.enum(LANGUAGES).optional().describe("The language of the mail and of the new account; the platform's default when left out"),
});
export type CreateAccountInvitationBody = z.infer<typeof CreateAccountInvitationBodySchema>;

const IsoDateTime = z.iso.datetime({ offset: true });

export const AccountInvitationSchema = z.object({
  _id: IdSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: RoleSchema,
  permissions: z.array(PermissionSchema),
  language: z.enum(LANGUAGES),
  status: z.enum(ACCOUNT_INVITATION_STATUSES),
  invitedBy: z.object({ _id: IdSchema, firstName: z.string(), lastName: z.string() }).nullable(),
  expiresAt: IsoDateTime,
  sentCount: z.number().int(),
  lastSentAt: IsoDateTime,
  createdAt: IsoDateTime,
  respondedAt: IsoDateTime.nullable(),
  acceptedUserId: IdSchema.nullable(),
});
export type AccountInvitation = z.infer<typeof AccountInvitationSchema>;
export const AccountInvitationResultSchema = z.object({ invitation: AccountInvitationSchema });
export const AccountInvitationListSchema = z.object({ invitations: z.array(AccountInvitationSchema) });

/** GET /admin/invitations: the open ones by default (pending and expired), newest first. */
export const AccountInvitationListQuerySchema = z.object({
  status: z.enum([...ACCOUNT_INVITATION_STATUSES, 'open', 'all']).default('open').describe("open: pending or expired, what can still be resent"),
});
export type AccountInvitationListQuery = z.infer<typeof AccountInvitationListQuerySchema>;

/** What the link's holder sees before choosing a username and password (GET /account-invitations/{token}). */
export const AccountInvitationPreviewSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: RoleSchema,
  status: z.enum(ACCOUNT_INVITATION_STATUSES),
  expiresAt: IsoDateTime,
  invitedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type AccountInvitationPreview = z.infer<typeof AccountInvitationPreviewSchema>;
export const AccountInvitationPreviewResultSchema = z.object({ invitation: AccountInvitationPreviewSchema });
export const AccountInvitationTokenParamsSchema = z.object({ token: z.string().trim().min(1, { error: M.notFound }).max(200, { error: M.notFound }) });

/** POST /account-invitations/accept: the person chooses how they sign in; the rest is the invitation's. */
export const AcceptAccountInvitationBodySchema = z.strictObject({
  token: z.string({ error: M.notFound }).trim().min(1, { error: M.notFound }).max(200, { error: M.notFound }),
  username: UsernameSchema,
  password: PasswordSchema,
});
export type AcceptAccountInvitationBody = z.infer<typeof AcceptAccountInvitationBodySchema>;
