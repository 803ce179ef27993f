import type { BookableSlots, Session } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed.js';
import { createTestApp } from '../support/app.js';
import { bearer, signIn } from '../support/factories.js';

const { app, database, clock } = await createTestApp();

describe('the demo sessions', () => {
  it('are a completed session with feedback and two to come, with the coach bookable on weekdays and reminders due', async () => {
    expect(await seedDemoData(database)).toBe(true);
    const coach = await signIn(app, 'coach@example.com', 'Coach123!');
    const client = await signIn(app, 'client@example.com', 'Client123!');
    const sessions = (await app.inject({ method: 'GET', url: '/api/sessions?sort=scheduledDate', headers: bearer(client.token) })).json().data
      .sessions as Session[];
    expect(sessions.map((session) => session.status)).toEqual(['completed', 'confirmed', 'scheduled']);
    expect(sessions[0]!.assessment.clientFeedback).toMatchObject({ satisfaction: 9 });
    expect(sessions[0]).not.toHaveProperty('notes');
    expect(sessions.every((session) => session.coach.firstName === 'Sarah' && session.client.firstName === 'Jordan')).toBe(true);

    const upcoming = (await app.inject({ method: 'GET', url: '/api/sessions/upcoming/list?days=30', headers: bearer(coach.token) })).json().data
      .sessions as Session[];
    expect(upcoming).toHaveLength(2);

    const slots = (await app.inject({ method: 'GET', url: `/api/coaches/${sessions[0]!.coachId}/availability`, headers: bearer(client.token) })).json()
      .data as BookableSlots;
    expect(slots.timezone).toBe('America/Los_Angeles');
    expect(slots.slots.length).toBeGreaterThan(0);
    const taken = new Set(upcoming.map((session) => session.scheduledDate));
    expect(slots.slots.some((slot) => taken.has(new Date(slot.start).toISOString()))).toBe(false);

    // The first upcoming session is at most a week and a half away: its reminders come due by then.
    clock.advance(12 * 24 * 3_600_000);
    expect(await app.services.jobs.runDue(100)).toBeGreaterThanOrEqual(4);
  });
});
