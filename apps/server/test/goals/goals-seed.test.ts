import { daysLeft, type Goal } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed.js';
import { createTestApp } from '../support/app.js';
import { signIn } from '../support/factories.js';
import { goalsApi } from '../support/goals.js';

const { app, clock, database } = await createTestApp();

describe('demo goals', () => {
  it('gives the demo client three goals in different states, visible to their coach, seeded once', async () => {
    expect(await seedDemoData(database)).toBe(true);
    const client = await signIn(app, 'client@example.com', 'Client123!');
    const response = await goalsApi(app, client.token).list();
    expect(response.statusCode).toBe(200);
    const goals = response.json().data as Goal[];
    expect(goals).toHaveLength(3);

    const now = clock();
    const completed = goals.filter((goal) => goal.status === 'completed');
    const active = goals.filter((goal) => goal.status === 'active');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ progress: 100, completedDate: expect.any(String) });
    const dueSoon = active.filter((goal) => daysLeft(goal.targetDate, now) < 30);
    const underWay = active.filter((goal) => daysLeft(goal.targetDate, now) >= 50 && daysLeft(goal.targetDate, now) <= 70);
    expect(dueSoon).toHaveLength(1);
    expect(underWay).toHaveLength(1);
    expect(underWay[0]!.progress).toBeGreaterThan(20);
    expect(underWay[0]!.progress).toBeLessThan(100);
    for (const goal of goals) {
      expect(goal.milestones.length).toBeGreaterThan(0);
      expect(Object.values(goal.smartCriteria)).not.toContain('To be defined');
    }

    const coach = await signIn(app, 'coach@example.com', 'Coach123!');
    const coachView = await goalsApi(app, coach.token).list({ clientId: client.user._id });
    expect(coachView.statusCode).toBe(200);
    expect(coachView.json().data).toEqual(goals);

    expect(await seedDemoData(database)).toBe(false);
    expect((await goalsApi(app, client.token).list()).json().data).toHaveLength(3);
  });
});
