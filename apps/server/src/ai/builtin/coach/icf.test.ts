import { describe, expect, it } from 'vitest';
import { currentStage } from '../../analysis.js';
import { playDialogue, questionOf, quotedFromClient } from './coach.fixtures.js';

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

  it("paraphrases the client's words in the second person, with no quotation marks, in every style", () => {
    for (const dialogue of dialogues) {
      expect(dialogue[0]!.coach).toContain("you're torn about whether to take the job offer in Berlin");
      expect(dialogue[1]!.coach).toContain("you'd like to leave with some clarity on what you actually want");
      dialogue.forEach(({ client, coach }) => expect(quotedFromClient(coach, client)).toEqual([]));
      for (const { coach } of dialogue) expect(coach).not.toMatch(/\bI(?:'m|'d)? (?:torn|like to leave|realise)\b/);
    }
  });

  it('first agrees what the client wants from the conversation', () => {
    for (const dialogue of dialogues) expect(questionOf(dialogue[0]!.coach)).toMatch(/by the end|worthwhile|focus on today|use our time/);
  });

  it('meets an insight with an awareness question', () => {
    const insight = [...berlin.slice(0, 3), 'I realise what matters most is growing, even if it means change.'];
    for (const communicationStyle of styles) {
      const reply = playDialogue('icf', insight, { guardrails: { communicationStyle } })[3]!.coach;
      expect(reply).toMatch(/you realise what matters most is growing/);
      expect(questionOf(reply)).toMatch(/noticing|clearer|tell you|know now/);
    }
  });

  it('acknowledges the fear an insight names, keeping the client’s comparison intact', () => {
    for (const dialogue of dialogues) {
      const reply = dialogue[3]!.coach;
      expect(reply).toMatch(/\b(?:worr\w*|afraid|fear|concern)\b/i);
      expect(reply).toMatch(/afraid of regret than of change|regret more than (?:of )?change/);
    }
  });

  it('confirms the step the client names for tonight and notes it as an action item', () => {
    for (const dialogue of dialogues) {
      expect(dialogue[4]!.coach).toMatch(/\byou(?:'ll| will| are going to) talk it through with your partner tonight\b/);
      expect(dialogue[4]!.coach).toMatch(/action item/);
    }
  });
});
