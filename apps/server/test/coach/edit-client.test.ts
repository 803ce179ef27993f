import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn, signUp } from '../support/factories.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

const { app } = await createTestApp();

const call = (who: SignedIn, method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });

describe('PUT /api/coach/clients/:id', () => {
  it("keeps the coach's private notes and updates the goals and challenges they keep with the client (trimmed, blanks dropped)", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const response = await call(coach, 'PUT', `/coach/clients/${client.user._id}`, {
      notes: '  Prefers morning sessions. ',
      goals: [' Delegate the weekly report ', '', 'Run a 10k'],
      currentChallenges: ['Time management'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.client).toMatchObject({
      notes: 'Prefers morning sessions.',
      clientSpecific: { goals: ['Delegate the weekly report', 'Run a 10k'], currentChallenges: ['Time management'] },
    });
    // The client sees the goals in their profile, never the notes.
    const me = (await call(client, 'GET', '/auth/me')).json().data.user;
    expect(me.clientSpecific.goals).toEqual(['Delegate the weekly report', 'Run a 10k']);
    expect(JSON.stringify(me)).not.toContain('morning sessions');
    // Notes alone leave the lists as they are.
    await call(coach, 'PUT', `/coach/clients/${client.user._id}`, { notes: 'Moved to evenings' });
    expect((await call(coach, 'GET', `/coach/clients/${client.user._id}`)).json().data.client).toMatchObject({ notes: 'Moved to evenings', clientSpecific: { goals: ['Delegate the weekly report', 'Run a 10k'] } });
  });

  it("is the client's coach's alone: another coach hears 404, the client and admins 403, and a coach's notes are not another coach's", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const otherCoach = await signUp(app, { role: 'coach' });
    const admin = await signUpAdmin(app);
    expect((await call(otherCoach, 'PUT', `/coach/clients/${client.user._id}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await call(client, 'PUT', `/coach/clients/${client.user._id}`, { notes: 'x' })).statusCode).toBe(403);
    expect((await call(admin, 'PUT', `/coach/clients/${client.user._id}`, { notes: 'x' })).statusCode).toBe(403);
    expect((await call(coach, 'PUT', `/coach/clients/${client.user._id}`, { role: 'admin' })).statusCode).toBe(400);
    expect((await call(coach, 'GET', `/coach/clients/${client.user._id}`)).json().data.client.notes).toBe('');
  });
});
