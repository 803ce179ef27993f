import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, type Session, SUCCESS_MESSAGES } from '@coaching/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { bearer, PASSWORD, signIn, signUp, type SignedIn } from '../support/factories.js';
import { goalBody, goalsApi } from '../support/goals.js';
import { again, book, HOUR, openHours, sessionsApi, utcAt } from '../sessions/support.js';

const { app, clock, database } = await createTestApp();

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const expectOk = async (response: Promise<LightMyRequestResponse>) => {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBeLessThan(300);
  return settled;
};

/** Every table of the database, and the rows of each whose text holds one of `needles` (case-insensitive). */
async function scan(needles: string[]): Promise<Record<string, number>> {
  const tables = (await database.db.execute(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`)) as unknown as { rows: { table_name: string }[] };
  const found: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const patterns = sql.join(needles.map((needle) => sql`t::text ilike ${`%${needle}%`}`), sql` or `);
    const result = (await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} as t where ${patterns}`)) as unknown as { rows: { n: number }[] };
    if (Number(result.rows[0]!.n) > 0) found[table] = Number(result.rows[0]!.n);
  }
  return found;
}

/** A client who has written a canary into every field a client can fill, with a coach who worked with them. */
async function clientEverywhere() {
  const canary = `Zq${randomBytes(5).toString('hex').replace(/\d/g, 'x')}`;
  const coach = await signUp(app, { role: 'coach' });
  const client = await signUp(app, {
    email: `${canary.toLowerCase()}@example.com`,
    username: `${canary.toLowerCase()}user`,
    profile: { firstName: canary, lastName: canary, phone: `+44 ${canary}`, bio: `About ${canary}` },
  });
  await app.services.usersService.assignCoach(client.user._id, coach.user._id);
  await expectOk(call(client, 'PUT', '/auth/me', {
    profile: { bio: `Bio ${canary}`, phone: canary, languages: [canary] },
    clientSpecific: { goals: [`Goal ${canary}`], currentChallenges: [`Challenge ${canary}`] },
  }));
  await expectOk(goalsApi(app, client.token).create(goalBody({ title: `Goal ${canary}`, description: `Why ${canary}` })));
  await expectOk(call(client, 'POST', '/reflections', { reflection: `Today ${canary}`, mood: 6 }));
  await expectOk(call(client, 'POST', '/skill-ratings', { scores: [{ skill: `Skill ${canary}`, rating: 6 }] }));
  await expectOk(call(coach, 'POST', '/skill-ratings', { clientId: client.user._id, scores: [{ skill: `Coach view ${canary}`, rating: 7 }] }));

  const ai = aiCoachingApi(app, client.token);
  const conversation = (await expectOk(ai.create({ title: `Chat ${canary}`, goals: [`Aim ${canary}`], focusAreas: [] }))).json().data.conversation as { _id: string };
  await expectOk(ai.send(conversation._id, { content: `I will call ${canary} on Monday about the report.` }));
  await expectOk(ai.addActionItem(conversation._id, { item: `Step ${canary}` }));
  // The coach reads the transcript (the client's access log), and a retried write is kept for its replay.
  await expectOk(aiCoachingApi(app, coach.token).get(conversation._id));
  await expectOk(app.inject({ method: 'POST', url: '/api/reflections', headers: { ...bearer(client.token), 'idempotency-key': `key-${canary}` }, payload: { reflection: `Once ${canary}` } }));

  const talk = (await expectOk(call(client, 'POST', '/conversations', { title: `Talk ${canary}`, description: `About ${canary}`, tags: [canary.toLowerCase()] }))).json().data.conversation as { _id: string };
  await expectOk(call(client, 'POST', `/conversations/${talk._id}/messages`, { content: `Hello from ${canary}` }));
  await expectOk(call(coach, 'POST', `/conversations/${talk._id}/messages`, { content: 'Thanks, see you soon' }));
  await expectOk(call(coach, 'PUT', `/coach/clients/${client.user._id}`, { notes: `Notes on ${canary}` }));

  await openHours(app, coach);
  // Two days ahead: a day ahead falls inside the coach's 12-hour notice when the run starts late in the UTC day.
  const booked = await expectOk(sessionsApi(app, client).create({ scheduledDate: utcAt(clock(), 2, '10:00'), title: `Session ${canary}`, location: { type: 'phone', details: `Ring ${canary}` } }));
  const past = booked.json().data.session as Session;
  const upcoming = await book(app, client, utcAt(clock(), 3, '11:00'));
  const cancelled = await book(app, client, utcAt(clock(), 4, '12:00'));
  await expectOk(sessionsApi(app, client).cancel(cancelled._id, { reason: `Because ${canary}` }));
  clock.advance(Date.parse(past.scheduledDate) + 2 * HOUR - clock().getTime());
  await again(app, client, coach);
  await expectOk(sessionsApi(app, coach).start(past._id));
  await expectOk(sessionsApi(app, coach).complete(past._id, { notes: `Session notes ${canary}` }));
  await expectOk(sessionsApi(app, client).feedback(past._id, { satisfaction: 9, comments: `Loved it ${canary}` }));
  await expectOk(app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: client.email } }));
  return { canary, coach, client, past, upcoming };
}

describe('DELETE /api/auth/me', () => {
  it('leaves no trace of the canary or the email in any table, keeps the coach\'s session as a deleted client\'s, and ends the sessions', async () => {
    const { canary, coach, client, past, upcoming } = await clientEverywhere();
    const before = await scan([canary, client.email]);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'goals', 'reflections', 'ai_messages', 'conversation_messages', 'sessions', 'mail_outbox', 'notifications', 'user_events', 'transcript_reads', 'idempotency_keys', 'coach_client_notes', 'skill_ratings']));

    const deleted = await call(client, 'DELETE', '/auth/me', { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(SUCCESS_MESSAGES.accountDeleted);

    expect(await scan([canary, client.email])).toEqual({});
    expect((await call(client, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: client.email, password: PASSWORD } })).statusCode).toBe(401);

    // The coach keeps the history, without the client: no name, an upcoming session cancelled.
    const sessions = (await sessionsApi(app, coach).list()).json().data.sessions as Session[];
    const kept = sessions.find((session) => session._id === past._id);
    expect(kept).toMatchObject({ status: 'completed', client: { firstName: '', lastName: '' }, assessment: { clientFeedback: { satisfaction: 9, comments: '' } } });
    expect(sessions.find((session) => session._id === upcoming._id)?.status).toBe('cancelled');
    expect((await call(coach, 'GET', '/coach/clients')).json().data.clients).toEqual([]);
  });

  it('asks for the right password and erases nothing without it', async () => {
    const client = await signUp(app);
    const wrong = await call(client, 'DELETE', '/auth/me', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ msg: AUTH_MESSAGES.currentPasswordIncorrect, path: 'password' });
    const missing = await call(client, 'DELETE', '/auth/me', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].msg).toBe(ACCOUNT_MESSAGES.passwordRequired);
    expect((await call(client, 'GET', '/auth/me')).statusCode).toBe(200);
    await signIn(app, client.email, client.password);
  });

  it('is for clients: a coach and an admin hear 403', async () => {
    const coach = await signUp(app, { role: 'coach' });
    expect((await call(coach, 'DELETE', '/auth/me', { password: PASSWORD })).statusCode).toBe(403);
    expect((await call(coach, 'GET', '/auth/me')).statusCode).toBe(200);
  });

  it("touches no one else's data: a second client keeps everything", async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    await expectOk(call(second, 'POST', '/reflections', { reflection: 'Still mine' }));
    await expectOk(call(first, 'DELETE', '/auth/me', { password: PASSWORD }));
    expect((await call(second, 'GET', '/reflections')).json().data.reflections).toHaveLength(1);
    expect((await call(second, 'GET', '/auth/me')).statusCode).toBe(200);
  });
});
