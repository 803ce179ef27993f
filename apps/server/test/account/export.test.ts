import { AccountExportSchema, accountExportFilename } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { bearer, signUp, type SignedIn } from '../support/factories.js';
import { createGoal, signUpCast } from '../support/goals.js';
import { again, HOUR, openHours, sessionsApi, utcAt } from '../sessions/support.js';

const { app, clock } = await createTestApp();

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });

describe('GET /api/auth/me/export', () => {
  it("is one dated JSON file of everything stored about the client, in the documented layout, without the coach's own notes", async () => {
    const { client, coach, otherClient } = await signUpCast(app);
    const goal = await createGoal(app, client.token, { title: 'Run a 10k' });
    await call(client, 'POST', '/reflections', { reflection: 'Felt strong today', mood: 8, confidence: 7 });
    await call(client, 'POST', '/skill-ratings', { scores: [{ skill: 'Leadership', rating: 6 }] });
    const conversation = await createConversation(app, client.token, {});
    await aiCoachingApi(app, client.token).send(conversation._id, { content: 'I want to get better at delegating.' });
    await aiCoachingApi(app, coach.token).config(conversation._id, { config: { systemPrompt: 'Private: push on avoidance.' } });
    await aiCoachingApi(app, coach.token).get(conversation._id);
    const talk = (await call(client, 'POST', '/conversations', { title: 'Between sessions' })).json().data.conversation as { _id: string };
    await call(client, 'POST', `/conversations/${talk._id}/messages`, { content: 'Can we move Tuesday?' });
    await call(coach, 'POST', `/conversations/${talk._id}/messages`, { content: 'Sure, Wednesday works.' });
    await call(coach, 'PUT', `/coach/clients/${client.user._id}`, { notes: 'Private coach note' });
    await openHours(app, coach);
    // Two days ahead: a day ahead falls inside the coach's 12-hour notice when the run starts late in the UTC day.
    const session = (await sessionsApi(app, client).create({ scheduledDate: utcAt(clock(), 2, '10:00') })).json().data.session as { _id: string; scheduledDate: string };
    clock.advance(Date.parse(session.scheduledDate) + 2 * HOUR - clock().getTime());
    await again(app, client, coach);
    await sessionsApi(app, coach).start(session._id);
    await sessionsApi(app, coach).complete(session._id, { notes: 'Coach session notes' });
    await sessionsApi(app, client).feedback(session._id, { satisfaction: 9, comments: 'Very useful' });
    await call(otherClient, 'POST', '/reflections', { reflection: 'Not in the first export' });

    const response = await call(client, 'GET', '/auth/me/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${accountExportFilename(clock())}"`);
    const exported = AccountExportSchema.parse(response.json());
    expect(exported).toMatchObject({ format: 'coaching-platform-export', version: 1, account: { _id: client.user._id, email: client.email, role: 'client' } });
    expect(exported.goals).toEqual([expect.objectContaining({ _id: goal._id, title: 'Run a 10k', milestones: expect.arrayContaining([expect.objectContaining({ title: goal.milestones[0]!.title })]) })]);
    expect(exported.reflections).toEqual([expect.objectContaining({ reflection: 'Felt strong today', mood: 8, confidence: 7 })]);
    expect(exported.skillRatings[0]).toMatchObject({ ratedBy: 'client', scores: [{ skill: 'Leadership', rating: 6 }] });
    expect(exported.aiConversations[0]!.messages.map((m) => m.role)).toEqual(['client', 'ai_coach']);
    expect(exported.conversations[0]).toMatchObject({ title: 'Between sessions', coach: { firstName: coach.user.profile.firstName } });
    expect(exported.conversations[0]!.messages.map((m) => [m.from, m.content])).toEqual([['you', 'Can we move Tuesday?'], ['coach', 'Sure, Wednesday works.']]);
    expect(exported.sessions[0]).toMatchObject({ status: 'completed', feedback: { satisfaction: 9, comments: 'Very useful' } });
    expect(exported.accessLog[0]).toMatchObject({ readerRole: 'coach', reader: { firstName: coach.user.profile.firstName } });
    expect(exported.signIns.length).toBeGreaterThan(0);
    const text = response.body;
    for (const privateText of ['Private: push on avoidance.', 'Private coach note', 'Coach session notes', 'Not in the first export', 'passwordHash']) expect(text).not.toContain(privateText);
  });

  it('is for clients: a coach hears 403, and nobody signed out gets anything', async () => {
    const coach = await signUp(app, { role: 'coach' });
    expect((await call(coach, 'GET', '/auth/me/export')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me/export' })).statusCode).toBe(401);
  });
});
