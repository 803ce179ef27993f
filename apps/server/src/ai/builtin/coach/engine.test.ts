import { COACHING_METHODOLOGIES, defaultAiConfig, GUARDRAIL_OPTIONS } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createBuiltinCoachModel } from '../index.js';
import { coachingRequest, playDialogue, questionOf, quotedFromClient, sentences, stagesOf } from './coach.fixtures.js';
import { coachReply, differsFrom } from './index.js';

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

const opening = (text: string) => text.toLowerCase().split(/\s+/).slice(0, 3).join(' ');

describe("the built-in coach paraphrases the client's words", () => {
  it.each([
    ['I keep putting off the difficult conversation with my manager.', /you keep putting off the difficult conversation with your manager/],
    ['My team ignores the new process and it drives me mad.', /your team ignores the new process/],
    ["Honestly, I'm exhausted by all the meetings.", /you're exhausted by all the meetings/],
    ['Public speaking terrifies me.', /public speaking terrifies you/],
  ])('says "%s" back in the second person, with no quotation marks around it', (message, paraphrase) => {
    const asWritten = message.toLowerCase().replace(/^honestly,\s*/, '').replace(/[.!?]+$/, '');
    for (const methodology of COACHING_METHODOLOGIES) {
      const reply = coachReply(coachingRequest({ methodology, message }));
      expect(reply, methodology).toMatch(paraphrase);
      expect(reply.toLowerCase(), methodology).not.toContain(asWritten);
      expect(reply, methodology).not.toMatch(/["“”]/);
    }
  });

  it('picks up a goal and a focus area the message speaks to, naming them without quotation marks', () => {
    const race = coachReply(coachingRequest({ message: "I haven't been running much and the race is in May." }));
    expect(race).toMatch(/your goals?(?: to|:) run a 10k race\./i);
    expect(race).toMatch(/you haven't been running much/);
    const stress = coachReply(coachingRequest({ message: 'Work stress has been building up all month.' }));
    expect(stress).toContain('stress management');
  });

  it('does not bring up goals the message has nothing to do with', () => {
    expect(coachReply(coachingRequest({ message: 'I want to learn to paint with watercolours.' }))).not.toMatch(/team lead|10k/);
  });

  it('confirms every commitment back in the second person, deadline included, and notes it as an action item', () => {
    const message = "I'll send the proposal by Thursday. I'm going to book a gym class tomorrow.";
    const reply = coachReply(coachingRequest({ message }));
    expect(reply).toMatch(/\byou(?:'ll| will| are going to) send the proposal by Thursday and book a gym class tomorrow\./);
    expect(reply).toMatch(/action item/);
    expect(quotedFromClient(reply, message)).toEqual([]);
  });
});

describe('the built-in coach varies its wording', () => {
  it('never repeats its previous reply, opening or question over a 10-turn dialogue, even when the client repeats themselves', () => {
    const scripts = [
      Array.from({ length: 10 }, () => "I don't know."),
      Array.from({ length: 10 }, () => 'I want to be a better listener at home.'),
      ['I want more balance.', 'Work eats my evenings.', 'I could leave at six.', 'ok', 'yes', 'I will leave at six on Monday.', 'ok', 'Thanks.', 'ok', 'Bye for now.'],
      // The same number twice in a row: the scale follow-up names one point higher, so it must not be asked twice.
      ['5', '5', '7', '7', '7', '5', '5', '5', '9', '9'],
      ['I want calmer mornings.', 'Last week it was better.', '5', '5', '5', '6', '6', '8', '8', '8'],
      ['I want calmer mornings.', "I'd wake up rested.", 'It helped when I went to bed early.', 'Maybe a 4.', 'A 4.', '4/10', 'Still a 4', 'four', '4', '4'],
    ];
    for (const methodology of COACHING_METHODOLOGIES) {
      for (const communicationStyle of GUARDRAIL_OPTIONS.communicationStyles) {
        for (const responseLength of GUARDRAIL_OPTIONS.responseLengths) {
          for (const maxTokens of [2_000, 100]) {
            for (const script of scripts) {
              const aiConfig = { ...defaultAiConfig(), maxTokens };
              const replies = playDialogue(methodology, script, { aiConfig, guardrails: { communicationStyle, responseLength } }).map((e) => e.coach);
              replies.slice(1).forEach((reply, index) => {
                const previous = replies[index]!;
                const where = `${methodology} ${communicationStyle} ${responseLength} ${maxTokens}: "${script[index + 1]}" after "${previous}"`;
                expect(reply, where).not.toBe(previous);
                expect(opening(reply), where).not.toBe(opening(previous));
                expect(questionOf(reply), where).not.toBe(questionOf(previous));
                expect(differsFrom(reply, previous), where).toBe(true);
              });
            }
          }
        }
      }
    }
  });

  // Up to the scaling question, so the next number is answered in the 'Next small step' stage.
  const upToScaling = ['I want calmer mornings.', 'It was better last week.'];
  const scaleReplies = (answers: string[]) =>
    playDialogue('solution-focused', [...upToScaling, ...answers], { guardrails: { responseLength: 'brief' } })
      .slice(upToScaling.length)
      .map((exchange) => exchange.coach);

  it('reaches the next small step with a number, after the exception has moved the dialogue on to scaling', () => {
    expect(stagesOf('solution-focused', [...upToScaling, '5'])).toEqual(['Exceptions', 'Scaling', 'Next small step']);
  });

  it('answers the same scale number twice with another next-step question, not the same "one point higher" again', () => {
    const [first, second] = scaleReplies(['5', '5']);
    expect(first).toMatch(/\b5\b.*What would a 6 look like for you\?$/);
    expect(second).not.toContain('What would a 6 look like for you?');
    // A number given again is an answer, not a repetition: the scaling thread goes on.
    expect(second).toMatch(/\b5\b/);
    expect(second).toMatch(/step|working|one point|scale/i);
    expect(second).toMatch(/\?$/);
  });

  it('puts the right article before a score: "an 8", "a 7"', () => {
    expect(scaleReplies(['7'])[0]).toMatch(/(?:A|a) 7\b.*What would an 8 look like for you\?$/);
    expect(scaleReplies(['8'])[0]).toMatch(/\b(?:An|an) 8\b/);
  });

  it('is deterministic: the same request always gets the same reply', () => {
    const request = coachingRequest({ methodology: 'solution-focused', message: 'I keep snapping at my kids after work.' });
    expect(coachReply(request)).toBe(coachReply(structuredClone(request)));
  });

  it('writes whole sentences, with no unfilled template slots', () => {
    for (const methodology of COACHING_METHODOLOGIES) {
      for (const { coach } of playDialogue(methodology, ['I want to run a marathon.', 'Right now I run twice a week.', 'Maybe a 6.', 'I will run three times next week.'])) {
        expect(coach).not.toMatch(/[{}]|undefined|NaN|\s{2}|\.\./);
        for (const sentence of sentences(coach)) expect(sentence).toMatch(/^["A-Z]/);
      }
    }
  });
});

describe('createBuiltinCoachModel().streamReply', () => {
  const request = coachingRequest({ message: 'I want to stop working every weekend.' });

  it('streams the reply word by word: each piece a word and its following space, joining into the full reply', async () => {
    const pieces = await collect(createBuiltinCoachModel().streamReply(request));
    expect(pieces.length).toBeGreaterThan(10);
    for (const piece of pieces) expect(piece).toMatch(/^\S+\s?$/);
    expect(pieces.join('')).toBe(coachReply(request));
  });

  it('stops as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    for await (const piece of createBuiltinCoachModel().streamReply(request, { signal: controller.signal })) {
      pieces.push(piece);
      if (pieces.length === 3) controller.abort();
    }
    expect(pieces).toHaveLength(3);
  });

  it('paces the words when a delay is configured', async () => {
    const started = Date.now();
    const pieces = await collect(createBuiltinCoachModel({ wordDelayMs: 5 }).streamReply(request));
    expect(Date.now() - started).toBeGreaterThanOrEqual(pieces.length * 4);
  });
});
