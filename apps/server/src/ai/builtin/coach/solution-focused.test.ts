import { describe, expect, it } from 'vitest';
import { currentStage } from '../../analysis.js';
import { playDialogue, questionOf } from './coach.fixtures.js';

const overwhelm = [
  "I'm overwhelmed at work and can't switch off in the evenings.",
  "I'd wake up calm and I'd know exactly what to start with.",
  'Last Tuesday I blocked my morning for deep work and it went really well.',
  'Maybe a 4.',
  "I'm going to block two mornings next week.",
];

describe('the built-in coach, solution-focused', () => {
  const dialogue = playDialogue('solution-focused', overwhelm);
  const stages = overwhelm.map((_, index) =>
    currentStage('solution-focused', overwhelm.slice(0, index + 1).map((content) => ({ speaker: 'client' as const, content }))),
  );

  it('moves from the preferred future to exceptions, scaling and the next small step', () => {
    expect(stages).toEqual(['Preferred future', 'Exceptions', 'Scaling', 'Next small step', 'Next small step']);
  });

  it('asks the miracle question first, about the future rather than the problem', () => {
    expect(questionOf(dialogue[0]!.coach)).toMatch(/miracle|solved|best hopes/i);
  });

  it('asks for exceptions once the preferred future is described', () => {
    expect(questionOf(dialogue[1]!.coach)).toMatch(/a little better|smaller|already seen|slightly better/i);
  });

  it('asks a 0-10 scaling question after an exception, and names it as something that works', () => {
    expect(questionOf(dialogue[2]!.coach)).toMatch(/scale from 0 to 10|0 the opposite|what number/i);
    expect(dialogue[2]!.coach).toContain('last Tuesday I blocked my morning for deep work');
  });

  it('takes the number and asks what one point higher would look like', () => {
    expect(dialogue[3]!.coach).toMatch(/\b4\b/);
    expect(questionOf(dialogue[3]!.coach)).toBe('What would a 5 look like for you?');
  });

  it('asks what one point higher would look like, however the number is given', () => {
    const replies = ['Maybe a 4.', "I'd say 4.", 'About 4', 'a 4 I think', '4/10', 'Probably a 4 today.'].map(
      (answer) => playDialogue('solution-focused', [...overwhelm.slice(0, 3), answer])[3]!.coach,
    );
    for (const reply of replies) expect(reply).toContain('What would a 5 look like for you?');
  });

  it('notes the small step as an action item', () => {
    expect(dialogue[4]!.coach).toContain('"block two mornings next week"');
    expect(dialogue[4]!.coach).toMatch(/action item/);
  });
});
