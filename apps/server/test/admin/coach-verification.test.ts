import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AuditEntry, COACH_VERIFICATION_MESSAGES, type CoachDirectoryEntry, type SubmitVerificationBody, type User } from '@coaching/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/paths.js';
import { seedDemoData } from '../../src/seed.js';
import { createTestApp } from '../support/app.js';
import { callAs, signUpAdminCast } from '../support/admins.js';
import { getMe, registrationBody, type SignedIn, signIn, signUp, signUpUnverified } from '../support/factories.js';

const { app } = await createTestApp();
const cast = await signUpAdminCast(app);

const CERTIFIED: SubmitVerificationBody = {
  certifications: [{ name: 'ICF Associate Certified Coach (ACC)', issuer: 'International Coaching Federation', year: 2021 }],
  experience: 4,
};
const pendingCoach = () => signUpUnverified(app, { role: 'coach', profile: { firstName: 'Noor', lastName: 'Haddad' } });
const submit = (coach: SignedIn, body: object = CERTIFIED) => callAs(app, coach, 'PUT', '/coach/verification', body);
const decide = (who: SignedIn, coachId: string, body: object) => callAs(app, who, 'PATCH', `/users/${coachId}/verification`, body);
const directory = async (who: SignedIn, query = ''): Promise<CoachDirectoryEntry[]> => {
  const response = await callAs(app, who, 'GET', `/users/coaches${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.coaches;
};
const inviteAs = (coach: SignedIn) => callAs(app, coach, 'POST', '/coach/invitations', { name: 'Sam Rivera', email: `invitee-${randomBytes(4).toString('hex')}@example.com` });

/** The latest mail of this kind to this address, as the person would read it. */
async function mailTo(email: string, kind: string) {
  await app.services.mailer.idle();
  const [mail] = (await app.services.outbox.listForRecipient(email)).filter((row) => row.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail to ${email}`);
  return mail;
}

describe('a coach who registers', () => {
  it('is pending verification, with nothing submitted, as /auth/me shows', async () => {
    const coach = await pendingCoach();
    expect(coach.user.verification).toEqual({ status: 'pending', certifications: [], experience: null, submittedAt: null, decidedAt: null, reason: null });
    expect((await callAs(app, coach, 'GET', '/coach/verification')).json().data.verification).toMatchObject({ status: 'pending', submittedAt: null });
  });

  it('may sign in and build their profile, but not invite clients (403 in words), nor send an invitation again', async () => {
    const coach = await pendingCoach();
    const profile = await callAs(app, coach, 'PUT', '/auth/me', { profile: { bio: 'Career coach for engineers' }, coachSpecific: { specializations: ['Career Transitions'], hourlyRate: 90 } });
    expect(profile.statusCode, profile.body).toBe(200);
    const refused = await inviteAs(coach);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN', message: COACH_VERIFICATION_MESSAGES.pendingCannotInvite } });
    const resend = await callAs(app, coach, 'POST', '/coach/invitations/00000000-0000-4000-8000-000000000000/resend');
    expect(resend.json().error.message).toBe(COACH_VERIFICATION_MESSAGES.pendingCannotInvite);
    // Their (empty) list of invitations is still theirs to read.
    expect((await callAs(app, coach, 'GET', '/coach/invitations')).json().data.invitations).toEqual([]);
  });

  it('is not in the coach directory for clients, coaches or admins, but an admin who manages users lists them as pending', async () => {
    const coach = await pendingCoach();
    for (const who of [cast.client, cast.coach, cast.admin]) expect((await directory(who)).map((entry) => entry._id)).not.toContain(coach.user._id);
    const pending = await directory(cast.admin, '?verification=pending');
    expect(pending.find((entry) => entry._id === coach.user._id)).toMatchObject({ verificationStatus: 'pending', profile: { firstName: 'Noor', lastName: 'Haddad' } });
    expect((await directory(cast.admin, '?verification=all')).map((entry) => entry._id)).toEqual(expect.arrayContaining([coach.user._id, cast.coach.user._id]));
    for (const who of [cast.client, cast.coach, cast.reportViewer]) {
      const refused = await callAs(app, who, 'GET', '/users/coaches?verification=pending');
      expect(refused.statusCode, who.user.role).toBe(403);
      expect(refused.json().error.message).toBe(COACH_VERIFICATION_MESSAGES.unverifiedListForAdmins);
    }
    expect((await callAs(app, cast.admin, 'GET', '/users/coaches?verification=maybe')).json()).toMatchObject({ success: false, errors: [{ msg: COACH_VERIFICATION_MESSAGES.verificationFilterInvalid, path: 'verification' }] });
  });
});

describe('PUT /api/coach/verification', () => {
  it("keeps the coach's certifications and experience; each coach reads their own only", async () => {
    const coach = await pendingCoach();
    const second = await pendingCoach();
    const response = await submit(coach);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: COACH_VERIFICATION_MESSAGES.submitted, data: { verification: { status: 'pending', ...CERTIFIED, submittedAt: expect.any(String), reason: null } } });
    expect((await callAs(app, second, 'GET', '/coach/verification')).json().data.verification).toMatchObject({ certifications: [], submittedAt: null });
    expect((await getMe(app, coach.token)).json().data.user.verification).toMatchObject({ status: 'pending', ...CERTIFIED });
  });

  it('refuses what cannot be verified in words, never a 500', async () => {
    const coach = await pendingCoach();
    const year = new Date().getUTCFullYear();
    for (const [body, msg, path] of [
      [{ certifications: [], experience: 3 }, COACH_VERIFICATION_MESSAGES.certificationsRequired, 'certifications'],
      [{ certifications: [{ name: 'PCC', issuer: '', year: 2020 }], experience: 3 }, COACH_VERIFICATION_MESSAGES.certificationIssuerRequired, 'certifications.0.issuer'],
      [{ certifications: [{ name: 'PCC', issuer: 'ICF', year: year + 1 }], experience: 3 }, COACH_VERIFICATION_MESSAGES.certificationYearInvalid, 'certifications.0.year'],
      [{ ...CERTIFIED, experience: -1 }, COACH_VERIFICATION_MESSAGES.experienceInvalid, 'experience'],
      [{ ...CERTIFIED, experience: 'ten' }, COACH_VERIFICATION_MESSAGES.experienceInvalid, 'experience'],
    ] as const) {
      const response = await submit(coach, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toContainEqual({ msg, path });
    }
  });

  it('is for coaches: a client or an admin hears 403, and a verified coach has nothing left to submit (409)', async () => {
    expect((await submit(cast.client)).statusCode).toBe(403);
    expect((await submit(cast.admin)).statusCode).toBe(403);
    const verified = await submit(cast.coach);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().error.message).toBe(COACH_VERIFICATION_MESSAGES.alreadyVerified);
  });
});

describe('PATCH /api/users/:id/verification', () => {
  it("is found through the user grid's pending filter, with the coach's submission in the user object", async () => {
    const coach = await pendingCoach();
    await submit(coach);
    const response = await callAs(app, cast.admin, 'GET', '/users?role=coach&verification=pending&limit=100');
    expect(response.statusCode, response.body).toBe(200);
    const users = response.json().data.users as User[];
    expect(users.every((user) => user.role === 'coach' && user.verification?.status === 'pending')).toBe(true);
    expect(users.find((user) => user._id === coach.user._id)?.verification).toMatchObject(CERTIFIED);
    expect((await callAs(app, cast.admin, 'GET', '/users?verification=verified&limit=100')).json().data.users.map((user: User) => user._id)).toContain(cast.coach.user._id);
  });

  it('approves: the coach is mailed in their language, audited, listed for clients, and may invite at once', async () => {
    const coach = await pendingCoach();
    await callAs(app, coach, 'PUT', '/auth/me', { preferences: { language: 'es' } });
    await submit(coach);
    const response = await decide(cast.admin, coach.user._id, { decision: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: COACH_VERIFICATION_MESSAGES.approved, data: { user: { verification: { status: 'verified', decidedAt: expect.any(String), reason: null } } } });

    const mail = await mailTo(coach.email, 'coach-verification');
    expect(mail.subject).toBe('Tu cuenta de coach está verificada');
    expect(mail.textBody).toContain('Hola, Noor:');
    expect(mail.textBody).toContain('http://coaching.test/coach/clients');

    const [entry] = (await callAs(app, cast.admin, 'GET', `/admin/audit?targetId=${coach.user._id}`)).json().data.entries as AuditEntry[];
    expect(entry).toMatchObject({ action: 'coach.verified', actor: { _id: cast.admin.user._id }, targetType: 'user', before: { verificationStatus: 'pending' }, after: { verificationStatus: 'verified', reason: null } });

    expect((await directory(cast.client)).find((found) => found._id === coach.user._id)).toBeUndefined(); // clients_only by default
    await callAs(app, coach, 'PUT', '/auth/me', { coachSettings: { privacy: { profileVisibility: 'public' } } });
    expect((await directory(cast.client)).find((found) => found._id === coach.user._id)).toMatchObject({ verificationStatus: 'verified' });
    expect((await inviteAs(coach)).statusCode).toBe(201);
    // Decided once: a second decision finds the coach no longer pending.
    const again = await decide(cast.secondAdmin, coach.user._id, { decision: 'decline', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(COACH_VERIFICATION_MESSAGES.notPending);
  });

  it('declines only with a reason, which the coach reads in the mail and on their verification; they submit again and wait', async () => {
    const coach = await pendingCoach();
    await submit(coach);
    const noReason = await decide(cast.admin, coach.user._id, { decision: 'decline' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ msg: COACH_VERIFICATION_MESSAGES.reasonRequired, path: 'reason' }]);

    const reason = 'We could not find your ACC credential in the ICF directory.';
    const response = await decide(cast.admin, coach.user._id, { decision: 'decline', reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(COACH_VERIFICATION_MESSAGES.declined);
    const mail = await mailTo(coach.email, 'coach-verification');
    expect(mail.subject).toBe('Your coach verification was declined');
    expect(mail.textBody).toContain(`Why: ${reason}`);
    expect((await callAs(app, coach, 'GET', '/coach/verification')).json().data.verification).toMatchObject({ status: 'declined', reason });
    expect((await inviteAs(coach)).json().error.message).toBe(COACH_VERIFICATION_MESSAGES.declinedCannotInvite);
    const [entry] = (await callAs(app, cast.admin, 'GET', `/admin/audit?targetId=${coach.user._id}`)).json().data.entries as AuditEntry[];
    expect(entry).toMatchObject({ action: 'coach.declined', after: { verificationStatus: 'declined', reason } });

    const resubmitted = await submit(coach, { ...CERTIFIED, certifications: [{ name: 'ICF Professional Certified Coach (PCC)', issuer: 'International Coaching Federation', year: 2023 }] });
    expect(resubmitted.json().data.verification).toMatchObject({ status: 'pending', reason: null });
    expect((await decide(cast.admin, coach.user._id, { decision: 'approve' })).statusCode).toBe(200);
  });

  it('refuses in words: a coach who has not submitted, a client, an unknown or malformed id', async () => {
    const coach = await pendingCoach();
    const early = await decide(cast.admin, coach.user._id, { decision: 'approve' });
    expect([early.statusCode, early.json().error.message]).toEqual([409, COACH_VERIFICATION_MESSAGES.notSubmitted]);
    const client = await decide(cast.admin, cast.client.user._id, { decision: 'approve' });
    expect([client.statusCode, client.json().error.message]).toEqual([409, COACH_VERIFICATION_MESSAGES.notACoach]);
    expect((await decide(cast.admin, '00000000-0000-4000-8000-000000000000', { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide(cast.admin, 'not-an-id', { decision: 'approve' })).statusCode).toBe(400);
    const unknown = await decide(cast.admin, coach.user._id, { decision: 'maybe' });
    expect(unknown.json().errors).toEqual([{ msg: COACH_VERIFICATION_MESSAGES.decisionInvalid, path: 'decision' }]);
  });

  it('answers 403 to an admin without users.manage, to a coach and to a client, and changes nothing', async () => {
    const coach = await pendingCoach();
    await submit(coach);
    for (const who of [cast.reportViewer, cast.auditor, cast.coach, cast.client]) {
      expect((await decide(who, coach.user._id, { decision: 'approve' })).statusCode, who.user.role).toBe(403);
    }
    expect((await getMe(app, coach.token)).json().data.user.verification.status).toBe('pending');
  });
});

describe('a coach who is not verified', () => {
  it("takes no client, even through an invitation sent before: a coach made a client and a coach again waits, and the old link is refused", async () => {
    const coach = await signUp(app, { role: 'coach' });
    const email = `invitee-${randomBytes(4).toString('hex')}@example.com`;
    expect((await callAs(app, coach, 'POST', '/coach/invitations', { name: 'Ada', email })).statusCode).toBe(201);
    const token = new URL((await mailTo(email, 'client-invitation')).textBody.match(/https?:\/\/\S+/)![0]).searchParams.get('invitation')!;

    for (const role of ['client', 'coach'] as const) expect((await callAs(app, cast.admin, 'PUT', `/users/${coach.user._id}`, { role })).statusCode).toBe(200);
    expect((await getMe(app, coach.token)).json().data.user.verification.status).toBe('pending');

    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ email, invitationToken: token }) });
    expect(registered.statusCode).toBe(409);
    expect(registered.json().error.message).toBe(COACH_VERIFICATION_MESSAGES.coachNotVerified);
    // Nothing was kept: the address is still free.
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Str0ng!Pass' } });
    expect(login.statusCode).toBe(401);
  });
});

describe('when an admin turns the platform setting off', () => {
  it('a coach who registers is verified at once and may invite; turned on again, the next one waits', async () => {
    const { app: open } = await createTestApp();
    const admin = (await signUpAdminCast(open)).admin;
    const setting = (required: boolean) => callAs(open, admin, 'PUT', '/admin/settings', { coachVerificationRequired: required });
    expect((await setting(false)).statusCode).toBe(200);
    const coach = await signUpUnverified(open, { role: 'coach' });
    expect(coach.user.verification?.status).toBe('verified');
    expect((await callAs(open, coach, 'POST', '/coach/invitations', { name: 'Sam', email: `invitee-${randomBytes(4).toString('hex')}@example.com` })).statusCode).toBe(201);
    await setting(true);
    expect((await signUpUnverified(open, { role: 'coach' })).user.verification?.status).toBe('pending');
  });
});

describe('the coaches from before verification, and the demo coach', () => {
  it('are verified: the migration verifies every coach already there, and the demo coach starts verified with their certifications', async () => {
    const { app: fresh, database } = await createTestApp();
    const older = await signUpUnverified(fresh, { role: 'coach' });
    const migration = readFileSync(join(MIGRATIONS_FOLDER, '0022_coach_verification_account_invitations.sql'), 'utf8');
    const verify = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE "users"'))!;
    await database.db.execute(sql.raw(verify));
    expect(await fresh.services.usersService.verificationStatusOf(older.user._id)).toBe('verified');

    expect(await seedDemoData(database)).toBe(true);
    const demo = await signIn(fresh, 'coach@example.com', 'Coach123!');
    expect(demo.user.verification).toMatchObject({ status: 'verified', experience: 8, certifications: [expect.objectContaining({ issuer: 'International Coaching Federation' }), expect.anything()] });
    const client = await signIn(fresh, 'client@example.com', 'Client123!');
    expect((await callAs(fresh, client, 'GET', '/users/coaches')).json().data.coaches.map((coach: CoachDirectoryEntry) => coach._id)).toContain(demo.user._id);
  });
});
