import { GOAL_MESSAGES, type Goal } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { signUp } from '../support/factories.js';
import { createGoal, goalBody, goalsApi } from '../support/goals.js';

const { app, clock } = await createTestApp();
const client = await signUp(app);
const api = goalsApi(app, client.token);
const MINUTE = 60_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const threeSteps = () =>
  createGoal(app, client.token, {
    milestones: [{ title: 'Plan', completed: true }, { title: 'Draft' }, { title: 'Publish', dueDate: '2031-03-01' }],
  });

describe('PUT /api/goals/:id milestones', () => {
  it('keeps listed milestones with their ids, adds new ones and deletes the ones left out', async () => {
    const goal = await threeSteps();
    const [plan, draft, publish] = goal.milestones;
    const createdAt = goal.milestones[0]!.completedDate;
    clock.advance(MINUTE);
    const now = clock().toISOString();

    const response = await api.update(
      goal._id,
      goalBody({
        milestones: [
          { _id: publish!._id, title: 'Publish the article', completed: true, dueDate: publish!.dueDate },
          { title: 'Share it with the team' },
          { _id: plan!._id, title: 'Plan', completed: true, completedDate: '2020-01-01T00:00:00Z' },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.milestones).toEqual([
      { _id: publish!._id, title: 'Publish the article', completed: true, completedDate: now, dueDate: '2031-03-01T12:00:00.000Z' },
      { _id: expect.any(String), title: 'Share it with the team', completed: false, completedDate: null, dueDate: null },
      { _id: plan!._id, title: 'Plan', completed: true, completedDate: createdAt, dueDate: null },
    ]);
    expect(response.json().data.milestones.map((m: { _id: string }) => m._id)).not.toContain(draft!._id);
    expect(response.json().data.progress).toBe(67);
    expect((await api.get(goal._id)).json().data.milestones).toEqual(response.json().data.milestones);
  });

  it('clears the completion date of a milestone sent back as not completed', async () => {
    const goal = await threeSteps();
    const response = await api.update(goal._id, goalBody({ milestones: goal.milestones.map((m) => ({ ...m, completed: false })) }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.milestones.every((m: Goal['milestones'][number]) => m.completedDate === null)).toBe(true);
    expect(response.json().data.progress).toBe(0);
  });

  it('leaves the milestones alone when the body has none, and removes them all for an empty list', async () => {
    const goal = await threeSteps();
    const untouched = await api.update(goal._id, goalBody({ title: 'New title' }));
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().data).toMatchObject({ title: 'New title', milestones: goal.milestones, progress: 33 });

    const emptied = await api.update(goal._id, goalBody({ milestones: [] }));
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().data).toMatchObject({ milestones: [], progress: 0 });
  });

  it("refuses a milestone id that is not this goal's, changing nothing", async () => {
    const goal = await threeSteps();
    const other = await threeSteps();
    for (const milestones of [
      [{ _id: other.milestones[0]!._id, title: 'Stolen' }],
      [{ _id: UNKNOWN_ID, title: 'Invented' }],
      [
        { _id: goal.milestones[0]!._id, title: 'Twice' },
        { _id: goal.milestones[0]!._id, title: 'Twice again' },
      ],
    ]) {
      const response = await api.update(goal._id, goalBody({ title: 'Changed', milestones }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        error: { code: 'VALIDATION_ERROR', message: GOAL_MESSAGES.milestoneNotFound },
        errors: [{ msg: GOAL_MESSAGES.milestoneNotFound, path: 'milestones' }],
      });
    }
    expect((await api.get(goal._id)).json().data).toEqual(goal);
    expect((await api.get(other._id)).json().data).toEqual(other);
  });

  it('refuses a malformed milestone id with 400', async () => {
    const goal = await threeSteps();
    const response = await api.update(goal._id, goalBody({ milestones: [{ _id: 'abc', title: 'Plan' }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ msg: 'Invalid id', path: 'milestones.0._id' });
  });
});

describe('PUT /api/goals/:goalId/milestones/:milestoneId', () => {
  it('completes a milestone with today as its date, recomputes progress and touches the goal', async () => {
    const goal = await createGoal(app, client.token);
    clock.advance(MINUTE);
    const now = clock().toISOString();
    const target = goal.milestones[2]!;

    const response = await api.toggle(goal._id, target._id, { completed: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        ...goal,
        progress: 40,
        updatedAt: now,
        milestones: goal.milestones.map((m) => (m._id === target._id ? { ...m, completed: true, completedDate: now } : m)),
      },
    });
    expect((await api.get(goal._id)).json().data).toEqual(response.json().data);
  });

  it('clears the date when unticked and keeps the first date when ticked twice', async () => {
    const goal = await createGoal(app, client.token);
    const first = goal.milestones[0]!;
    clock.advance(MINUTE);
    const again = await api.toggle(goal._id, first._id, { completed: true });
    expect(again.json().data.milestones[0]).toEqual(first);

    const unticked = await api.toggle(goal._id, first._id, { completed: false });
    expect(unticked.statusCode).toBe(200);
    expect(unticked.json().data.milestones[0]).toEqual({ ...first, completed: false, completedDate: null });
    expect(unticked.json().data.progress).toBe(0);
  });

  it('keeps a completed goal at 100 whatever its milestones say', async () => {
    const goal = await createGoal(app, client.token, { status: 'completed' });
    const response = await api.toggle(goal._id, goal.milestones[0]!._id, { completed: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'completed', progress: 100 });
  });

  it("answers 404 for an unknown milestone or another goal's milestone", async () => {
    const goal = await createGoal(app, client.token);
    const other = await createGoal(app, client.token);
    for (const milestoneId of [UNKNOWN_ID, other.milestones[1]!._id]) {
      const response = await api.toggle(goal._id, milestoneId, { completed: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: GOAL_MESSAGES.milestoneNotFound } });
    }
    expect((await api.get(other._id)).json().data).toEqual(other);
    const unknownGoal = await api.toggle(UNKNOWN_ID, goal.milestones[1]!._id, { completed: true });
    expect(unknownGoal.statusCode).toBe(404);
    expect(unknownGoal.json().error.message).toBe(GOAL_MESSAGES.notFound);
  });

  it('answers 400 for malformed ids or a missing completed flag', async () => {
    const goal = await createGoal(app, client.token);
    expect((await api.toggle('x', goal.milestones[0]!._id, { completed: true })).statusCode).toBe(400);
    expect((await api.toggle(goal._id, 'y', { completed: true })).statusCode).toBe(400);
    const missing = await api.toggle(goal._id, goal.milestones[0]!._id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ msg: GOAL_MESSAGES.completedRequired, path: 'completed' }]);
    const wrongType = await api.toggle(goal._id, goal.milestones[0]!._id, { completed: 'yes' });
    expect(wrongType.statusCode).toBe(400);
  });
});
