import { COACHING_METHODOLOGIES, defaultAiConfig, GUARDRAIL_OPTIONS, type Methodology } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { extractCommitments, methodologyStages } from '../../analysis.js';
import { coachingRequest, playDialogue, questionOf, quotedFromClient, sentences, stagesOf, words } from './coach.fixtures.js';
import { coachReply } from './index.js';
import { sentenceKey } from './read.js';
import { OPENINGS } from './tone.js';

/**
 * The coach answers what the client just did: the conversation about delegating, tried as a
 * new user would, and what each of its messages must now get.
 */

const DELEGATING = [
  'I want to get better at delegating to my team.',
  'Last time I handed over a client report it came back late and I had to redo half of it',
  'I worry the quality will drop',
  'I could sit down with Priya for 20 minutes on Monday to walk her through the report',
  "I don't know. Can you just give me some tips?",
  'ok',
  'ok',
];
/** Where each move sits in the dialogue. */
const [GOAL, FAILURE, WORRY, PLAN, TIPS, OK] = [0, 1, 2, 3, 4, 5] as const;

// A Wednesday, so the coming Monday is five days ahead.
const NOW = new Date('2026-11-18T09:00:00Z');

const SCALE_QUESTION = /scale|0 to 10|what number/i;
/** A smaller, easier question: a guess, one word, one tiny thing, or a choice between two. */
const EASIER_QUESTION = /\bguess\b|\bone (?:word|tiny|small)\b|\bor\b/i;

/** The options of a list the coach offers: 'Some options: you could X; you could Y; or you could Z.' */
const OPTION_IN_LIST = /(?:[:;]|\bor)\s+you could\b/g;
const optionsListed = (reply: string) => reply.match(OPTION_IN_LIST)?.length ?? 0;

const styles = GUARDRAIL_OPTIONS.communicationStyles;
const isOpener = (sentence: string) =>
  styles.some((style) => OPENINGS[style].some((template) => template.replace(/,?\s*\{name\}/, '') === sentence.replace(/,\s*Sam(?=[.!])/, '')));

const dialogues = Object.fromEntries(COACHING_METHODOLOGIES.map((methodology) => [methodology, playDialogue(methodology, DELEGATING)])) as Record<
  Methodology,
  ReturnType<typeof playDialogue>
>;

describe('the built-in coach answers the move the client makes', () => {
  it.each(COACHING_METHODOLOGIES)('%s: acknowledges a past failure as a setback, not as something that works', (methodology) => {
    const reply = dialogues[methodology][FAILURE]!.coach;
    expect(reply).toMatch(/you handed over a client report/);
    expect(reply).toMatch(/frustrat|hard experience|setback|disappoint|left a mark/i);
    expect(reply).not.toMatch(/what already works|went well|success/i);
    expect(questionOf(reply)).toMatch(/got in the way|differently|teach|in your hands|go better/i);
    expect(quotedFromClient(reply, DELEGATING[FAILURE]!)).toEqual([]);
  });

  it.each(COACHING_METHODOLOGIES)('%s: acknowledges a worry before anything else, and asks about it rather than for a number', (methodology) => {
    const reply = dialogues[methodology][WORRY]!.coach;
    const [first, ...rest] = sentences(reply);
    // A short opener in the chosen style may come first; the worry comes straight after it.
    const acknowledgement = isOpener(first!) ? rest[0]! : first!;
    expect(acknowledgement).toMatch(/\b(?:worr\w*|afraid|fear|concern)\b/i);
    expect(acknowledgement).toMatch(/the quality will drop/);
    expect(questionOf(reply)).not.toMatch(SCALE_QUESTION);
    expect(questionOf(reply)).toMatch(/worr|fear|confident|hold up|worst|picture happening|likely/i);
  });

  it.each(COACHING_METHODOLOGIES)('%s: takes up a step floated with a day, confirms it back, records it and checks for obstacles', (methodology) => {
    const reply = dialogues[methodology][PLAN]!.coach;
    expect(reply).toMatch(/\byou(?:'ll| will| are going to) sit down with Priya for 20 minutes on Monday to walk her through the report\b/);
    expect(reply).toMatch(/action item/);
    expect(questionOf(reply)).not.toMatch(SCALE_QUESTION);
    expect(questionOf(reply)).toMatch(/get in the way|stop you|obstacle|follow through|derail/i);
    // A commitment takes the conversation to the methodology's last stage.
    expect(stagesOf(methodology, DELEGATING.slice(0, PLAN + 1)).at(-1)).toBe(methodologyStages(methodology).at(-1));
  });

  it('records that step as an action item due on Monday', () => {
    expect(extractCommitments(DELEGATING[PLAN]!, NOW)).toEqual([
      { item: 'Sit down with Priya for 20 minutes to walk her through the report', deadline: new Date('2026-11-23T12:00:00Z') },
    ]);
  });

  it('answers a request for tips in GROW with two or three options, the client’s own step among them, then asks which fits', () => {
    const reply = dialogues.grow[TIPS]!.coach;
    expect(optionsListed(reply)).toBeGreaterThanOrEqual(2);
    expect(optionsListed(reply)).toBeLessThanOrEqual(3);
    expect(reply).toMatch(/you could sit down with Priya/);
    expect(questionOf(reply)).toMatch(/^Which\b/);
    expect(questionOf(reply)).not.toMatch(SCALE_QUESTION);
  });

  it('answers a request for tips without repeating the client’s words back as they were written', () => {
    for (const methodology of COACHING_METHODOLOGIES) {
      const reply = dialogues[methodology][TIPS]!.coach;
      expect(reply, methodology).not.toMatch(/I don't know|can you just give me some tips/i);
    }
  });

  it('offers options when the style is direct, whatever the methodology', () => {
    for (const methodology of COACHING_METHODOLOGIES) {
      const [, advice] = playDialogue(methodology, [DELEGATING[GOAL]!, 'What should I do?'], { guardrails: { communicationStyle: 'direct' } });
      expect(optionsListed(advice!.coach), methodology).toBeGreaterThanOrEqual(2);
      expect(questionOf(advice!.coach), methodology).toMatch(/^Which\b/);
    }
  });

  it.each(['solution-focused', 'icf', 'transformational'] as const)(
    '%s, supportive: says why it asks rather than tells, and offers one way forward',
    (methodology) => {
      const [, advice] = playDialogue(methodology, [DELEGATING[GOAL]!, 'What should I do?']);
      const reply = advice!.coach;
      expect(reply).toMatch(/ask rather than tell|find your own answer|your own answer will fit/i);
      expect(reply).toMatch(/one way forward|starting point|one approach/i);
      expect(optionsListed(reply)).toBe(0);
      expect(questionOf(reply)).toMatch(/^(?:What|How)\b/);
    },
  );

  it('meets "ok" twice with two different short replies, each a smaller, easier question, in every methodology', () => {
    for (const methodology of COACHING_METHODOLOGIES) {
      const first = dialogues[methodology][OK]!.coach;
      const second = dialogues[methodology][OK + 1]!.coach;
      expect(second, methodology).not.toBe(first);
      expect(questionOf(second), methodology).not.toBe(questionOf(first));
      for (const reply of [first, second]) {
        expect(words(reply), `${methodology}: ${reply}`).toBeLessThanOrEqual(30);
        expect(questionOf(reply), `${methodology}: ${reply}`).toMatch(EASIER_QUESTION);
      }
    }
  });

  it.each(COACHING_METHODOLOGIES)('%s: meets "I don\'t know" with a smaller question, straight away and with no style opener', (methodology) => {
    for (const communicationStyle of styles) {
      const [, stuck] = playDialogue(methodology, [DELEGATING[GOAL]!, "I don't know."], { guardrails: { communicationStyle } });
      expect(isOpener(sentences(stuck!.coach)[0]!), stuck!.coach).toBe(false);
      expect(questionOf(stuck!.coach)).toMatch(EASIER_QUESTION);
    }
  });

  it('answers a question put to the coach before asking its own', () => {
    const reply = coachReply(coachingRequest({ message: 'Is it normal to feel this way?' }));
    expect(reply).toMatch(/whether it is normal to feel this way/);
    expect(reply).toMatch(/\b(?:normal|common|not just you)\b/);
    expect(reply).toMatch(/\?$/);
  });

  it('takes disagreement on board instead of pressing on', () => {
    const [, disagreement] = playDialogue('grow', [DELEGATING[GOAL]!, "That won't work for me."]);
    expect(disagreement!.coach).toMatch(/fair enough|point taken|understood|let's look at it differently|set that aside/i);
    expect(questionOf(disagreement!.coach)).toMatch(/fit better|real issue|instead|missing/i);
  });
});

describe('the built-in coach notices when the client repeats themselves', () => {
  it('acknowledges the same message sent twice, in every methodology and style', () => {
    const message = 'I keep putting off the difficult conversation with my manager.';
    for (const methodology of COACHING_METHODOLOGIES) {
      for (const communicationStyle of styles) {
        const [first, second] = playDialogue(methodology, [message, message], { guardrails: { communicationStyle } });
        const where = `${methodology} ${communicationStyle}`;
        expect(first!.coach, where).not.toMatch(/again|second time|came back to/i);
        expect(second!.coach, where).toMatch(/again|second time|came back to/i);
        expect(second!.coach, where).not.toBe(first!.coach);
      }
    }
  });
});

describe('the built-in coach never writes the same sentence twice in a conversation', () => {
  const scripts = [
    DELEGATING.concat(['Is that normal?', "That won't work for me.", 'Thanks, bye.']),
    Array.from({ length: 10 }, () => 'ok'),
    Array.from({ length: 10 }, () => "I don't know."),
    Array.from({ length: 10 }, () => 'I want to be a better listener at home.'),
    ['I want more balance.', 'Work eats my evenings.', 'I could leave at six.', 'ok', 'yes', 'I will leave at six on Monday.', 'ok', 'Thanks.', 'ok', 'Bye for now.'],
    ['I want calmer mornings.', 'Last week it was better.', '5', '5', '5', '6', '6', '8', '8', '8'],
    ['I worry I will fail.', 'I worry I will fail.', 'What should I do?', 'What should I do?', 'ok', 'Any tips?', 'I could ask Tom.', 'I could ask Tom.', 'No.', 'Hmm.'],
  ];

  it('over 10-turn dialogues, in every methodology, style and length', () => {
    for (const methodology of COACHING_METHODOLOGIES) {
      for (const communicationStyle of styles) {
        for (const responseLength of GUARDRAIL_OPTIONS.responseLengths) {
          for (const maxTokens of [2_000, 100]) {
            for (const script of scripts) {
              expect(script).toHaveLength(10);
              const aiConfig = { ...defaultAiConfig(), maxTokens };
              const replies = playDialogue(methodology, script, { aiConfig, guardrails: { communicationStyle, responseLength } }).map((e) => e.coach);
              const written = new Map<string, number>();
              replies.forEach((reply, turn) => {
                for (const sentence of sentences(reply)) {
                  const key = sentenceKey(sentence);
                  const where = `${methodology} ${communicationStyle} ${responseLength} ${maxTokens}, turn ${turn + 1} ("${script[turn]}"): "${sentence}" already written at turn ${(written.get(key) ?? 0) + 1}`;
                  expect(written.has(key), where).toBe(false);
                  written.set(key, turn);
                }
              });
            }
          }
        }
      }
    }
  });
});
