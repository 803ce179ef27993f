import { describe, expect, it } from 'vitest';
import { currentStage } from '../../analysis.js';
import { playDialogue, questionOf } from './coach.fixtures.js';

const speakingUp = [
  'Every time I have to speak up in meetings, I freeze.',
  "I guess I'm not someone people listen to. I always sound stupid.",
  'I want to be someone who speaks with calm confidence.',
  'I will speak first in Monday standup.',
];

describe('the built-in coach, transformational', () => {
  const dialogue = playDialogue('transformational', speakingUp);

  it('moves from the story to beliefs, identity and commitment', () => {
    const stages = speakingUp.map((_, index) =>
      currentStage('transformational', speakingUp.slice(0, index + 1).map((content) => ({ speaker: 'client' as const, content }))),
    );
    expect(stages).toEqual(['Story', 'Beliefs', 'Identity', 'Commitment']);
  });

  it('asks about the story the client tells, then the belief beneath it', () => {
    expect(questionOf(dialogue[0]!.coach)).toMatch(/story|goes through your mind|say about you/i);
    expect(questionOf(dialogue[1]!.coach)).toMatch(/believe|belief|assumption/i);
  });

  it('asks who the client wants to be once they name it', () => {
    expect(questionOf(dialogue[2]!.coach)).toMatch(/who do you want to be|kind of person|values|person you want to be/i);
  });

  it('turns the commitment into an action item tied to the new identity', () => {
    expect(dialogue[3]!.coach).toContain('"speak first in Monday standup"');
    expect(questionOf(dialogue[3]!.coach)).toMatch(/who you're choosing to be|prove to you about yourself|old belief/);
  });

  it('pushes back on an absolute belief when the style is challenging', () => {
    const [, belief] = playDialogue('transformational', speakingUp.slice(0, 2), { guardrails: { communicationStyle: 'challenging' } });
    expect(belief!.coach).toContain('You said "always", and I\'m not convinced it is that absolute.');
  });
});
