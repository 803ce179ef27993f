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
});
