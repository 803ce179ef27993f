import { describe, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { raceForOneSlot } from './race.js';

// Two instances of one deployment on one PostgreSQL database, as two processes behind a load
// balancer. Runs when DATABASE_URL is set (see vitest.config.ts).
const first = await createTestApp();
const second = await createTestApp({ instanceOf: first });

describe('POST /api/sessions, eight clients of one coach at once on two instances', () => {
  it('gives the slot to exactly one of them and keeps one session', async () => {
    // Both instances stand at the same moment: the second's clock follows the first's.
    second.clock.advance(first.clock().getTime() - second.clock().getTime());
    await raceForOneSlot([first.app, second.app], first.clock, 8);
  });
});
