import { randomBytes } from 'node:crypto';
import { ACCOUNT_INVITATION_MESSAGES, type AccountInvitation, type AuditEntry, VALIDATION_MESSAGES } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { callAs, signUpAdminCast } from '../support/admins.js';
import { bearer, getMe, type SignedIn, signIn, signUp } from '../support/factories.js';
import { DAY } from '../support/goals.js';

const { app, clock } = await createTestApp();
const cast = await signUpAdminCast(app);
const PASSWORD = 'Invited1!';

/** Moves the clock on, the admins signing in again (their access tokens live minutes). */
async function later(ms: number): Promise<void> {
  clock.advance(ms);
  cast.admin = await signIn(app, cast.admin.email, cast.admin.password);
  cast.secondAdmin = await signIn(app, cast.secondAdmin.email, cast.secondAdmin.password);
}

const newEmail = () => `invited-${randomBytes(4).toString('hex')}@example.com`;
const newUsername = () => `invited_${randomBytes(4).toString('hex')}`;

async function invite(body: object, who: SignedIn = cast.admin): Promise<AccountInvitation> {
  const response = await callAs(app, who, 'POST', '/admin/invitations', body);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().message).toBe(ACCOUNT_INVITATION_MESSAGES.sent);
  return response.json().data.invitation;
}

/** The link of the latest invitation mail to this address, read from the outbox as the person would from their inbox. */
async function invitationMail(email: string) {
  await app.services.mailer.idle();
  const [mail] = (await app.services.outbox.listForRecipient(email)).filter((row) => row.kind === 'account-invitation');
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  const link = mail.textBody.match(/https?:\/\/\S+/)![0];
  return { mail, link, token: new URL(link).searchParams.get('token')! };
}

const accept = (token: string, username = newUsername(), password = PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/account-invitations/accept', payload: { token, username, password } });
const preview = (token: string) => app.inject({ method: 'GET', url: `/api/account-invitations/${encodeURIComponent(token)}` });

describe('POST /api/admin/invitations', () => {
  it('mails a coach a link to choose a username and password; accepting opens the account as invited, signed in, and the link works once', async () => {
    const email = newEmail();
    const invitation = await invite({ email, firstName: 'Maya', lastName: 'Okafor', role: 'coach' });
    expect(invitation).toMatchObject({ email, firstName: 'Maya', lastName: 'Okafor', role: 'coach', permissions: [], language: 'en', status: 'pending', sentCount: 1, invitedBy: { _id: cast.admin.user._id } });
    expect(new Date(invitation.expiresAt).getTime() - clock().getTime()).toBe(14 * DAY);

    const { mail, link, token } = await invitationMail(email);
    expect(link.startsWith('http://coaching.test/accept-invitation?token=')).toBe(true);
    expect(mail.subject).toBe('Your invitation to the coaching platform');
    expect(mail.textBody).toContain('Riley Chen invited you to the coaching platform as a coach.');
    expect((await preview(token)).json().data.invitation).toMatchObject({ email, firstName: 'Maya', role: 'coach', status: 'pending', invitedBy: { firstName: 'Riley', lastName: 'Chen' } });

    const username = newUsername();
    const accepted = await accept(token, username);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ success: true, message: ACCOUNT_INVITATION_MESSAGES.accepted, data: { token: expect.any(String), user: { email, username, role: 'coach', profile: { firstName: 'Maya', lastName: 'Okafor' } } } });
    expect(accepted.cookies.find((cookie) => cookie.name === 'refreshToken')).toBeDefined();
    // A coach who joins by invitation waits for verification like one who registers.
    const me = (await getMe(app, accepted.json().data.token)).json().data.user;
    expect(me.verification.status).toBe('pending');
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);

    const again = await accept(token);
    expect([again.statusCode, again.json().error.message]).toEqual([409, ACCOUNT_INVITATION_MESSAGES.noLongerValid]);
    const listed = (await callAs(app, cast.admin, 'GET', '/admin/invitations?status=accepted')).json().data.invitations as AccountInvitation[];
    expect(listed.find((row) => row._id === invitation._id)).toMatchObject({ status: 'accepted', acceptedUserId: me._id });
  });

  it('invites an admin with the permissions given, in the language chosen: the new admin holds exactly those and reads the mail in French', async () => {
    const email = newEmail();
    await invite({ email, firstName: 'Léa', lastName: 'Martin', role: 'admin', permissions: ['audit.view', 'users.manage'], language: 'fr' });
    const { mail, token } = await invitationMail(email);
    expect(mail.subject).toBe('Votre invitation à la plateforme de coaching');
    expect(mail.textBody).toContain('Bonjour Léa,');
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const admin = accepted.json().data as { token: string; user: { permissions: string[]; preferences: { language: string } } };
    expect(admin.user.permissions).toEqual(['users.manage', 'audit.view']);
    expect(admin.user.preferences.language).toBe('fr');
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: bearer(admin.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users/stats/overview', headers: bearer(admin.token) })).statusCode).toBe(403);
  });

  it("speaks the platform's default language when the admin chooses none, and works while registration is closed", async () => {
    const { app: closed } = await createTestApp();
    const admin = (await signUpAdminCast(closed)).admin;
    expect((await callAs(closed, admin, 'PUT', '/admin/settings', { registrationOpen: false, defaultLanguage: 'de' })).statusCode).toBe(200);
    const email = newEmail();
    expect((await callAs(closed, admin, 'POST', '/admin/invitations', { email, firstName: 'Jonas', lastName: 'Weber', role: 'client' })).json().data.invitation.language).toBe('de');
    await closed.services.mailer.idle();
    const [mail] = await closed.services.outbox.listForRecipient(email);
    expect(mail?.subject).toBe('Ihre Einladung zur Coaching-Plattform');
    const token = new URL(mail!.textBody.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    const accepted = await closed.inject({ method: 'POST', url: '/api/account-invitations/accept', payload: { token, username: newUsername(), password: PASSWORD } });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().data.user.preferences.language).toBe('de');
  });

  it('refuses in words an email already in use, one already invited, permissions for a client, and a malformed body', async () => {
    const taken = await callAs(app, cast.admin, 'POST', '/admin/invitations', { email: cast.client.email.toUpperCase(), firstName: 'A', lastName: 'B', role: 'client' });
    expect([taken.statusCode, taken.json().error.message]).toEqual([409, ACCOUNT_INVITATION_MESSAGES.emailInUse]);
    const email = newEmail();
    await invite({ email, firstName: 'Sam', lastName: 'Lee', role: 'client' });
    const twice = await callAs(app, cast.secondAdmin, 'POST', '/admin/invitations', { email, firstName: 'Sam', lastName: 'Lee', role: 'client' });
    expect([twice.statusCode, twice.json().error.message]).toEqual([409, ACCOUNT_INVITATION_MESSAGES.alreadyPending]);
    const granted = await callAs(app, cast.admin, 'POST', '/admin/invitations', { email: newEmail(), firstName: 'Sam', lastName: 'Lee', role: 'client', permissions: ['audit.view'] });
    expect(granted.statusCode).toBe(400);
    expect(granted.json().errors).toEqual([{ msg: ACCOUNT_INVITATION_MESSAGES.permissionsForAdminsOnly, path: 'permissions' }]);
    const malformed = await callAs(app, cast.admin, 'POST', '/admin/invitations', { email: 'not an email', firstName: '', lastName: 'Lee', role: 'owner' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual(expect.arrayContaining([{ msg: VALIDATION_MESSAGES.emailInvalid, path: 'email' }, { msg: VALIDATION_MESSAGES.firstNameRequired, path: 'firstName' }]));
  });

  it('answers 403 to an admin without users.manage, to a coach and to a client, on every call', async () => {
    const target = await invite({ email: newEmail(), firstName: 'Kim', lastName: 'Park', role: 'client' });
    for (const who of [cast.reportViewer, cast.auditor, cast.coach, cast.client]) {
      for (const [method, url, payload] of [
        ['GET', '/admin/invitations', undefined],
        ['POST', '/admin/invitations', { email: newEmail(), firstName: 'A', lastName: 'B', role: 'client' }],
        ['POST', `/admin/invitations/${target._id}/resend`, undefined],
        ['DELETE', `/admin/invitations/${target._id}`, undefined],
      ] as const) {
        const response = await callAs(app, who, method, url, payload);
        expect(response.statusCode, `${who.user.role} ${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('managing the invitations', () => {
  it('lists the open ones newest first; resending mails a new link and kills the old one; revoking kills the link; each is audited', async () => {
    const email = newEmail();
    clock.advance(1_000); // The test clock stands still: this invitation is the newest by a second.
    const invitation = await invite({ email, firstName: 'Ana', lastName: 'Diaz', role: 'client' });
    const { token: first } = await invitationMail(email);
    const open = (await callAs(app, cast.admin, 'GET', '/admin/invitations')).json().data.invitations as AccountInvitation[];
    expect(open[0]!._id).toBe(invitation._id);
    expect(open.every((row) => row.status === 'pending' || row.status === 'expired')).toBe(true);

    await later(DAY);
    const resent = await callAs(app, cast.secondAdmin, 'POST', `/admin/invitations/${invitation._id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ message: ACCOUNT_INVITATION_MESSAGES.resent, data: { invitation: { sentCount: 2, status: 'pending' } } });
    const { token: second } = await invitationMail(email);
    expect(second).not.toBe(first);
    expect((await preview(first)).statusCode).toBe(404);
    expect((await accept(first)).statusCode).toBe(404);

    const revoked = await callAs(app, cast.admin, 'DELETE', `/admin/invitations/${invitation._id}`);
    expect(revoked.json()).toMatchObject({ message: ACCOUNT_INVITATION_MESSAGES.revoked, data: { invitation: { status: 'revoked' } } });
    const late = await accept(second);
    expect([late.statusCode, late.json().error.message]).toEqual([409, ACCOUNT_INVITATION_MESSAGES.noLongerValid]);
    expect((await callAs(app, cast.admin, 'POST', `/admin/invitations/${invitation._id}/resend`)).statusCode).toBe(409);

    const entries = (await callAs(app, cast.admin, 'GET', `/admin/audit?targetId=${invitation._id}`)).json().data.entries as AuditEntry[];
    expect(entries.map((entry) => [entry.action, entry.actor._id])).toEqual([
      ['user.invitation_revoked', cast.admin.user._id],
      ['user.invitation_resent', cast.secondAdmin.user._id],
      ['user.invited', cast.admin.user._id],
    ]);
    expect(entries[2]).toMatchObject({ targetType: 'invitation', after: { email, role: 'client', permissions: [] } });
  });

  it('expires after 14 days: accepting says so, the list shows it expired, and resending opens it again', async () => {
    const email = newEmail();
    const invitation = await invite({ email, firstName: 'Tom', lastName: 'Berg', role: 'client' });
    const { token } = await invitationMail(email);
    await later(14 * DAY);
    const expired = await accept(token);
    expect([expired.statusCode, expired.json().error.message]).toEqual([409, ACCOUNT_INVITATION_MESSAGES.expired]);
    const listed = (await callAs(app, cast.admin, 'GET', '/admin/invitations?status=expired')).json().data.invitations as AccountInvitation[];
    expect(listed.map((row) => row._id)).toContain(invitation._id);
    await callAs(app, cast.admin, 'POST', `/admin/invitations/${invitation._id}/resend`);
    const accepted = await accept((await invitationMail(email)).token);
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('refuses an acceptance with a weak password or a username in use, in words, and keeps the invitation open', async () => {
    const email = newEmail();
    await invite({ email, firstName: 'Eve', lastName: 'Stone', role: 'client' });
    const { token } = await invitationMail(email);
    const weak = await accept(token, newUsername(), 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatchObject({ msg: VALIDATION_MESSAGES.passwordTooShort, path: 'password' });
    const other = await signUp(app);
    const taken = await accept(token, other.user.username);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('USERNAME_TAKEN');
    expect((await preview(token)).json().data.invitation.status).toBe('pending');
    expect((await accept(token)).statusCode).toBe(201);
    expect((await preview('no-such-token')).statusCode).toBe(404);
  });

  it('refuses to resend an invitation whose email has since got an account', async () => {
    const email = newEmail();
    const invitation = await invite({ email, firstName: 'Ivy', lastName: 'Cole', role: 'client' });
    await signUp(app, { email });
    const response = await callAs(app, cast.admin, 'POST', `/admin/invitations/${invitation._id}/resend`);
    expect([response.statusCode, response.json().error.message]).toEqual([409, ACCOUNT_INVITATION_MESSAGES.emailInUse]);
  });
});
