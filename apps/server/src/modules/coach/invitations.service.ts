import {
  type Invitation,
  type InvitationPreview,
  type InvitationStatus,
  INVITATION_MESSAGES,
  INVITATION_TTL_DAYS,
  type InviteClientBody,
  PATHS,
  defaultClientSpecific,
  InviteClientBodySchema,
} from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UsersService } from '../users/users.service.js';
import type { UserRow } from '../users/users.service.js';
import type { CoachClientsRepository } from './coach-clients.repository.js';
import { invitationMail } from './invitations.mails.js';
import type { ClientInvitationRow, InvitationsRepository } from './invitations.repository.js';

const DAY_MS = 86_400_000;
const notFound = () => new AppError('NOT_FOUND', INVITATION_MESSAGES.notFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

function statusOf(row: ClientInvitationRow, now: Date): InvitationStatus {
  return row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;
}

function toInvitation(row: ClientInvitationRow, now: Date): Invitation {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    goals: row.goals,
    notes: row.notes,
    status: statusOf(row, now),
    existingUser: row.existingUserId !== null,
    expiresAt: row.expiresAt.toISOString(),
    sentCount: row.sentCount,
    lastSentAt: row.lastSentAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** What a coach's new client starts with: the coach's AI defaults, when the coach has saved some. */
export type ClientOnboarding = { startWithCoachDefaults(coachId: string, clientId: string): Promise<void> };

/**
 * Invitations from a coach to a person (issue 18): a sign-up link for someone new, an invitation to
 * accept for a client already here without a coach. Pending for 14 days, resent with a new link (the
 * old one dies) or revoked. Only the hash of a link's token is stored.
 */
export function createInvitationsService(deps: {
  invitations: InvitationsRepository;
  policy: Pick<AccessPolicy, 'requireRole' | 'requireAttempt'>;
  usersService: Pick<UsersService, 'findAccountByEmail' | 'findAccountById' | 'assignCoach' | 'saveClientDetails'>;
  notificationsService: Pick<NotificationsService, 'notify'>;
  onboarding: ClientOnboarding;
  /** The invitation's notes become the coach's private notes about the client. */
  notes: Pick<CoachClientsRepository, 'saveNotes'>;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
}) {
  const { invitations, policy, usersService, clock } = deps;

  function linkFor(token: string, existingUser: boolean): string {
    return existingUser
      ? `${deps.publicUrl}${PATHS.invitation}?token=${encodeURIComponent(token)}`
      : `${deps.publicUrl}${PATHS.register}?invitation=${encodeURIComponent(token)}`;
  }

  async function coachNameOf(coachId: string): Promise<string> {
    const coach = await usersService.findAccountById(coachId);
    return coach ? fullName(coach.profile.firstName, coach.profile.lastName) || coach.email : '';
  }

  /**
   * The mail is kept in the outbox in the invitation's own transaction, and the mailer delivers it
   * once that commits: a rolled-back invitation sends nothing, and a stored one never loses its mail.
   */
  async function mailInvitation(row: ClientInvitationRow, token: string): Promise<void> {
    const mail = invitationMail({ name: row.name, coachName: await coachNameOf(row.coachId), link: linkFor(token, row.existingUserId !== null), existingUser: row.existingUserId !== null });
    await deps.mailer.send({ to: row.email, kind: 'client-invitation', ...mail });
  }

  async function notifyCoach(row: ClientInvitationRow, client: UserRow, accepted: boolean, at: Date): Promise<void> {
    await deps.notificationsService.notify({
      userId: row.coachId,
      type: accepted ? 'invitation.accepted' : 'invitation.declined',
      data: { personName: fullName(client.profile.firstName, client.profile.lastName) || row.name },
      link: PATHS.coach.clients,
      at,
    });
  }

  /** Whether this account may become the coach's client now; the reason in the coach's words if not. */
  function refusal(account: UserRow, coachId: string): string | undefined {
    if (account.role !== 'client') return INVITATION_MESSAGES.notAClient;
    if (account.coachId === coachId) return INVITATION_MESSAGES.alreadyYourClient;
    if (account.coachId !== null) return INVITATION_MESSAGES.hasAnotherCoach;
    return undefined;
  }

  /** The client joins the coach: linked, with the goals the coach noted (new ones only), the coach's AI defaults, and the invitation closed. */
  async function join(row: ClientInvitationRow, client: UserRow, now: Date): Promise<void> {
    await usersService.assignCoach(client.id, row.coachId);
    const clientSpecific = client.clientSpecific ?? defaultClientSpecific();
    const known = new Set(clientSpecific.goals.map((goal) => goal.toLowerCase()));
    const goals = [...clientSpecific.goals, ...row.goals.filter((goal) => !known.has(goal.toLowerCase()))];
    const phone = client.profile.phone || row.phone;
    await usersService.saveClientDetails(client.id, { clientSpecific: { ...clientSpecific, goals }, profile: { ...client.profile, phone } });
    await deps.onboarding.startWithCoachDefaults(row.coachId, client.id);
    if (row.notes) await deps.notes.saveNotes(row.coachId, client.id, row.notes, now, true);
    await invitations.update(row.id, { status: 'accepted', respondedAt: now, acceptedUserId: client.id });
  }

  /** A pending, unexpired invitation, locked; the reason otherwise. */
  async function openInvitation(id: string, now: Date): Promise<ClientInvitationRow> {
    const row = await invitations.findForUpdate(id);
    if (!row) throw notFound();
    const status = statusOf(row, now);
    if (status === 'expired') throw conflict(INVITATION_MESSAGES.expired);
    if (status !== 'pending') throw conflict(INVITATION_MESSAGES.noLongerValid);
    return row;
  }

  return {
    async list(caller: Caller): Promise<Invitation[]> {
      policy.requireRole(caller, 'clients.invitations');
      const now = clock();
      return (await invitations.listOfCoach(caller.userId)).map((row) => toInvitation(row, now));
    },

    /** POST /coach/invitations: invites a person by email (in the request's transaction; the mail leaves after commit). */
    async invite(caller: Caller, input: InviteClientBody): Promise<Invitation> {
      // Only a verified coach invites (issue 20): a pending or declined one is told why.
      await policy.requireAttempt(caller, 'clients.invite');
      const body = InviteClientBodySchema.parse(input);
      const now = clock();
      const existing = await usersService.findAccountByEmail(body.email);
      const refused = existing ? refusal(existing, caller.userId) : undefined;
      if (refused) throw conflict(refused);
      if (await invitations.pendingOfCoachFor(caller.userId, body.email)) throw conflict(INVITATION_MESSAGES.alreadyPending);
      const { token, tokenHash } = newOpaqueToken();
      const row = await invitations.insert({
        coachId: caller.userId,
        email: body.email,
        name: body.name,
        phone: body.phone,
        goals: body.goals,
        notes: body.notes,
        tokenHash,
        existingUserId: existing?.id ?? null,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        at: now,
      });
      await mailInvitation(row, token);
      if (existing) {
        await deps.notificationsService.notify({
          userId: existing.id,
          type: 'invitation.received',
          data: { personName: await coachNameOf(caller.userId) },
          link: PATHS.client.home,
          at: now,
        });
      }
      return toInvitation(row, now);
    },

    /** A new link (the old one dies) and 14 more days; for an invitation still pending or expired. */
    async resend(caller: Caller, id: string): Promise<Invitation> {
      await policy.requireAttempt(caller, 'clients.invite');
      const now = clock();
      const row = await invitations.findOfCoach(caller.userId, id);
      if (!row) throw notFound();
      if (row.status !== 'pending') throw conflict(INVITATION_MESSAGES.noLongerValid);
      const { token, tokenHash } = newOpaqueToken();
      const updated = await invitations.update(row.id, {
        tokenHash,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        sentCount: row.sentCount + 1,
        lastSentAt: now,
      });
      await mailInvitation(updated, token);
      return toInvitation(updated, now);
    },

    async revoke(caller: Caller, id: string): Promise<Invitation> {
      policy.requireRole(caller, 'clients.invitations');
      const now = clock();
      const row = await invitations.findOfCoach(caller.userId, id);
      if (!row) throw notFound();
      if (row.status !== 'pending') throw conflict(INVITATION_MESSAGES.noLongerValid);
      return toInvitation(await invitations.update(row.id, { status: 'revoked', respondedAt: now }), now);
    },

    /** GET /invitations/{token}: what the link's holder sees before signing in or registering; the token is the proof. */
    async preview(token: string): Promise<InvitationPreview> {
      const found = await invitations.findByTokenHash(hashOpaqueToken(token));
      if (!found) throw notFound();
      const { invitation: row } = found;
      return {
        _id: row.id,
        coach: { _id: row.coachId, firstName: found.coachFirstName, lastName: found.coachLastName },
        email: row.email,
        name: row.name,
        status: statusOf(row, clock()),
        existingUser: row.existingUserId !== null,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** The invitations waiting for the signed-in client. */
    async received(caller: Caller) {
      policy.requireRole(caller, 'invitations.respond');
      const me = await usersService.findAccountById(caller.userId);
      if (!me) return [];
      return (await invitations.pendingFor(me.email, clock())).map(({ invitation, coachFirstName, coachLastName }) => ({
        _id: invitation.id,
        coach: { _id: invitation.coachId, firstName: coachFirstName, lastName: coachLastName },
        expiresAt: invitation.expiresAt.toISOString(),
        createdAt: invitation.createdAt.toISOString(),
      }));
    },

    /** A client accepts or declines an invitation sent to their email; anyone else hears 404. */
    async respond(caller: Caller, id: string, accept: boolean): Promise<void> {
      policy.requireRole(caller, 'invitations.respond');
      const now = clock();
      const me = await usersService.findAccountById(caller.userId);
      const row = await openInvitation(id, now);
      if (!me || row.email.toLowerCase() !== me.email.toLowerCase()) throw notFound();
      if (accept) {
        const refused = refusal(me, row.coachId);
        if (refused === INVITATION_MESSAGES.alreadyYourClient) {
          await invitations.update(row.id, { status: 'accepted', respondedAt: now, acceptedUserId: me.id });
          return;
        }
        if (refused) throw conflict(INVITATION_MESSAGES.hasAnotherCoach);
        await join(row, me, now);
      } else {
        await invitations.update(row.id, { status: 'declined', respondedAt: now });
      }
      await notifyCoach(row, me, accept, now);
    },

    /**
     * A registration through an invitation link (auth's registration step, in its transaction): the new
     * account must use the invited email and be a client; it joins the coach at once.
     */
    async acceptOnRegistration(account: UserRow, token: string): Promise<void> {
      const now = clock();
      const found = await invitations.findByTokenHash(hashOpaqueToken(token));
      if (!found) throw notFound();
      const row = await openInvitation(found.invitation.id, now);
      if (row.email.toLowerCase() !== account.email.toLowerCase()) throw new AppError('VALIDATION_ERROR', INVITATION_MESSAGES.emailMismatch);
      if (account.role !== 'client') throw new AppError('VALIDATION_ERROR', INVITATION_MESSAGES.notAClient);
      await join(row, account, now);
      await notifyCoach(row, account, true, now);
    },

  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
