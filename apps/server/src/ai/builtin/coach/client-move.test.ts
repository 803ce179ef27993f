import { describe, expect, it } from 'vitest';
import type { CoachingTurn } from '../../model.js';
import { readMove, type ClientMove } from './client-move.js';
import { findCommitments } from './commitments.js';

/** What the client does with a message, read before the coach chooses its reply. */

const MOVES: Record<ClientMove, readonly string[]> = {
  goal: [
    'I want to get better at delegating to my team.',
    'My goal is to run a 10k by May.',
    "I'd like to feel less stressed at work.",
    "I'm hoping to find a job closer to home.",
    'I want to get promoted to team lead this year.',
  ],
  situation: [
    "Right now my manager doesn't really see the work I do.",
    'Work has been chaotic lately.',
    'My team is five people and two of them are new.',
    "I'm torn about whether to take the job offer in Berlin.",
    // A number on the 0-10 scale says where the client stands.
    'Maybe a 4.',
  ],
  worry: ['I worry the quality will drop', "I'm afraid she'll think I'm not up to it.", 'What if they laugh at me?', "I'm nervous about the presentation.", "I'm scared I'll mess it up."],
  past_success: [
    'Last Tuesday I blocked my morning for deep work and it went really well.',
    'It was better last week.',
    'Once I delegated the budget review and it worked.',
    'Last year I ran a half marathon and felt great.',
  ],
  past_failure: [
    'Last time I handed over a client report it came back late and I had to redo half of it',
    "I tried a to-do app last year but it didn't work.",
    'Last month I asked for feedback and got ignored.',
    'I gave it to a junior once and it was a mess.',
  ],
  option: ['I could ask Tom to review it.', 'Maybe I could present my project at the team meeting.', 'One option is to hire a freelancer.', 'I might try a shorter checklist.'],
  commitment: [
    'I could sit down with Priya for 20 minutes on Monday to walk her through the report',
    'I will ask my manager for a 1:1 by Friday.',
    'Let me draft the email tonight.',
    "I've decided to book the course next week.",
    "I've decided. I'll talk to Priya tomorrow.",
    "I'm going to block two mornings next week.",
  ],
  advice: ["I don't know. Can you just give me some tips?", 'What should I do?', 'Any tips for staying focused?', 'How do I ask for a raise?', 'Just tell me what to do.'],
  stuck: ['ok', 'Ok.', "I don't know.", 'dunno', 'Not sure.', 'hmm', "I'm stuck."],
  question: ['Is it normal to feel this way?', 'Why do you ask?', 'Does that make sense?', 'Are you a real person?'],
  disagreement: ["That won't work for me.", "No, that's not the point.", 'I already tried that.', 'I disagree.'],
  small_talk: ['Hi!', 'Good morning', 'Thanks, that helps.', 'Bye for now.'],
};

const cases = Object.entries(MOVES).flatMap(([move, messages]) => messages.map((message) => [move, message] as const));

describe('readMove: the client move a message makes', () => {
  it.each(cases)('reads %s in "%s"', (move, message) => {
    expect(readMove(message, []).move).toBe(move);
  });

  it('reads every move of the issue examples', () => {
    expect(readMove('Last time I handed over a client report it came back late and I had to redo half of it', []).move).toBe('past_failure');
    expect(readMove('I worry the quality will drop', []).move).toBe('worry');
    expect(readMove('I could sit down with Priya for 20 minutes on Monday to walk her through the report', []).move).toBe('commitment');
    expect(readMove("I don't know. Can you just give me some tips?", []).move).toBe('advice');
    expect(readMove('ok', []).move).toBe('stuck');
  });

  it('tells an idea from a plan: a step with no day or time is an option, with one it is a commitment', () => {
    expect(readMove('I could sit down with Priya to walk her through the report.', []).move).toBe('option');
    expect(readMove('I could sit down with Priya on Monday to walk her through the report.', []).move).toBe('commitment');
  });

  it('notes a worry said beside another move, so that it is acknowledged too', () => {
    const reading = readMove("I'll talk to her on Monday, but I'm nervous about it.", []);
    expect(reading).toMatchObject({ move: 'commitment', worried: true });
    expect(readMove('I will talk to her on Monday.', []).worried).toBe(false);
  });

  it('notes a message the client already sent in this conversation, however it is punctuated', () => {
    const history: CoachingTurn[] = [
      { speaker: 'client', content: 'I keep putting off the conversation with my manager.' },
      { speaker: 'coach', content: 'What would you like to be different?' },
    ];
    expect(readMove('I keep putting off the conversation with my manager', history).repeated).toBe(true);
    expect(readMove('I keep putting off the conversation with my team.', history).repeated).toBe(false);
    // The coach saying something is not the client repeating it.
    expect(readMove('What would you like to be different?', history).repeated).toBe(false);
  });

  it('reads a refusal of what the coach just suggested as disagreement', () => {
    const history: CoachingTurn[] = [{ speaker: 'coach', content: 'Would it help to bring in a mediator?' }];
    expect(readMove("I don't want to bring in a mediator.", history).move).toBe('disagreement');
  });
});

describe('readMove does not take a goal, a description or a fear for a commitment', () => {
  // A recurring time ('every evening') or a day inside a description is not a plan to act on it.
  it.each([
    ['goal', 'I want to get better at delegating to my team because I end up working every evening and my family barely sees me.'],
    ['situation', "I'm working late every evening."],
  ] as const)('reads %s in "%s", and records no action item', (move, message) => {
    expect(findCommitments(message, new Date(0))).toEqual([]);
    expect(readMove(message, []).move).toBe(move);
  });

  it('reads a description of a bad week that ends in panic as the situation or the worry it is, and records no action item', () => {
    const message =
      "Honestly I keep procrastinating on the quarterly report, I open it, stare at it, and then I check email instead, and by Friday I'm panicking and angry at myself for letting it happen again.";
    expect(findCommitments(message, new Date(0))).toEqual([]);
    expect(['situation', 'worry']).toContain(readMove(message, []).move);
  });

  it('does not record a fear reported in the client’s words as a commitment', () => {
    const message = 'Probably the old voice saying I will sound stupid.';
    expect(findCommitments(message, new Date(0))).toEqual([]);
    expect(readMove(message, []).move).not.toBe('commitment');
  });
});

describe('readMove keeps short real answers and fears apart from stuck or plain descriptions', () => {
  it('does not read a short answer that names someone as stuck', () => {
    const history: CoachingTurn[] = [{ speaker: 'coach', content: 'Who could support you in following through?' }];
    expect(readMove('Maybe my partner.', history).move).not.toBe('stuck');
  });

  it('reads a fear worded with "terrifies" as a worry', () => {
    expect(readMove('Public speaking terrifies me.', []).move).toBe('worry');
  });
});

describe('readMove on the forms a new author wrote (dev-g)', () => {
  it.each([
    ['My director will push back on it, she always does', 'worry'],
    ["That's different, I'd have a year of savings", 'disagreement'],
    ['give me a couple of ways to start the talk?', 'advice'],
    ['anything that helps people stop checking email at night?', 'advice'],
    ["I'm thinking I should ask for a mentor first", 'option'],
  ] as const)('%s -> %s', (message, move) => {
    expect(readMove(message, []).move).toBe(move);
  });
});
