import { GOAL_MESSAGES, HTTP_MESSAGES } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, signIn, signUp } from '../support/factories.js';
import { DAY, goalBody, goalsApi } from '../support/goals.js';

const { app, clock } = await createTestApp();
const client = await signUp(app);
const otherClient = await signUp(app);

const keyed = (token: string, key: string) => ({ ...bearer(token), 'idempotency-key': key });
const createGoal = (token: string, key: string, body: object = goalBody()) =>
  app.inject({ method: 'POST', url: '/api/goals', headers: keyed(token, key), payload: body });
const goalTitles = async (token: string) =>
  ((await goalsApi(app, token).list()).json().data as { title: string }[]).map((goal) => goal.title);

describe('Idempotency-Key on writes', () => {
  it('carries out a retried write once and answers the retry with the first reply', async () => {
    const body = goalBody({ title: 'Run a 10k by spring' });
    const first = await createGoal(client.token, 'retry-1', body);
    const retry = await createGoal(client.token, 'retry-1', body);

    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, message: GOAL_MESSAGES.created, data: { title: 'Run a 10k by spring' } });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await goalTitles(client.token)).filter((title) => title === 'Run a 10k by spring')).toHaveLength(1);
  });

  it('lets two identical writes sent at once create one goal between them', async () => {
    const body = goalBody({ title: 'Read twelve books' });
    const [one, two] = await Promise.all([createGoal(client.token, 'race-1', body), createGoal(client.token, 'race-1', body)]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(two.json().data._id).toBe(one.json().data._id);
    expect((await goalTitles(client.token)).filter((title) => title === 'Read twelve books')).toHaveLength(1);
  });

  it('refuses the same key for a different request with 422 and carries out nothing', async () => {
    await createGoal(client.token, 'reused-1', goalBody({ title: 'Learn Spanish' }));
    const reused = await createGoal(client.token, 'reused-1', goalBody({ title: 'Learn Portuguese' }));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ success: false, error: { code: 'IDEMPOTENCY_KEY_REUSED', message: HTTP_MESSAGES.idempotencyKeyReused } });
    expect(await goalTitles(client.token)).not.toContain('Learn Portuguese');

    const otherRoute = await app.inject({ method: 'PUT', url: `/api/goals/${crypto.randomUUID()}`, headers: keyed(client.token, 'reused-1'), payload: goalBody() });
    expect(otherRoute.statusCode).toBe(422);
  });

  it("keeps each user's keys apart: the same key from another client is their own write", async () => {
    await createGoal(client.token, 'shared-key', goalBody({ title: 'Mine' }));
    const theirs = await createGoal(otherClient.token, 'shared-key', goalBody({ title: 'Theirs' }));
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await goalTitles(otherClient.token)).toEqual(['Theirs']);
    expect(await goalTitles(client.token)).not.toContain('Theirs');
  });

  it('keeps no key for a write that failed, so the corrected request goes through under it', async () => {
    const refused = await createGoal(client.token, 'fix-then-retry', goalBody({ targetDate: 'not a date' }));
    expect(refused.statusCode).toBe(400);
    const corrected = await createGoal(client.token, 'fix-then-retry', goalBody({ title: 'Corrected goal' }));
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays updates and deletes too', async () => {
    const goal = (await createGoal(client.token, 'to-delete')).json().data as { _id: string };
    const remove = () => app.inject({ method: 'DELETE', url: `/api/goals/${goal._id}`, headers: keyed(client.token, 'delete-1') });
    expect((await remove()).statusCode).toBe(200);
    const again = await remove();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, message: GOAL_MESSAGES.deleted });
  });

  it.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['too long', 'k'.repeat(256)],
  ])('refuses a key that is %s with 400', async (_case, key) => {
    const response = await createGoal(client.token, key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: HTTP_MESSAGES.idempotencyKeyInvalid },
      errors: [{ msg: HTTP_MESSAGES.idempotencyKeyInvalid, path: 'headers.idempotency-key' }],
    });
  });

  it('ignores a key on sign-in, whose reply holds credentials that are never stored', async () => {
    const signIn = () =>
      app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'idempotency-key': 'login-1' }, payload: { email: client.email, password: client.password } });
    const first = await signIn();
    const second = await signIn();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().data.token).not.toBe(first.json().data.token);
  });

  it('forgets a key after 24 hours: the same key then makes a new write', async () => {
    const body = goalBody({ title: 'Yearly check-up' });
    await createGoal(client.token, 'daily-key', body);
    clock.advance(DAY - 60_000);
    // Access tokens last 15 minutes; the key belongs to the user, not to the session.
    const nextDay = await signIn(app, client.email, client.password);
    expect((await createGoal(nextDay.token, 'daily-key', body)).headers['idempotent-replayed']).toBe('true');
    clock.advance(2 * 60_000);
    const later = await createGoal(nextDay.token, 'daily-key', body);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect((await goalTitles(nextDay.token)).filter((title) => title === 'Yearly check-up')).toHaveLength(2);
  });
});
