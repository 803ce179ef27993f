import { COACH_MESSAGES, type Session } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { createGoal, signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const at = (hours: number) => new Date(clock().getTime() + hours * 3_600_000).toISOString();

describe('DELETE /api/coach/clients/:id', () => {
  it("ends the relationship: future sessions cancelled with notice, open conversations archived, the client keeps their account and history", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const goal = await createGoal(app, client.token);
    const conversation = (await call(coach, 'POST', '/conversations', { clientId: client.user._id, title: 'Weekly check-in' })).json().data.conversation;
    const past = (await call(coach, 'POST', '/sessions', { clientId: client.user._id, scheduledDate: at(0.01) })).json().data.session as Session;
    await call(coach, 'PATCH', `/sessions/${past._id}/start`);
    await call(coach, 'PATCH', `/sessions/${past._id}/complete`, {});
    const future = (await call(coach, 'POST', '/sessions', { clientId: client.user._id, scheduledDate: at(48) })).json().data.session as Session;

    const removed = await call(coach, 'DELETE', `/coach/clients/${client.user._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(COACH_MESSAGES.clientRemoved);

    expect((await call(coach, 'GET', '/coach/clients')).json().data.clients).toEqual([]);
    expect((await call(client, 'GET', '/auth/me')).json().data.user.coachId).toBeNull();
    const cancelled = (await call(client, 'GET', `/sessions/${future._id}`)).json().data.session as Session;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellation: { by: 'coach', reason: COACH_MESSAGES.clientRemovalReason, late: false } });
    expect((await call(client, 'GET', `/sessions/${past._id}`)).json().data.session.status).toBe('completed');
    expect((await call(client, 'GET', `/conversations/${conversation._id}`)).json().data.conversation.status).toBe('archived');
    expect((await call(client, 'GET', `/goals/${goal._id}`)).statusCode).toBe(200);
    const mails = await app.services.outbox.listForRecipient(client.user.email);
    const cancelMail = mails.find((mail) => mail.kind === 'session_cancelled');
    expect(cancelMail?.attachments?.[0]?.content).toContain('METHOD:CANCEL');

    // No longer their client: the coach can no longer reach them.
    expect((await call(coach, 'DELETE', `/coach/clients/${client.user._id}`)).statusCode).toBe(404);
    expect((await call(coach, 'GET', `/goals?clientId=${client.user._id}`)).statusCode).toBe(404);
  });

  it("is refused to another coach (404), the client and admins (403), and changes nothing", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { coach: secondCoach } = await signUpCoachAndClient(app);
    expect((await call(secondCoach, 'DELETE', `/coach/clients/${client.user._id}`)).statusCode).toBe(404);
    expect((await call(client, 'DELETE', `/coach/clients/${client.user._id}`)).statusCode).toBe(403);
    expect((await call(client, 'GET', '/auth/me')).json().data.user.coachId).toBe(coach.user._id);
  });
});
