import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { signIn, signUp } from '../support/factories.js';
import { createGoal, DAY, goalsApi } from '../support/goals.js';

const { app, clock } = await createTestApp();
const inDays = (days: number) => new Date(clock().getTime() + days * DAY).toISOString();

describe('GET /api/goals/stats', () => {
  it('answers zeros for a client without goals', async () => {
    const client = await signUp(app);
    const response = await goalsApi(app, client.token).stats();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { total: 0, active: 0, completed: 0, averageProgress: 0, completionRate: 0, dueSoon: 0, overdue: 0 },
    });
  });

  it("counts the caller's goals by state, progress and days left", async () => {
    const client = await signUp(app);
    await createGoal(app, client.token, { status: 'completed', targetDate: inDays(-40) });
    await createGoal(app, client.token, { targetDate: inDays(10) });
    await createGoal(app, client.token, { targetDate: inDays(30) });
    await createGoal(app, client.token, {
      targetDate: inDays(60),
      milestones: [{ title: 'a', completed: true }, { title: 'b', completed: true }, { title: 'c' }, { title: 'd' }],
    });
    await createGoal(app, client.token, { targetDate: inDays(-5) });
    const stranger = await signUp(app);
    await createGoal(app, stranger.token, { targetDate: inDays(3) });

    const response = await goalsApi(app, client.token).stats();
    expect(response.statusCode).toBe(200);
    // Progress 100, 20, 20, 50, 20 -> 42; one in five completed; 10 days left is due soon, 30 is not;
    // the other client's goal is not counted.
    expect(response.json()).toEqual({
      success: true,
      data: { total: 5, active: 4, completed: 1, averageProgress: 42, completionRate: 20, dueSoon: 1, overdue: 1 },
    });
  });

  it('moves a goal from due soon to overdue as time passes', async () => {
    const client = await signUp(app);
    await createGoal(app, client.token, { targetDate: inDays(2) });
    const api = goalsApi(app, client.token);
    expect((await api.stats()).json().data).toMatchObject({ dueSoon: 1, overdue: 0 });
    clock.advance(3 * DAY);
    // Three days on, the access token has long expired: sign in again.
    const later = await signIn(app, client.email, client.password);
    expect((await goalsApi(app, later.token).stats()).json().data).toMatchObject({ dueSoon: 0, overdue: 1 });
  });

  it('answers 400 for a malformed client id', async () => {
    const client = await signUp(app);
    const response = await goalsApi(app, client.token).stats({ clientId: '42' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ msg: 'Invalid id', path: 'clientId' }]);
  });
});
