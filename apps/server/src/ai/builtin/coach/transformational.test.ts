import { describe, expect, it } from 'vitest';
import { playDialogue, questionOf, quotedFromClient, stagesOf } from './coach.fixtures.js';

const speakingUp = [
  'I want to stop freezing when I speak up in meetings.',
  'Every time I have to speak up in meetings, I freeze.',
  "I guess I'm not someone people listen to. I always sound stupid.",
  'I want to be someone who speaks with calm confidence.',
  'I will speak first in Monday standup.',
  'Mostly my own nerves.',
];

describe('the built-in coach, transformational', () => {
  const dialogue = playDialogue('transformational', speakingUp);

  it('moves from the story to beliefs, identity and commitment as the client tells each', () => {
    expect(stagesOf('transformational', speakingUp)).toEqual(['Story', 'Beliefs', 'Beliefs', 'Identity', 'Commitment', 'Commitment']);
  });

  it('asks about the story the client tells while they have only said what they want, then the belief beneath it once they tell it', () => {
    expect(questionOf(dialogue[0]!.coach)).toMatch(/story|goes through your mind|say about you/i);
    expect(questionOf(dialogue[1]!.coach)).toMatch(/believe|belief|assumption/i);
    expect(questionOf(dialogue[2]!.coach)).toMatch(/believe|belief|assumption/i);
  });

  it('paraphrases what happens to the client, not only the half of the sentence before the comma', () => {
    expect(dialogue[1]!.coach).toMatch(/\byou freeze\b/);
  });

  it('paraphrases the belief in the second person, with no quotation marks', () => {
    expect(dialogue[2]!.coach).toMatch(/\byou always sound stupid\b/);
    expect(quotedFromClient(dialogue[2]!.coach, speakingUp[2]!)).toEqual([]);
  });

  it('asks who the client wants to be once they name it', () => {
    expect(dialogue[3]!.coach).toMatch(/\byou want to be someone who speaks with calm confidence\b/);
    expect(questionOf(dialogue[3]!.coach)).toMatch(/who do you want to be|kind of person|values|person you want to be/i);
  });

  it('confirms the commitment back as an action item and checks for obstacles, then ties it to the new identity', () => {
    expect(dialogue[4]!.coach).toMatch(/\byou(?:'ll| will| are going to) speak first in Monday standup\b/);
    expect(dialogue[4]!.coach).toMatch(/action item/);
    expect(quotedFromClient(dialogue[4]!.coach, speakingUp[4]!)).toEqual([]);
    expect(questionOf(dialogue[4]!.coach)).toMatch(/get in the way|stop you|obstacle|follow through|derail/);
    expect(questionOf(dialogue[5]!.coach)).toMatch(/who you're choosing to be|prove to you about yourself|old belief/);
  });

  it('pushes back on an absolute belief when the style is challenging', () => {
    const [, , belief] = playDialogue('transformational', speakingUp.slice(0, 3), { guardrails: { communicationStyle: 'challenging' } });
    expect(belief!.coach).toContain('You said "always", and I\'m not convinced it is that absolute.');
  });
});
