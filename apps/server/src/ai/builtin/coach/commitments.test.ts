import { describe, expect, it } from 'vitest';
import { findCommitments } from './commitments.js';

// A Wednesday, so 'Friday' is two days ahead and 'Monday' five.
const NOW = new Date('2026-11-18T09:00:00Z');
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('commitments read out of a message', () => {
  it('takes the deadline out of the item and resolves it to a date', () => {
    expect(findCommitments("I'll send the proposal by Friday.", NOW)).toEqual([
      { item: 'Send the proposal', said: 'send the proposal by Friday', deadlinePhrase: 'by Friday', deadline: day('2026-11-20') },
    ]);
  });

  it('keeps a start date in the item: it says when to begin, not when to finish', () => {
    for (const [message, item] of [
      ['I will run three times a week starting Monday.', 'Run three times a week starting Monday'],
      ["I'm going to meditate every morning from next week.", 'Meditate every morning from next week'],
      ['I will swim twice a week starting on the 1st of December.', 'Swim twice a week starting on the 1st of December'],
    ] as const) {
      const [commitment] = findCommitments(message, NOW);
      expect(commitment, message).toMatchObject({ item, deadlinePhrase: null, deadline: null });
    }
  });

  it('still finds a deadline after a start date', () => {
    const [commitment] = findCommitments('I will run three times a week starting Monday until the end of the month.', NOW);
    expect(commitment).toMatchObject({ item: 'Run three times a week starting Monday', deadline: day('2026-11-30') });
  });

  it('does not take hedged thoughts or fears for commitments', () => {
    expect(findCommitments("Maybe I'll call her. I'm afraid I will fail again.", NOW)).toEqual([]);
  });

  it('reads a step floated with a day as a commitment, its day as the deadline', () => {
    expect(findCommitments('I could sit down with Priya for 20 minutes on Monday to walk her through the report', NOW)).toEqual([
      {
        item: 'Sit down with Priya for 20 minutes to walk her through the report',
        said: 'sit down with Priya for 20 minutes on Monday to walk her through the report',
        deadlinePhrase: 'on Monday',
        deadline: day('2026-11-23'),
      },
    ]);
  });

  it('leaves a step floated with no day or time as an idea', () => {
    expect(findCommitments('I could delegate more.', NOW)).toEqual([]);
    expect(findCommitments('I could sit down with Priya to walk her through the report.', NOW)).toEqual([]);
  });

  it('reads "let me ..." and "I\'ve decided ..." as commitments', () => {
    expect(findCommitments('Let me draft the email tonight.', NOW)).toMatchObject([{ item: 'Draft the email', deadline: day('2026-11-18') }]);
    expect(findCommitments("I've decided to book the course next week.", NOW)).toMatchObject([{ item: 'Book the course', deadlinePhrase: 'next week' }]);
    expect(findCommitments("I've decided. I'll talk to Priya tomorrow.", NOW)).toMatchObject([{ item: 'Talk to Priya', deadline: day('2026-11-19') }]);
  });
});
