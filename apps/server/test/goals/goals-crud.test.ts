import { GOAL_MESSAGES, type Goal } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { signUp } from '../support/factories.js';
import { createGoal, goalBody, goalsApi } from '../support/goals.js';

const { app, clock } = await createTestApp();
const MINUTE = 60_000;

/** The body the edit dialog sends back for a goal it loaded. */
function editBody(goal: Goal, overrides: object = {}) {
  const { title, description, category, targetDate, status, smartCriteria, milestones, aiSuggestions } = goal;
  return { title, description, category, targetDate, status, smartCriteria, milestones, aiSuggestions, ...overrides };
}

describe('GET /api/goals', () => {
  it("lists the caller's goals newest first", async () => {
    const client = await signUp(app);
    const first = await createGoal(app, client.token, { title: 'First' });
    clock.advance(MINUTE);
    const second = await createGoal(app, client.token, { title: 'Second' });
    clock.advance(MINUTE);
    const third = await createGoal(app, client.token, { title: 'Third' });

    const response = await goalsApi(app, client.token).list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: [third, second, first] });
  });

  it('filters by status', async () => {
    const client = await signUp(app);
    const api = goalsApi(app, client.token);
    const active = await createGoal(app, client.token, { title: 'Still going' });
    const done = await createGoal(app, client.token, { title: 'Done', status: 'completed' });

    const activeList = await api.list({ status: 'active' });
    expect(activeList.statusCode).toBe(200);
    expect(activeList.json().data.map((g: Goal) => g._id)).toEqual([active._id]);
    const completedList = await api.list({ status: 'completed' });
    expect(completedList.json().data.map((g: Goal) => g._id)).toEqual([done._id]);

    const bad = await api.list({ status: 'paused' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('status');
  });

  it('answers an empty list to a client without goals', async () => {
    const client = await signUp(app);
    const response = await goalsApi(app, client.token).list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: [] });
  });
});

describe('GET /api/goals/:id', () => {
  it('returns the goal', async () => {
    const client = await signUp(app);
    const goal = await createGoal(app, client.token);
    const response = await goalsApi(app, client.token).get(goal._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: goal });
  });

  it('answers 404 for a goal that does not exist and 400 for a malformed id', async () => {
    const client = await signUp(app);
    const api = goalsApi(app, client.token);
    const missing = await api.get('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: GOAL_MESSAGES.notFound } });
    const malformed = await api.get('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' }, errors: [{ path: 'id' }] });
  });
});

describe('PUT /api/goals/:id', () => {
  it('replaces the goal and applies the save defaults again', async () => {
    const client = await signUp(app);
    const goal = await createGoal(app, client.token, { aiSuggestions: ['Keep a log'] });
    clock.advance(MINUTE);
    const response = await goalsApi(app, client.token).update(
      goal._id,
      editBody(goal, {
        title: '',
        description: '',
        category: '',
        targetDate: '',
        smartCriteria: { specific: 'ask one question in every all-hands meeting', measurable: '' },
        aiSuggestions: undefined,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: GOAL_MESSAGES.updated,
      data: {
        _id: goal._id,
        title: 'Ask one question in every',
        description: GOAL_MESSAGES.defaultDescription,
        category: 'Personal Growth',
        smartCriteria: { specific: 'ask one question in every all-hands meeting', measurable: 'To be defined', timeBound: 'To be defined' },
        aiSuggestions: ['Keep a log'],
        createdAt: goal.createdAt,
        updatedAt: clock().toISOString(),
      },
    });
    expect(new Date(response.json().data.targetDate).getTime()).toBeGreaterThan(clock().getTime() + 88 * 86_400_000);
    expect((await goalsApi(app, client.token).get(goal._id)).json().data).toEqual(response.json().data);
  });

  it('completes a goal at 100 with today as its completion date, keeps that date, and clears it on reopening', async () => {
    const client = await signUp(app);
    const api = goalsApi(app, client.token);
    const goal = await createGoal(app, client.token);
    expect(goal.progress).toBe(20);

    clock.advance(MINUTE);
    const completedAt = clock().toISOString();
    const completed = await api.update(goal._id, editBody(goal, { status: 'completed' }));
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data).toMatchObject({ status: 'completed', progress: 100, completedDate: completedAt });

    clock.advance(MINUTE);
    const edited = await api.update(goal._id, editBody(completed.json().data, { title: 'Renamed' }));
    expect(edited.json().data).toMatchObject({ title: 'Renamed', status: 'completed', completedDate: completedAt });

    const reopened = await api.update(goal._id, editBody(edited.json().data, { status: 'active' }));
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data).toMatchObject({ status: 'active', progress: 20, completedDate: null });
  });

  it('validates the body like creation does', async () => {
    const client = await signUp(app);
    const goal = await createGoal(app, client.token);
    const api = goalsApi(app, client.token);
    const noTitle = await api.update(goal._id, editBody(goal, { title: '', smartCriteria: { specific: '' } }));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors).toEqual([{ msg: GOAL_MESSAGES.titleRequired, path: 'title' }]);
    const badCategory = await api.update(goal._id, editBody(goal, { category: 'Cooking' }));
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().errors).toContainEqual({ msg: GOAL_MESSAGES.categoryInvalid, path: 'category' });
    expect((await api.get(goal._id)).json().data).toEqual(goal);
  });

  it('answers 404 for a goal that does not exist and 400 for a malformed id', async () => {
    const client = await signUp(app);
    const api = goalsApi(app, client.token);
    expect((await api.update('00000000-0000-4000-8000-000000000000', goalBody())).statusCode).toBe(404);
    const malformed = await api.update('123', goalBody());
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('DELETE /api/goals/:id', () => {
  it('deletes the goal with its milestones', async () => {
    const client = await signUp(app);
    const api = goalsApi(app, client.token);
    const kept = await createGoal(app, client.token, { title: 'Kept' });
    const goal = await createGoal(app, client.token, { title: 'Dropped' });

    const response = await api.remove(goal._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null, message: GOAL_MESSAGES.deleted });
    expect((await api.get(goal._id)).statusCode).toBe(404);
    expect((await api.list()).json().data.map((g: Goal) => g._id)).toEqual([kept._id]);
    const toggle = await api.toggle(goal._id, goal.milestones[1]!._id, { completed: true });
    expect(toggle.statusCode).toBe(404);
  });

  it('answers 404 the second time and 400 for a malformed id', async () => {
    const client = await signUp(app);
    const api = goalsApi(app, client.token);
    const goal = await createGoal(app, client.token);
    expect((await api.remove(goal._id)).statusCode).toBe(200);
    const again = await api.remove(goal._id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({ code: 'NOT_FOUND', message: GOAL_MESSAGES.notFound });
    expect((await api.remove('nope')).statusCode).toBe(400);
  });
});

describe('GET /api/docs/json', () => {
  it('describes every goals endpoint under the goals tag', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { tags: string[] }>>;
    expect(Object.keys(paths['/api/goals']!)).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/goals/{id}']!)).toEqual(['get', 'put', 'delete']);
    expect(Object.keys(paths['/api/goals/stats']!)).toEqual(['get']);
    expect(Object.keys(paths['/api/goals/{goalId}/milestones/{milestoneId}']!)).toEqual(['put']);
    expect(paths['/api/goals/{id}']!.put!.tags).toEqual(['goals']);
  });
});

describe('PUT /api/goals/:id with fields left out', () => {
  it('keeps the stored status, target date and milestones, so a partial save cannot undo a tick', async () => {
    const client = await signUp(app);
    const api = goalsApi(app, client.token);
    const goal = await createGoal(app, client.token, { status: 'completed', targetDate: '2031-06-30' });
    const ticked = (await api.toggle(goal._id, goal.milestones[1]!._id, { completed: true })).json().data as Goal;

    const { status: _status, targetDate: _targetDate, milestones: _milestones, ...rest } = editBody(ticked, { title: 'Renamed' });
    const response = await api.update(goal._id, rest);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Renamed',
      status: 'completed',
      completedDate: goal.completedDate,
      targetDate: '2031-06-30T12:00:00.000Z',
      milestones: ticked.milestones,
    });
  });
});

describe('values the database cannot store', () => {
  it('answers 400, not 500, for a NUL character or a year out of range', async () => {
    const client = await signUp(app);
    const api = goalsApi(app, client.token);

    const nul = await api.create(goalBody({ title: 'Null\u0000byte' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'The request holds a value that cannot be stored (a control character, or a date or number out of range)' },
    });

    const yearZero = await api.create(goalBody({ targetDate: '0000-01-01' }));
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().errors).toEqual([{ msg: GOAL_MESSAGES.dateInvalid, path: 'targetDate' }]);
    expect((await api.list()).json().data).toEqual([]);
  });
});
