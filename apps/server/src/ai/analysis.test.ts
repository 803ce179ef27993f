import { describe, expect, it } from 'vitest';
import { currentStage, extractCommitments, extractInsights, methodologyStages, summarise } from './analysis.js';
import type { CoachingTurn } from './model.js';

/** Wednesday 7 January 2026, 15:00 UTC. */
const NOW = new Date('2026-01-07T15:00:00Z');
const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

describe('extractCommitments', () => {
  it.each([
    ['I will call my manager by Friday', 'Call my manager', '2026-01-09'],
    ["I'm going to update my CV tomorrow.", 'Update my CV', '2026-01-08'],
    ['I commit to journaling every morning.', 'Journaling every morning', null],
    ["Tomorrow I'll go for a run.", 'Go for a run', '2026-01-08'],
    ["I'll book a session with a mentor next week.", 'Book a session with a mentor', '2026-01-16'],
    ['I will finish the draft by March 3.', 'Finish the draft', '2026-03-03'],
    ['I will file the report by 2 January.', 'File the report', '2027-01-02'],
    ['I will clear out the garage this weekend.', 'Clear out the garage', '2026-01-11'],
    ['I will send the invoices today', 'Send the invoices', '2026-01-07'],
    ['I will ask for feedback by Wednesday', 'Ask for feedback', '2026-01-07'],
    ['I will ask for feedback on Wednesday', 'Ask for feedback', '2026-01-14'],
    ['I will call the bank next Monday', 'Call the bank', '2026-01-12'],
    ['I will apply for two jobs in two weeks', 'Apply for two jobs', '2026-01-21'],
    ['I will finish the course by the end of the month', 'Finish the course', '2026-01-31'],
    ['I promise to take a proper lunch break.', 'Take a proper lunch break', null],
  ])('"%s" -> %s, due %s', (message, item, due) => {
    const [commitment, ...more] = extractCommitments(message, NOW);
    expect(more).toEqual([]);
    expect(commitment!.item).toBe(item);
    expect(day(commitment!.deadline)).toBe(due);
  });

  it('dates a deadline at noon UTC so it reads as the same day in every timezone', () => {
    expect(extractCommitments('I will call my manager by Friday', NOW)[0]!.deadline!.toISOString()).toBe('2026-01-09T12:00:00.000Z');
  });

  it('finds several commitments in one message', () => {
    const found = extractCommitments("I'll send the proposal by Thursday. Then I'm going to book a gym class for Saturday.", NOW);
    expect(found.map((c) => [c.item, day(c.deadline)])).toEqual([
      ['Send the proposal', '2026-01-08'],
      ['Book a gym class', '2026-01-10'],
    ]);
  });

  it.each([
    'Maybe I will call her.',
    "I'm not sure if I'll go.",
    'Will I ever get promoted?',
    "I'm going to fail this exam.",
    "I'll never be good at this.",
    'I will think about it.',
    'I want to run more.',
  ])('finds no commitment in "%s"', (message) => {
    expect(extractCommitments(message, NOW)).toEqual([]);
  });
});

describe('extractInsights', () => {
  it.each([
    ["I realise I've been avoiding conflict for years.", "I realise I've been avoiding conflict for years."],
    ["Talking about it, I realized that I don't actually want the promotion.", "I realized that I don't actually want the promotion."],
    ["I've noticed I work best in the mornings.", "I've noticed I work best in the mornings."],
    ['What matters most to me is time with my kids.', 'What matters most to me is time with my kids.'],
    ['So the real issue is that I never say no.', 'The real issue is that I never say no.'],
  ])('finds the insight in "%s"', (message, insight) => {
    expect(extractInsights(message)).toEqual([insight]);
  });

  it('finds nothing in a message without an insight', () => {
    expect(extractInsights('I have a meeting tomorrow and I am nervous.')).toEqual([]);
  });
});

describe('currentStage and summarise', () => {
  const turns: CoachingTurn[] = [
    { speaker: 'client', content: 'I want to get promoted to team lead this year.' },
    { speaker: 'coach', content: 'Where do things stand right now?' },
    { speaker: 'client', content: "Right now my manager doesn't see my work. I realise I never talk about my wins." },
    { speaker: 'coach', content: 'What options do you have?' },
    { speaker: 'client', content: 'I will ask my manager for a 1:1 by Friday.' },
  ];

  it('lists the four stages of a methodology in order', () => {
    expect(methodologyStages('solution-focused')).toEqual(['Preferred future', 'Exceptions', 'Scaling', 'Next small step']);
  });

  it('names the first stage of each methodology before the client has spoken', () => {
    expect(['grow', 'solution-focused', 'icf', 'transformational'].map((m) => currentStage(m as never, []))).toEqual([
      'Goal',
      'Preferred future',
      'Agreement',
      'Story',
    ]);
  });

  it('sums up the topic paraphrased to the client, the stage reached, the commitments and an insight', () => {
    const summary = summarise(turns, 'grow');
    expect(summary).toMatch(/^You talked about how you want to get promoted to team lead this year\./);
    expect(summary).not.toContain('"');
    expect(summary).toContain('the Will stage of GROW over 3 client messages');
    expect(summary).toContain('Commitments: ask my manager for a 1:1 by Friday.');
    expect(summary).toContain('Key insight: I realise I never talk about my wins.');
  });

  it('says so when there is nothing to summarise yet', () => {
    expect(summarise([], 'icf')).toBe('No messages yet.');
  });
});
