import { GLOBAL_ERROR_MESSAGES, GOAL_MESSAGES, type Goal } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { createGoal, goalBody, goalsApi, signUpCast, signUpCoachAndClient } from '../support/goals.js';

const { app } = await createTestApp();
const { coach, client, otherClient, otherCoach, admin } = await signUpCast(app);
const goal = await createGoal(app, client.token, { title: 'Owned by the first client' });
const milestoneId = goal.milestones[1]!._id;

const FORBIDDEN = { success: false, error: { code: 'FORBIDDEN', message: GLOBAL_ERROR_MESSAGES.forbidden } };
const GOAL_NOT_FOUND = { success: false, error: { code: 'NOT_FOUND', message: GOAL_MESSAGES.notFound } };
const ids = (response: { json(): { data: Goal[] } }) => response.json().data.map((g) => g._id);

describe('another client', () => {
  const api = goalsApi(app, otherClient.token);

  it("cannot read, update, toggle or delete a client's goal: 404 as if it did not exist", async () => {
    for (const response of [
      await api.get(goal._id),
      await api.update(goal._id, goalBody({ title: 'Hijacked' })),
      await api.toggle(goal._id, milestoneId, { completed: true }),
      await api.remove(goal._id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(GOAL_NOT_FOUND);
    }
    expect((await goalsApi(app, client.token).get(goal._id)).json().data).toEqual(goal);
  });

  it("never sees the goal in their list or stats, and cannot ask for the owner's", async () => {
    const own = await createGoal(app, otherClient.token, { title: 'Mine' });
    const list = await api.list();
    expect(list.statusCode).toBe(200);
    expect(ids(list)).toEqual([own._id]);
    expect((await api.stats()).json().data.total).toBe(1);

    for (const response of [await api.list({ clientId: client.user._id }), await api.stats({ clientId: client.user._id })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
    expect(ids(await api.list({ clientId: otherClient.user._id }))).toEqual([own._id]);
  });
});

describe("the client's coach", () => {
  const api = goalsApi(app, coach.token);

  it("lists and reads the client's goals", async () => {
    const list = await api.list({ clientId: client.user._id });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ success: true, data: [goal] });
    expect((await api.list({ clientId: client.user._id, status: 'completed' })).json().data).toEqual([]);
    const one = await api.get(goal._id);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(goal);
    const stats = await api.stats({ clientId: client.user._id });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data).toMatchObject({ total: 1, active: 1 });
  });

  it('sees no goals of their own without a clientId', async () => {
    expect((await api.list()).json()).toEqual({ success: true, data: [] });
    expect((await api.stats()).json().data.total).toBe(0);
  });

  it('ticks and unticks milestones', async () => {
    const ticked = await api.toggle(goal._id, milestoneId, { completed: true });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().data).toMatchObject({ _id: goal._id, progress: 40 });
    expect((await goalsApi(app, client.token).get(goal._id)).json().data.progress).toBe(40);
    const unticked = await api.toggle(goal._id, milestoneId, { completed: false });
    expect(unticked.json().data.progress).toBe(20);
  });

  it('cannot create, update or delete goals: 403', async () => {
    for (const response of [
      await api.create(goalBody()),
      await api.update(goal._id, goalBody({ title: 'Coach edit' })),
      await api.remove(goal._id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect((await goalsApi(app, client.token).get(goal._id)).json().data.title).toBe('Owned by the first client');
    expect((await api.list({ clientId: coach.user._id })).statusCode).toBe(404);
  });

  it("loses access once the client's coach changes", async () => {
    const { coach: formerCoach, client: movingClient } = await signUpCoachAndClient(app);
    const moving = await createGoal(app, movingClient.token);
    const former = goalsApi(app, formerCoach.token);
    expect((await former.get(moving._id)).statusCode).toBe(200);
    await app.services.usersService.assignCoach(movingClient.user._id, otherCoach.user._id);
    expect((await former.get(moving._id)).statusCode).toBe(404);
    expect((await goalsApi(app, otherCoach.token).get(moving._id)).statusCode).toBe(200);
  });
});

describe('a different coach', () => {
  const api = goalsApi(app, otherCoach.token);

  it('gets 404 for everything about a client who is not theirs', async () => {
    for (const response of [
      await api.list({ clientId: client.user._id }),
      await api.stats({ clientId: client.user._id }),
      await api.get(goal._id),
      await api.update(goal._id, goalBody()),
      await api.toggle(goal._id, milestoneId, { completed: true }),
      await api.remove(goal._id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });
});

describe('an admin', () => {
  const api = goalsApi(app, admin.token);

  it('gets 403 from every goals endpoint', async () => {
    for (const response of [
      await api.list(),
      await api.list({ clientId: client.user._id }),
      await api.stats(),
      await api.get(goal._id),
      await api.create(goalBody()),
      await api.update(goal._id, goalBody()),
      await api.toggle(goal._id, milestoneId, { completed: true }),
      await api.remove(goal._id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
  });
});

describe('without a session', () => {
  const api = goalsApi(app);

  it('gets 401 from every goals endpoint', async () => {
    for (const response of [
      await api.list(),
      await api.stats(),
      await api.get(goal._id),
      await api.create(goalBody()),
      await api.update(goal._id, goalBody()),
      await api.toggle(goal._id, milestoneId, { completed: true }),
      await api.remove(goal._id),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
    }
    expect((await goalsApi(app, client.token).get(goal._id)).statusCode).toBe(200);
  });
});

describe('a client asking for goals of a malformed client id', () => {
  it('gets 400', async () => {
    const response = await goalsApi(app, client.token).list({ clientId: 'not-a-uuid' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ msg: 'Invalid id', path: 'clientId' }] });
  });
});
