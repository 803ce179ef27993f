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

describe('extractCommitments across turns', () => {
  const client = (content: string): CoachingTurn => ({ speaker: 'client', content });
  const coach = (content: string): CoachingTurn => ({ speaker: 'coach', content });
  const found = (message: string, history: CoachingTurn[]) => extractCommitments(message, NOW, history).map((c) => [c.item, day(c.deadline)]);

  it.each([
    [
      'a day given after the coach asked when',
      [client('I suppose I could ask Marta to cover the Friday close.'), coach('That could take some weight off. When would you ask her?')],
      'tomorrow, before her shift starts',
      'Ask Marta to cover the Friday close',
      '2026-01-08',
    ],
    [
      'a hedged day',
      [client('One option is to book a call with the landlord about the boiler.'), coach('Which day would suit you?')],
      'Friday, probably',
      'Book a call with the landlord about the boiler',
      '2026-01-09',
    ],
    [
      'an agreement with a day',
      [client('Maybe I could draft the budget email to the board.'), coach('How does that option sit with you?')],
      "let's do that, monday morning",
      'Draft the budget email to the board',
      '2026-01-12',
    ],
    [
      'a day after an ok, with the step two client turns back',
      [
        client('I could clear my inbox down to zero before the holiday.'),
        coach('What might get in the way?'),
        client('nothing really'),
        coach('Good. What day will you do it?'),
      ],
      'Yes. Thursday.',
      'Clear my inbox down to zero before the holiday',
      '2026-01-08',
    ],
    [
      'a step floated as a condition',
      [client('Maybe if I just printed the forms first, not filling them in.'), coach('What makes that appealing?')],
      'saturday. at the library, with a coffee',
      'Print the forms first',
      '2026-01-10',
    ],
    [
      'a moment rather than a day, when the coach asked when',
      [client("I should phone my dad about the move, but it's awkward."), coach('When could you phone him?')],
      'once the kids are asleep',
      'Phone my dad about the move',
      null,
    ],
  ])('%s commits to the step floated before', (_case, history, message, item, due) => {
    expect(found(message, history)).toEqual([[item, due]]);
  });

  it('takes the step the client named last, not an earlier one', () => {
    const history = [
      client('I could email Jonas.'),
      coach('That is one idea.'),
      client('Or maybe I could ring the supplier directly instead.'),
      coach('When would you do that?'),
    ];
    expect(found('after lunch tomorrow', history)).toEqual([['Ring the supplier directly instead', '2026-01-08']]);
  });

  it('keeps the deadline of the step when the agreement names no day', () => {
    const history = [client('I will phone the clinic on Monday.'), coach('Noted as an action item. Does that still feel doable?')];
    expect(found('yes, sounds good.', history)).toEqual([['Phone the clinic', '2026-01-12']]);
  });

  it("fills in a step that points back ('do it') with the one the client floated", () => {
    const history = [client('maybe I could tidy the shed with Omar'), coach('What would help that happen?')];
    expect(found("ok. Sunday. I'll do it after the football", history)).toEqual([['Tidy the shed with Omar after the football', '2026-01-11']]);
  });

  it("takes the coach's suggestion only when the client agrees to it and named no step", () => {
    const history = [client("I just don't know where to start."), coach('How about listing the three clients you owe replies to? Would that help?')];
    expect(found("ok, let's try that tonight.", history)).toEqual([['Listing the three clients I owe replies to', '2026-01-07']]);
    expect(found('tonight is the quiz night.', history)).toEqual([]);
  });

  it.each([
    ['a description of the day', [client('I could ask Tom to review it.'), coach('When could you ask him?')], 'Tuesday is always chaos with the deliveries.'],
    ['a day put as a question', [client('I could ask Tom to review it.'), coach('When could you ask him?')], "I don't know, maybe Thursday?"],
    ['a day in the past', [client('I could ask Tom to review it.'), coach('When could you ask him?')], 'Monday last week I tried and he was off.'],
    ['an agreement with nothing floated before', [client('Work has been relentless.'), coach('Shall we look at what has helped before?')], 'yes, sounds good.'],
    ['an ok', [client('I could ask Tom to review it.'), coach('What makes that appealing?')], 'ok'],
    ['a moment in the past', [client('I could ask Tom to review it.'), coach('When could you ask him?')], 'after the launch I asked him and he ignored it'],
    ['the day of a difficulty', [client('I could ask Tom to review it.'), coach('What could make that hard?')], 'Friday. Half the team is out.'],
    ['a day with no step floated in the last turn', [client('I could ask Tom.'), coach('Go on.'), client('He is busy though.'), coach('Tell me more.')], 'Thursday. He has a lot on.'],
  ])('makes no action item from %s', (_case, history, message) => {
    expect(found(message, history)).toEqual([]);
  });

  it('reads a message alone as before when no history is given', () => {
    expect(extractCommitments('Friday, probably', NOW)).toEqual([]);
    expect(extractCommitments('I will call my manager by Friday', NOW, [])).toEqual(extractCommitments('I will call my manager by Friday', NOW));
  });
});
