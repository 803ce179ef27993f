import { describe, expect, it } from 'vitest';
import { currentStage } from '../../analysis.js';
import { playDialogue, questionOf } from './coach.fixtures.js';

const berlin = [
  "I'm torn about whether to take the job offer in Berlin.",
  "I'd like to leave with some clarity on what I actually want.",
  'It means leaving my friends, but also growing.',
  "I realise I'm more afraid of regret than of change.",
  'I could talk it through with my partner tonight.',
];

const ADVICE = /\byou should\b|\bI suggest\b|\bI recommend\b|\bmy advice\b|\btry to\b|\bhave you considered\b|\bwhy don't you\b|\bmake sure\b/i;

describe('the built-in coach, ICF-style', () => {
  const styles = ['supportive', 'direct', 'challenging', 'analytical'] as const;
  const dialogues = styles.map((communicationStyle) => playDialogue('icf', berlin, { guardrails: { communicationStyle } }));

  it('moves from agreement to exploration, awareness and action', () => {
    const stages = berlin.map((_, index) => currentStage('icf', berlin.slice(0, index + 1).map((content) => ({ speaker: 'client' as const, content }))));
    expect(stages).toEqual(['Agreement', 'Exploration', 'Exploration', 'Awareness', 'Action']);
  });

  it('asks exactly one open question per reply, in every style', () => {
    for (const dialogue of dialogues) {
      for (const { coach } of dialogue) {
        expect(coach.match(/\?/g)).toHaveLength(1);
        expect(questionOf(coach)).toMatch(/^(?:What|How|Which|Who|Where)\b/);
      }
    }
  });

  it('gives no advice, in every style', () => {
    for (const dialogue of dialogues) for (const { coach } of dialogue) expect(coach).not.toMatch(ADVICE);
  });

  it("reflects the client's words and acknowledges them", () => {
    const [supportive] = dialogues;
    expect(supportive![0]!.coach).toContain('torn about whether to take the job offer in Berlin');
    expect(supportive![1]!.coach).toMatch(/you'd like to leave with some clarity on what you actually want|"I'd like to leave with some clarity/);
    expect(supportive![3]!.coach).toContain("more afraid of regret than of change");
  });

  it('first agrees what the client wants from the conversation, and meets an insight with an awareness question', () => {
    const [supportive] = dialogues;
    expect(questionOf(supportive![0]!.coach)).toMatch(/by the end|worthwhile|focus on today|use our time/);
    expect(questionOf(supportive![3]!.coach)).toMatch(/noticing|clearer|tell you|know now/);
  });
});
