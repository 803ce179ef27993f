import type { ClientMetrics, ReflectionListSchema, SkillRatingOverview } from '@coaching/contract';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed.js';
import { createTestApp } from '../support/app.js';
import { bearer, signIn } from '../support/factories.js';

const { app, database } = await createTestApp();

describe("the demo client's progress", () => {
  it('is three weeks of reflections up to yesterday, with a streak, a rising trend and skills rated twice by the client and once by the coach', async () => {
    expect(await seedDemoData(database)).toBe(true);
    const client = await signIn(app, 'client@example.com', 'Client123!');
    const get = async <T>(url: string) => {
      const response = await app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(client.token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as T;
    };

    const { reflections, pagination } = await get<z.infer<typeof ReflectionListSchema>>('/reflections?limit=50');
    expect(pagination.total).toBe(11);
    expect(reflections[0]!.reflection).toContain('Reviewed only the summary');
    // Nothing is written for today: the client's own reflection is the first of the day.
    expect(new Date(reflections[0]!.date).toISOString().slice(0, 10)).not.toBe(new Date().toISOString().slice(0, 10));

    const { progress } = await get<ClientMetrics>('/analytics/client');
    expect(progress.shared).toBe(true);
    expect(progress.reflectionStreak).toBe(4);
    expect(progress.trend).toBe('rising');
    expect(progress.days.filter((day) => day.mood !== null)).toHaveLength(11);

    const skills = await get<SkillRatingOverview>('/skill-ratings');
    expect(skills.self.latest!.scores.find((score) => score.skill === 'Leadership')?.rating).toBe(6);
    expect(skills.self.previous!.scores.find((score) => score.skill === 'Leadership')?.rating).toBe(4);
    expect(skills.coach.latest).toMatchObject({ ratedBy: { role: 'coach', firstName: 'Sarah' } });
  });
});
