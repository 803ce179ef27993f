import { GOAL_MESSAGES } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { signUp } from '../support/factories.js';
import { DAY, goalBody, goalsApi } from '../support/goals.js';

const { app, clock } = await createTestApp();
const client = await signUp(app);
const api = goalsApi(app, client.token);

describe('POST /api/goals', () => {
  it('creates the goal with the five default milestones, the first one done', async () => {
    const response = await api.create(goalBody());
    expect(response.statusCode).toBe(201);
    const now = clock().toISOString();
    expect(response.json()).toEqual({
      success: true,
      message: GOAL_MESSAGES.created,
      data: {
        _id: expect.any(String),
        clientId: client.user._id,
        title: 'Speak up in leadership meetings',
        description: 'Share my view before the decision is made, not after.',
        category: 'Leadership',
        targetDate: '2031-06-30T12:00:00.000Z',
        status: 'active',
        progress: 20,
        completedDate: null,
        milestones: [
          { _id: expect.any(String), title: 'Goal defined', completed: true, completedDate: now, dueDate: null },
          { _id: expect.any(String), title: '25% checkpoint', completed: false, completedDate: null, dueDate: null },
          { _id: expect.any(String), title: '50% checkpoint', completed: false, completedDate: null, dueDate: null },
          { _id: expect.any(String), title: '75% checkpoint', completed: false, completedDate: null, dueDate: null },
          { _id: expect.any(String), title: 'Goal achieved', completed: false, completedDate: null, dueDate: null },
        ],
        smartCriteria: goalBody().smartCriteria,
        aiSuggestions: [],
        createdAt: now,
        updatedAt: now,
      },
    });
    const stored = await api.get(response.json().data._id);
    expect(stored.json().data).toEqual(response.json().data);
  });

  it('adds the default milestones when the list is empty', async () => {
    const response = await api.create(goalBody({ milestones: [] }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.milestones.map((m: { title: string }) => m.title)).toEqual([
      'Goal defined',
      '25% checkpoint',
      '50% checkpoint',
      '75% checkpoint',
      'Goal achieved',
    ]);
    expect(response.json().data.progress).toBe(20);
  });

  it('fills every empty field with the save defaults', async () => {
    const response = await api.create({
      title: '  ',
      smartCriteria: { specific: 'improve my public speaking skills at work this year' },
    });
    expect(response.statusCode).toBe(201);
    const goal = response.json().data;
    expect(goal).toMatchObject({
      title: 'Improve my public speaking skills',
      description: GOAL_MESSAGES.defaultDescription,
      category: 'Personal Growth',
      smartCriteria: {
        specific: 'improve my public speaking skills at work this year',
        measurable: 'To be defined',
        achievable: 'To be defined',
        relevant: 'To be defined',
        timeBound: 'To be defined',
      },
    });
    // Three calendar months after the (frozen) test clock.
    const target = new Date(goal.targetDate);
    const now = clock();
    expect(target.getUTCMonth()).toBe((now.getUTCMonth() + 3) % 12);
    expect(target.getTime() - now.getTime()).toBeGreaterThanOrEqual(89 * DAY);
    expect(target.getTime() - now.getTime()).toBeLessThanOrEqual(92 * DAY);
  });

  it('accepts a date-time with an offset as the target date and stores it in UTC', async () => {
    const response = await api.create(goalBody({ targetDate: '2031-01-15T09:30:00+02:00' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.targetDate).toBe('2031-01-15T07:30:00.000Z');
  });

  it('stores given milestones in order, dating only the completed ones itself', async () => {
    const response = await api.create(
      goalBody({
        milestones: [
          { title: 'Book the room', completed: true, completedDate: '2020-01-01' },
          { title: 'Write the outline', completed: false, completedDate: '2020-01-01', dueDate: '2031-02-01' },
          { title: 'Rehearse twice', completed: true },
          { title: 'Deliver the talk' },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const now = clock().toISOString();
    expect(response.json().data.milestones).toEqual([
      { _id: expect.any(String), title: 'Book the room', completed: true, completedDate: now, dueDate: null },
      { _id: expect.any(String), title: 'Write the outline', completed: false, completedDate: null, dueDate: '2031-02-01T12:00:00.000Z' },
      { _id: expect.any(String), title: 'Rehearse twice', completed: true, completedDate: now, dueDate: null },
      { _id: expect.any(String), title: 'Deliver the talk', completed: false, completedDate: null, dueDate: null },
    ]);
    expect(response.json().data.progress).toBe(50);
  });

  it('ignores a progress sent by the client and computes it from the milestones', async () => {
    const response = await api.create({ ...goalBody({ milestones: [{ title: 'Only step' }] }), progress: 90 });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.progress).toBe(0);
  });

  it('creates a completed goal at 100 with its completion date', async () => {
    const response = await api.create(goalBody({ status: 'completed' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'completed', progress: 100, completedDate: clock().toISOString() });
  });

  it('keeps the last five AI suggestions, dropping blank ones', async () => {
    const suggestions = ['one', 'two', '  ', 'three', 'four', 'five', 'six'];
    const response = await api.create(goalBody({ aiSuggestions: suggestions }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.aiSuggestions).toEqual(['two', 'three', 'four', 'five', 'six']);
  });
});

describe('POST /api/goals validation', () => {
  it.each([
    ['a category that is not listed', { category: 'Cooking' }, 'category', 'Choose one of the listed categories'],
    ['a target date that is not a date', { targetDate: 'next tuesday' }, 'targetDate', 'Enter a valid date'],
    ['an impossible calendar date', { targetDate: '2031-02-30' }, 'targetDate', 'Enter a valid date'],
    ['a blank milestone title', { milestones: [{ title: '  ' }] }, 'milestones.0.title', 'Milestone title is required'],
    ['a status other than active or completed', { status: 'paused' }, 'status', undefined],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
  ])('refuses %s with 400', async (_case, overrides, path, msg) => {
    const response = await api.create(goalBody(overrides as object));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    expect(body.errors).toContainEqual(msg ? { path, msg } : { path, msg: expect.any(String) });
  });

  it('refuses more than 20 milestones', async () => {
    const milestones = Array.from({ length: 21 }, (_, index) => ({ title: `Step ${index + 1}` }));
    const response = await api.create(goalBody({ milestones }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: GOAL_MESSAGES.tooManyMilestones },
      errors: [{ msg: GOAL_MESSAGES.tooManyMilestones, path: 'milestones' }],
    });
  });

  it('refuses a goal with neither a title nor a Specific criterion', async () => {
    const response = await api.create({ title: '', description: 'Something', smartCriteria: { specific: '   ', measurable: 'Weekly' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: GOAL_MESSAGES.titleRequired },
      errors: [{ msg: GOAL_MESSAGES.titleRequired, path: 'title' }],
    });
    expect((await api.list()).json().data.map((g: { description: string }) => g.description)).not.toContain('Something');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('MALFORMED_JSON');
  });
});
