import {
  ACCOUNT_INVITATION_MESSAGES,
  type AcceptAccountInvitationBody,
  type AccountInvitation,
  type AccountInvitationListQuery,
  type AccountInvitationPreview,
  type AccountInvitationStatus,
  type CreateAccountInvitationBody,
  DEFAULT_LANGUAGE,
  INVITATION_TTL_DAYS,
  PATHS,
  PERMISSIONS,
} from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { AppError, validationError } from '../../http/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { AuthService, ClientInfo, IssuedSession } from '../auth/auth.service.js';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens.js';
import type { UsersService } from '../users/users.service.js';
import { accountInvitationMail, mailLanguage } from './admin.mails.js';
import type { AccountInvitationRow, AccountInvitationsRepository, InvitationWithInviter } from './account-invitations.repository.js';

const DAY_MS = 86_400_000;
const LIST_LIMIT = 200;
const notFound = () => new AppError('NOT_FOUND', ACCOUNT_INVITATION_MESSAGES.notFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

function statusOf(row: AccountInvitationRow, now: Date): AccountInvitationStatus {
  return row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;
}

function toInvitation({ invitation: row, inviterFirstName, inviterLastName }: InvitationWithInviter, now: Date): AccountInvitation {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    permissions: row.permissions,
    language: row.language,
    status: statusOf(row, now),
    invitedBy: row.invitedBy ? { _id: row.invitedBy, firstName: inviterFirstName ?? '', lastName: inviterLastName ?? '' } : null,
    expiresAt: row.expiresAt.toISOString(),
    sentCount: row.sentCount,
    lastSentAt: row.lastSentAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    acceptedUserId: row.acceptedUserId,
  };
}

/** The stored statuses a list filter reads (expired invitations are stored as pending). */
const STORED: Record<AccountInvitationListQuery['status'], AccountInvitationRow['status'][] | undefined> = {
  open: ['pending'],
  pending: ['pending'],
  expired: ['pending'],
  accepted: ['accepted'],
  revoked: ['revoked'],
  all: undefined,
};

/**
 * Accounts an admin creates by invitation (issue 20), for any role, an admin with the permissions given.
 * The person is mailed a link (through the outbox, after the invitation commits) to choose a username and
 * password; the link works for INVITATION_TTL_DAYS, the coach's client invitations' lifetime, and can be
 * resent (a new link, the old one dead) or revoked. Only the hash of the link's token is stored.
 */
export function createAccountInvitationsService(deps: {
  invitations: AccountInvitationsRepository;
  policy: Pick<AccessPolicy, 'requireAttempt'>;
  usersService: Pick<UsersService, 'findAccountByEmail' | 'findAccountById'>;
  authService: Pick<AuthService, 'registerInvited'>;
  auditService: Pick<AuditService, 'record'>;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
  /** The language of an invitation whose admin chose none: the platform's default. */
  defaultLanguage?: () => string;
}) {
  const { invitations, policy, usersService, clock } = deps;

  async function inviterName(adminId: string): Promise<string> {
    const admin = await usersService.findAccountById(adminId);
    return admin ? `${admin.profile.firstName} ${admin.profile.lastName}`.trim() || admin.email : '';
  }

  /** Kept in the outbox in the invitation's own transaction; delivered once that commits. */
  async function mail(row: AccountInvitationRow, token: string, sender: string): Promise<void> {
    const link = `${deps.publicUrl}${PATHS.acceptInvitation}?token=${encodeURIComponent(token)}`;
    const message = accountInvitationMail(mailLanguage(row.language), { firstName: row.firstName, inviterName: await inviterName(sender), role: row.role, link });
    await deps.mailer.send({ to: row.email, kind: 'account-invitation', ...message });
  }

  async function requireFree(email: string): Promise<void> {
    if (await usersService.findAccountByEmail(email)) throw conflict(ACCOUNT_INVITATION_MESSAGES.emailInUse);
  }

  async function withInviter(row: AccountInvitationRow): Promise<InvitationWithInviter> {
    const found = await invitations.find(row.id);
    return found ?? { invitation: row, inviterFirstName: null, inviterLastName: null };
  }

  return {
    /** GET /admin/invitations: the open ones (pending or expired) unless told, newest first. */
    async list(caller: Caller, query: AccountInvitationListQuery): Promise<AccountInvitation[]> {
      await policy.requireAttempt(caller, 'users.invite');
      const now = clock();
      const rows = (await invitations.list(STORED[query.status], LIST_LIMIT)).map((row) => toInvitation(row, now));
      return query.status === 'pending' || query.status === 'expired' ? rows.filter((row) => row.status === query.status) : rows;
    },

    /** POST /admin/invitations: an email of an account, or of a waiting invitation, is refused in words. */
    async invite(actor: Actor, body: CreateAccountInvitationBody): Promise<AccountInvitation> {
      await policy.requireAttempt(actor, 'users.invite');
      const permissions = PERMISSIONS.filter((permission) => body.permissions?.includes(permission));
      if (body.role !== 'admin' && permissions.length > 0) throw validationError([{ msg: ACCOUNT_INVITATION_MESSAGES.permissionsForAdminsOnly, path: 'permissions' }]);
      await requireFree(body.email);
      if (await invitations.pendingFor(body.email)) throw conflict(ACCOUNT_INVITATION_MESSAGES.alreadyPending);
      const now = clock();
      const { token, tokenHash } = newOpaqueToken();
      const row = await invitations
        .insert({
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          role: body.role,
          permissions,
          language: mailLanguage(body.language ?? deps.defaultLanguage?.() ?? DEFAULT_LANGUAGE),
          invitedBy: actor.userId,
          tokenHash,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
          at: now,
        })
        .catch((error: unknown) => {
          // Two admins inviting one email at once: the unique index lets one through.
          if (violatedUniqueConstraint(error)) throw conflict(ACCOUNT_INVITATION_MESSAGES.alreadyPending);
          throw error;
        });
      await mail(row, token, actor.userId);
      await deps.auditService.record(actor, {
        action: 'user.invited',
        targetType: 'invitation',
        targetId: row.id,
        before: null,
        after: { email: row.email, role: row.role, permissions: row.permissions },
      });
      return toInvitation(await withInviter(row), now);
    },

    /** A new link (the old one dies) and INVITATION_TTL_DAYS more, for an invitation pending or expired. */
    async resend(actor: Actor, id: string): Promise<AccountInvitation> {
      await policy.requireAttempt(actor, 'users.invite');
      const row = await invitations.findForUpdate(id);
      if (!row) throw notFound();
      if (row.status !== 'pending') throw conflict(ACCOUNT_INVITATION_MESSAGES.noLongerValid);
      await requireFree(row.email);
      const now = clock();
      const { token, tokenHash } = newOpaqueToken();
      const updated = await invitations.update(row.id, {
        tokenHash,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        sentCount: row.sentCount + 1,
        lastSentAt: now,
      });
      await mail(updated, token, actor.userId);
      await deps.auditService.record(actor, {
        action: 'user.invitation_resent',
        targetType: 'invitation',
        targetId: row.id,
        before: { expiresAt: row.expiresAt.toISOString(), sentCount: row.sentCount },
        after: { expiresAt: updated.expiresAt.toISOString(), sentCount: updated.sentCount },
      });
      return toInvitation(await withInviter(updated), now);
    },

    /** DELETE /admin/invitations/{id}: the link stops working. */
    async revoke(actor: Actor, id: string): Promise<AccountInvitation> {
      await policy.requireAttempt(actor, 'users.invite');
      const row = await invitations.findForUpdate(id);
      if (!row) throw notFound();
      if (row.status !== 'pending') throw conflict(ACCOUNT_INVITATION_MESSAGES.noLongerValid);
      const now = clock();
      const updated = await invitations.update(row.id, { status: 'revoked', respondedAt: now });
      await deps.auditService.record(actor, { action: 'user.invitation_revoked', targetType: 'invitation', targetId: row.id, before: { status: 'pending' }, after: { status: 'revoked' } });
      return toInvitation(await withInviter(updated), now);
    },

    /** GET /account-invitations/{token}: what the link's holder sees; the token is the proof. */
    async preview(token: string): Promise<AccountInvitationPreview> {
      const found = await invitations.findByTokenHash(hashOpaqueToken(token));
      if (!found) throw notFound();
      const { invitation: row } = found;
      return {
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        role: row.role,
        status: statusOf(row, clock()),
        expiresAt: row.expiresAt.toISOString(),
        invitedBy: row.invitedBy ? { firstName: found.inviterFirstName ?? '', lastName: found.inviterLastName ?? '' } : null,
      };
    },

    /**
     * POST /account-invitations/accept: the account the invitation names (email, names, role, an admin's
     * permissions, language) with the username and password the person chose, signed in. The link works once.
     */
    async accept(body: AcceptAccountInvitationBody, client: ClientInfo): Promise<IssuedSession> {
      let claimed: AccountInvitationRow | undefined;
      return deps.authService.registerInvited(
        body.password,
        client,
        async () => {
          const row = await invitations.findByTokenHashForUpdate(hashOpaqueToken(body.token));
          if (!row) throw notFound();
          const status = statusOf(row, clock());
          if (status === 'expired') throw conflict(ACCOUNT_INVITATION_MESSAGES.expired);
          if (status !== 'pending') throw conflict(ACCOUNT_INVITATION_MESSAGES.noLongerValid);
          claimed = row;
          return {
            email: row.email,
            username: body.username,
            profile: { firstName: row.firstName, lastName: row.lastName },
            role: row.role,
            permissions: row.permissions,
            language: row.language,
          };
        },
        async (account) => {
          await invitations.update(claimed!.id, { status: 'accepted', respondedAt: clock(), acceptedUserId: account.id });
        },
      );
    },
  };
}

export type AccountInvitationsService = ReturnType<typeof createAccountInvitationsService>;
