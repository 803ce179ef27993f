import { describe, expect, it } from 'vitest';
import type { CoachingTurn } from '../../model.js';
import { readMove } from './client-move.js';
import { findCommitments } from './commitments.js';

/** The less tidy forms clients use for a move or a commitment, each read as a family, not a sentence. */

// A Wednesday.
const NOW = new Date('2026-11-18T09:00:00Z');
const after = (coach: string): CoachingTurn[] => [
  { speaker: 'client', content: 'I could ask Sam to cover the Friday shift.' },
  { speaker: 'coach', content: coach },
];
const items = (message: string) => findCommitments(message, NOW).map((commitment) => commitment.item);

describe('commitments in any form', () => {
  it('reads steps typed in a hurry, said for two, or said under a condition', () => {
    expect(items('ok ill ring the landlord tmrw')).toEqual(['Ring the landlord']);
    expect(items("we'll split the chores on sat and sun from now on")[0]).toMatch(/^Split the chores/);
    expect(items('Me and Dom will book the venue on Thursday')[0]).toMatch(/^Book the venue/);
    expect(items('if the weather holds ill cycle to work on monday')[0]).toMatch(/^Cycle to work/);
  });

  it('reads a step floated and then agreed, a day before the step, and a plan announced beside an I will', () => {
    expect(items("I guess I could email the recruiter before Friday's deadline. Ok, let's do that.")[0]).toMatch(/^Email the recruiter/);
    expect(items('right: tomorrow morning I call the bank about the overdraft')[0]).toMatch(/^Call the bank/);
    expect(items("Plan: gym with Ana on 3 March. I'll pack the bag tonight.")).toHaveLength(2);
  });

  it('does not take a feeling, an event or a place to go for a step', () => {
    expect(items('I feel ill today')).toEqual([]);
    expect(items('Tomorrow is the big day')).toEqual([]);
    expect(items("I'm going to a wedding next month and I want to feel good in my suit")).toEqual([]);
    expect(items("I shouldn't be the one doing the payroll now")).toEqual([]);
  });
});

describe('moves said politely, as stories, as questions or as asides', () => {
  const move = (message: string, history: CoachingTurn[] = []) => readMove(message, history).move;

  it('reads polite pushback as disagreement', () => {
    expect(move("I see your point, but the budget isn't there this year.")).toBe('disagreement');
    expect(move("Hmm, I'm not sure I'd call that a habit though.")).toBe('disagreement');
    expect(move("I'd rather not drop the evening class, it's the one thing I enjoy.")).toBe('disagreement');
  });

  it('reads a past failure told as a story', () => {
    expect(move('At my previous company I pitched the idea twice. Both times the director got defensive and it went nowhere.')).toBe('past_failure');
    expect(move('I bought a rowing machine in 2021. It is still in the garage under a sheet.')).toBe('past_failure');
  });

  it('hears the worry in a question that fears a judgement', () => {
    const reading = readMove("Wouldn't it look needy if I asked for feedback every week?", []);
    expect(reading.move === 'worry' || reading.worried).toBe(true);
  });

  it('reads an interruption or a thank-you in another language as small talk', () => {
    expect(move('sorry, one sec, the doorbell... ok back')).toBe('small_talk');
    expect(move('gracias, this helped')).toBe('small_talk');
  });

  it("reads 'what if it's not X but Y' as an option, and a day after 'when?' as the step's day", () => {
    expect(move("What if it's not every day but just Mondays and Thursdays?")).toBe('option');
    expect(move('Thursday, probably', after('When exactly will you do it?'))).toBe('commitment');
    expect(move('the week my sister stayed I went running twice', after('When have you seen a small piece of that already?'))).not.toBe('commitment');
  });
});
