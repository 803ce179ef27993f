import { randomBytes } from 'node:crypto';
import { INVITATION_MESSAGES, type Invitation } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, registrationBody, type SignedIn, signIn, signUp } from '../support/factories.js';
import { DAY, signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const newEmail = () => `invitee-${randomBytes(4).toString('hex')}@example.com`;

/** The token of the latest invitation mail to this address, read from the outbox as the person would from their inbox. */
async function linkTokenFor(email: string): Promise<{ token: string; link: string }> {
  await app.services.mailer.idle();
  const [mail] = (await app.services.outbox.listForRecipient(email)).filter((row) => row.kind === 'client-invitation');
  const link = mail?.textBody.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no invitation mail to ${email}`);
  const url = new URL(link);
  return { token: url.searchParams.get('invitation') ?? url.searchParams.get('token') ?? '', link };
}

async function invite(coach: SignedIn, body: object): Promise<Invitation> {
  const response = await call(coach, 'POST', '/coach/invitations', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.invitation;
}

describe('inviting a new person', () => {
  it('mails a sign-up link; registering through it makes a client of this coach, with the goals and notes the coach entered', async () => {
    const coach = await signUp(app, { role: 'coach', profile: { firstName: 'Maya', lastName: 'Okafor' } });
    const email = newEmail();
    const invitation = await invite(coach, { name: 'Sam Rivera', email, phone: '+1 555 0100', goals: ['Delegate more', 'Run a half marathon'], notes: 'Referred by Priya' });
    expect(invitation).toMatchObject({ status: 'pending', existingUser: false, sentCount: 1, email });
    expect(new Date(invitation.expiresAt).getTime() - clock().getTime()).toBe(14 * DAY);

    const { token, link } = await linkTokenFor(email);
    expect(link).toContain('/register?invitation=');
    const preview = await app.inject({ method: 'GET', url: `/api/invitations/${encodeURIComponent(token)}` });
    expect(preview.json().data.invitation).toMatchObject({ email, name: 'Sam Rivera', status: 'pending', existingUser: false, coach: { firstName: 'Maya', lastName: 'Okafor' } });

    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ email, profile: { firstName: 'Sam', lastName: 'Rivera' }, invitationToken: token }),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const user = registered.json().data.user;
    expect(user.coachId).toBe(coach.user._id);
    expect(user.clientSpecific.goals).toEqual(['Delegate more', 'Run a half marathon']);
    expect(user.profile.phone).toBe('+1 555 0100');

    const clients = (await call(coach, 'GET', '/coach/clients')).json().data.clients;
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({ email, notes: 'Referred by Priya', clientSpecific: { goals: ['Delegate more', 'Run a half marathon'] } });
    expect((await call(coach, 'GET', '/coach/invitations')).json().data.invitations[0]).toMatchObject({ status: 'accepted' });
    const notified = (await call(coach, 'GET', '/notifications')).json().data.notifications;
    expect(notified[0]).toMatchObject({ type: 'invitation.accepted', data: { personName: 'Sam Rivera' } });

    // The link works once.
    const again = await app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ email: newEmail(), invitationToken: token }) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(INVITATION_MESSAGES.noLongerValid);
  });

  it('refuses a registration with another email, or as a coach, and creates no account', async () => {
    const { coach } = await signUpCoachAndClient(app);
    const email = newEmail();
    await invite(coach, { name: 'Alex', email });
    const { token } = await linkTokenFor(email);
    const otherEmail = await app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ email: newEmail(), invitationToken: token }) });
    expect(otherEmail.statusCode).toBe(400);
    expect(otherEmail.json().error.message).toBe(INVITATION_MESSAGES.emailMismatch);
    const asCoach = await app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ email, role: 'coach', invitationToken: token }) });
    expect(asCoach.statusCode).toBe(400);
    // Nothing was created: the invited email can still register through the link.
    const ok = await app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ email, invitationToken: token }) });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('expires after 14 days; a resend sends a new link (the old one dies) and 14 more days; a revoked link is dead', async () => {
    const { coach: before } = await signUpCoachAndClient(app);
    const email = newEmail();
    const invitation = await invite(before, { name: 'Jo', email });
    const { token: first } = await linkTokenFor(email);
    clock.advance(15 * DAY);
    const coach = await signIn(app, before.email, before.password);
    expect((await call(coach, 'GET', '/coach/invitations')).json().data.invitations[0].status).toBe('expired');
    const late = await app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ email, invitationToken: first }) });
    expect(late.json().error.message).toBe(INVITATION_MESSAGES.expired);

    const resent = await call(coach, 'POST', `/coach/invitations/${invitation._id}/resend`);
    expect(resent.json().data.invitation).toMatchObject({ status: 'pending', sentCount: 2 });
    const { token: second } = await linkTokenFor(email);
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: `/api/invitations/${first}` })).statusCode).toBe(404);

    expect((await call(coach, 'DELETE', `/coach/invitations/${invitation._id}`)).json().data.invitation.status).toBe('revoked');
    const revoked = await app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ email, invitationToken: second }) });
    expect(revoked.json().error.message).toBe(INVITATION_MESSAGES.noLongerValid);
    expect((await call(coach, 'POST', `/coach/invitations/${invitation._id}/resend`)).statusCode).toBe(409);
  });

  it('asks for a name and a valid email in the contract’s words, and refuses a second pending invitation to the same email', async () => {
    const { coach } = await signUpCoachAndClient(app);
    const missing = await call(coach, 'POST', '/coach/invitations', { name: ' ', email: 'not-an-email' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((error: { msg: string }) => error.msg)).toEqual(expect.arrayContaining([INVITATION_MESSAGES.nameRequired, 'Invalid email address']));
    const email = newEmail();
    await invite(coach, { name: 'Kim', email });
    const twice = await call(coach, 'POST', '/coach/invitations', { name: 'Kim', email: email.toUpperCase() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(INVITATION_MESSAGES.alreadyPending);
  });
});

describe('inviting someone already on the platform', () => {
  it('an existing client without a coach accepts from their notifications, and becomes the coach’s client with the goals noted', async () => {
    const coach = await signUp(app, { role: 'coach' });
    const client = await signUp(app);
    const invitation = await invite(coach, { name: 'Riley Chen', email: client.email, goals: ['Sleep better'] });
    expect(invitation.existingUser).toBe(true);
    expect((await linkTokenFor(client.email)).link).toContain('/invitation?token=');
    expect((await call(client, 'GET', '/notifications')).json().data.notifications[0].type).toBe('invitation.received');

    const mine = (await call(client, 'GET', '/invitations/mine')).json().data.invitations;
    expect(mine).toEqual([expect.objectContaining({ _id: invitation._id, coach: expect.objectContaining({ _id: coach.user._id }) })]);
    const accepted = await call(client, 'POST', `/invitations/${invitation._id}/respond`, { accept: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const me = (await call(client, 'GET', '/auth/me')).json().data.user;
    expect(me.coachId).toBe(coach.user._id);
    expect(me.clientSpecific.goals).toContain('Sleep better');
    expect((await call(client, 'GET', '/invitations/mine')).json().data.invitations).toEqual([]);
  });

  it('a declined invitation leaves the client without a coach and tells the coach', async () => {
    const coach = await signUp(app, { role: 'coach' });
    const client = await signUp(app);
    const invitation = await invite(coach, { name: 'Riley', email: client.email });
    await call(client, 'POST', `/invitations/${invitation._id}/respond`, { accept: false });
    expect((await call(client, 'GET', '/auth/me')).json().data.user.coachId).toBeNull();
    expect((await call(coach, 'GET', '/notifications')).json().data.notifications[0].type).toBe('invitation.declined');
    expect((await call(client, 'POST', `/invitations/${invitation._id}/respond`, { accept: true })).statusCode).toBe(409);
  });

  it('is refused for a client who has a coach, the coach’s own client, and coaches or admins', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const otherCoach = await signUp(app, { role: 'coach' });
    const admin = await signUpAdmin(app);
    const refusal = async (who: SignedIn, email: string) => (await call(who, 'POST', '/coach/invitations', { name: 'X', email })).json().error.message;
    expect(await refusal(otherCoach, client.email)).toBe(INVITATION_MESSAGES.hasAnotherCoach);
    expect(await refusal(coach, client.email)).toBe(INVITATION_MESSAGES.alreadyYourClient);
    expect(await refusal(coach, otherCoach.email)).toBe(INVITATION_MESSAGES.notAClient);
    expect(await refusal(coach, admin.email)).toBe(INVITATION_MESSAGES.notAClient);
  });
});

describe('who may do what with invitations', () => {
  it('another coach neither sees, resends nor revokes them (404); clients and admins may not invite (403); only the invited client may answer', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const otherCoach = await signUp(app, { role: 'coach' });
    const admin = await signUpAdmin(app);
    const invitee = await signUp(app);
    const bystander = await signUp(app);
    const invitation = await invite(coach, { name: 'Invitee', email: invitee.email });

    expect((await call(otherCoach, 'GET', '/coach/invitations')).json().data.invitations).toEqual([]);
    expect((await call(otherCoach, 'POST', `/coach/invitations/${invitation._id}/resend`)).statusCode).toBe(404);
    expect((await call(otherCoach, 'DELETE', `/coach/invitations/${invitation._id}`)).statusCode).toBe(404);
    expect((await call(client, 'POST', '/coach/invitations', { name: 'X', email: newEmail() })).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/coach/invitations', { name: 'X', email: newEmail() })).statusCode).toBe(403);
    expect((await call(bystander, 'POST', `/invitations/${invitation._id}/respond`, { accept: true })).statusCode).toBe(404);
    expect((await call(coach, 'POST', `/invitations/${invitation._id}/respond`, { accept: true })).statusCode).toBe(403);
    expect((await call(bystander, 'GET', '/auth/me')).json().data.user.coachId).toBeNull();
    expect((await call(coach, 'GET', '/coach/invitations')).json().data.invitations[0].status).toBe('pending');
  });
});
