import { describe, expect, it } from 'vitest';
import { extractCommitments } from '../../analysis.js';
import { playDialogue, questionOf, quotedFromClient, stagesOf } from './coach.fixtures.js';

const overwhelm = [
  "Work has been chaotic and I can't switch off in the evenings.",
  "I'd wake up calm and I'd know exactly what to start with.",
  'Last Tuesday I blocked my morning for deep work and it went really well.',
  'I had planned the day the night before, so I knew where to start.',
  'Maybe a 4.',
  "I'm going to block two mornings next week.",
];

/** Up to the exception, which moves the dialogue on to scaling. */
const upToScaling = overwhelm.slice(0, 3);

describe('the built-in coach, solution-focused', () => {
  const dialogue = playDialogue('solution-focused', overwhelm);

  it('moves from the preferred future to exceptions, scaling and the next small step as each is met', () => {
    expect(stagesOf('solution-focused', overwhelm)).toEqual(['Preferred future', 'Exceptions', 'Scaling', 'Scaling', 'Next small step', 'Next small step']);
  });

  it('stays with the preferred future while the client only describes the problem', () => {
    expect(stagesOf('solution-focused', ["Work has been chaotic and I can't switch off in the evenings.", "My inbox is full and I'm behind on everything."])).toEqual([
      'Preferred future',
      'Preferred future',
    ]);
    expect(stagesOf('solution-focused', ['I keep procrastinating on the quarterly report and then I check email instead.'])).toEqual(['Preferred future']);
  });

  it('asks the miracle question first, about the future rather than the problem', () => {
    expect(questionOf(dialogue[0]!.coach)).toMatch(/miracle|solved|best hopes/i);
  });

  it('asks for exceptions once the preferred future is described', () => {
    expect(questionOf(dialogue[1]!.coach)).toMatch(/a little better|smaller|already seen|slightly better/i);
  });

  it('takes up an exception as something that works, and asks what made the difference', () => {
    const reply = dialogue[2]!.coach;
    expect(reply).toContain('last Tuesday you blocked your morning for deep work');
    expect(reply).toMatch(/success|went right|worked|encouraging|went well/i);
    expect(questionOf(reply)).toMatch(/difference|made it work|different|use again|teach/i);
    expect(quotedFromClient(reply, overwhelm[2]!)).toEqual([]);
  });

  it('asks the 0-10 scaling question once the client has said what worked', () => {
    expect(questionOf(dialogue[3]!.coach)).toMatch(/scale from 0 to 10|0 the opposite|what number/i);
  });

  it('takes the number and asks what one point higher would look like', () => {
    expect(dialogue[4]!.coach).toMatch(/\b4\b/);
    expect(questionOf(dialogue[4]!.coach)).toBe('What would a 5 look like for you?');
  });

  it.each([
    ['5', 'What would a 6 look like for you?'],
    ['7', 'What would an 8 look like for you?'],
    ['Maybe a 4', 'What would a 5 look like for you?'],
  ])('answers "%s" in the next-small-step stage with "%s"', (answer, question) => {
    expect(stagesOf('solution-focused', [...upToScaling, answer]).slice(-2)).toEqual(['Scaling', 'Next small step']);
    const reply = playDialogue('solution-focused', [...upToScaling, answer]).at(-1)!.coach;
    expect(questionOf(reply)).toBe(question);
  });

  it('asks what one point higher would look like, however the number is given', () => {
    const replies = ['Maybe a 4.', "I'd say 4.", 'About 4', 'a 4 I think', '4/10', 'Probably a 4 today.'].map(
      (answer) => playDialogue('solution-focused', [...upToScaling, answer])[3]!.coach,
    );
    for (const reply of replies) expect(reply).toContain('What would a 5 look like for you?');
  });

  it('confirms the small step back in the second person and notes it as an action item', () => {
    expect(dialogue[5]!.coach).toMatch(/\byou(?:'ll| will| are going to) block two mornings next week\b/);
    expect(dialogue[5]!.coach).toMatch(/action item/);
    expect(extractCommitments(overwhelm[5]!, new Date('2026-11-18T09:00:00Z'))).toMatchObject([{ item: 'Block two mornings' }]);
  });

  it('acknowledges a worry in the scaling stage instead of asking for a number', () => {
    expect(stagesOf('solution-focused', [...upToScaling, 'I worry the quality will drop']).at(-1)).toBe('Scaling');
    const worry = playDialogue('solution-focused', [...upToScaling, 'I worry the quality will drop']).at(-1);
    expect(worry!.coach).toMatch(/the quality will drop/);
    expect(worry!.coach).not.toMatch(/scale|0 to 10|what number|already works/i);
  });
});
