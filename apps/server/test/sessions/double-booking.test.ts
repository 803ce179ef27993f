import { describe, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { raceForOneSlot } from './race.js';

// Two bookings of one slot can never both succeed (issue 17): bookings of one coach are decided one
// at a time, on a lock of the coach's schedule row taken inside the request's transaction.
const { app, clock } = await createTestApp();

describe('POST /api/sessions, eight clients of one coach at once', () => {
  it('gives the slot to exactly one of them and keeps one session', async () => {
    await raceForOneSlot([app], clock, 8);
  });
});
