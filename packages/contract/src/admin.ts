import { z } from 'zod';
import { BIO_MAX_LENGTH, PERMISSIONS, PHONE_MAX_LENGTH, USER_LIST_PAGE_SIZE, USER_LIST_PAGE_SIZE_OPTIONS } from './constants.js';
import { IdSchema } from './envelope.js';
import { EmailSchema, FirstNameSchema, LastNameSchema } from './fields.js';
import { USER_ADMIN_MESSAGES } from './messages.js';
import { PermissionSchema, RoleSchema, UserSchema } from './users.js';
import { VerificationStatusSchema } from './coach-verification.js';

/**
 * The users API of the admin side (issue 20; spec section 7, Users): the user list, an admin's edits,
 * deactivation and reactivation, permissions, and the audit log that records every one of them.
 */

const IsoDateTime = z.iso.datetime({ offset: true });

/** The grid's columns a list can be sorted by (spec section 2, Admin User Management). */
export const USER_SORT_FIELDS = ['createdAt', 'name', 'username', 'email', 'role', 'status', 'phone'] as const;
export const USER_STATUSES = ['active', 'inactive'] as const;
/** How many users GET /users/search/{term} answers at most. */
export const USER_SEARCH_LIMIT = 20;

const PageSizeSchema = z.coerce
  .number({ error: USER_ADMIN_MESSAGES.pageSizeInvalid })
  .int({ error: USER_ADMIN_MESSAGES.pageSizeInvalid })
  .refine((size) => (USER_LIST_PAGE_SIZE_OPTIONS as readonly number[]).includes(size), { error: USER_ADMIN_MESSAGES.pageSizeInvalid });

const SearchTermSchema = z.string().trim().max(100);

export const UserListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: PageSizeSchema.default(USER_LIST_PAGE_SIZE).describe('10, 25, 50 or 100'),
  sortBy: z.enum(USER_SORT_FIELDS).default('createdAt').describe("name: first then last name; status: active or not; ties go by createdAt"),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  role: RoleSchema.optional(),
  status: z.enum(USER_STATUSES).optional().describe("'inactive': deactivated by an admin"),
  q: SearchTermSchema.optional().describe('Part of the email, username, first or last name'),
  verification: VerificationStatusSchema.optional().describe("Coaches by verification: 'pending' lists those waiting for an admin's decision"),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int().describe('How many pages the total makes at this limit'),
});

export const UserListSchema = z.object({ users: z.array(UserSchema), pagination: PaginationSchema });
export type UserList = z.infer<typeof UserListSchema>;
export const UsersResultSchema = z.object({ users: z.array(UserSchema) });

export const UserSearchParamsSchema = z.object({
  term: SearchTermSchema.min(1, { error: USER_ADMIN_MESSAGES.searchTermRequired }),
});

/**
 * The admin user form (spec section 3, Admin user form fields): fields left out keep their value. The
 * username is shown but cannot change: sending another one is refused.
 */
export const UpdateUserBodySchema = z.object({
  username: z.string().optional().describe('Accepted only unchanged: a username never changes'),
  email: EmailSchema.optional(),
  role: RoleSchema.optional(),
  profile: z
    .object({
      firstName: FirstNameSchema.optional(),
      lastName: LastNameSchema.optional(),
      phone: z.string().trim().max(PHONE_MAX_LENGTH).optional(),
      bio: z.string().trim().max(BIO_MAX_LENGTH).optional(),
    })
    .optional(),
  isActive: z.boolean().optional().describe('false deactivates (as DELETE does), true reactivates'),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

export const UpdatePermissionsBodySchema = z.object({
  permissions: z.array(PermissionSchema).max(PERMISSIONS.length).describe('The whole set the admin holds afterwards'),
});
export type UpdatePermissionsBody = z.infer<typeof UpdatePermissionsBodySchema>;

const Counts = z.object({ client: z.number().int(), coach: z.number().int(), admin: z.number().int() });

/** GET /users/stats/overview: the accounts in use (erased ones are not counted). Months are UTC months. */
export const UserStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  byRole: Counts,
  activeByRole: Counts,
  newThisMonth: z.number().int(),
  newLastMonth: z.number().int(),
  growth: z.number().describe('Percent more (or fewer) new accounts this month than last; 100 when last month had none and this one some'),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

/** What the audit log records (an append-only table: no entry can be changed or removed). */
export const AUDIT_ACTIONS = [
  'user.updated',
  'user.role_changed',
  'user.deactivated',
  'user.reactivated',
  'user.permissions_changed',
  'user.invited',
  'user.invitation_resent',
  'user.invitation_revoked',
  'coach.verified',
  'coach.declined',
  'settings.updated',
  'crisis_resource.saved',
  'crisis_resource.deleted',
  'conversation.transcript_read',
  'session.cancelled',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export const AUDIT_TARGET_TYPES = ['user', 'invitation', 'settings', 'crisis_resource', 'conversation', 'session'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
export type AuditAction = z.infer<typeof AuditActionSchema>;

export const AuditEntrySchema = z.object({
  _id: IdSchema,
  at: IsoDateTime,
  action: AuditActionSchema,
  actor: z.object({ _id: IdSchema, username: z.string(), firstName: z.string(), lastName: z.string(), role: RoleSchema }),
  targetType: z.enum(AUDIT_TARGET_TYPES).describe("user: targetId is the user's id; invitation: an account invitation's id; conversation: a conversation's id (after.kind: human or ai); session: a session's id"),
  targetId: z.string(),
  ip: z.string().nullable().describe('Where the request came from'),
  before: z.record(z.string(), z.unknown()).nullable().describe('The changed fields as they were'),
  after: z.record(z.string(), z.unknown()).nullable().describe('The changed fields as they became'),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: PageSizeSchema.default(USER_LIST_PAGE_SIZE).describe('10, 25, 50 or 100'),
  actorId: IdSchema.optional(),
  action: AuditActionSchema.optional(),
  targetId: z.string().trim().min(1).max(100).optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

export const AuditListSchema = z.object({ entries: z.array(AuditEntrySchema), pagination: PaginationSchema });
export type AuditList = z.infer<typeof AuditListSchema>;
