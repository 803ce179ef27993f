import { COACHING_METHODOLOGIES, GUARDRAIL_OPTIONS, type Methodology } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { coachingRequest, questionOf, sentences, words } from './coach.fixtures.js';
import { coachReply } from './index.js';
import { stageOf } from './stages.js';
import { OPENINGS } from './tone.js';

const MESSAGES = [
  'I want to get better at delegating to my team because I end up working every evening and my family barely sees me.',
  "Honestly I keep procrastinating on the quarterly report, I open it, stare at it, and then I check email instead, and by Friday I'm panicking and angry at myself for letting it happen again.",
  'I will send the draft to my manager by Thursday and book a review for next week.',
  'Maybe a 4.',
  'ok',
];

describe('the built-in coach honours the responseLength guardrail', () => {
  const limits = { brief: 40, moderate: 90, detailed: 180 } as const;

  it.each(GUARDRAIL_OPTIONS.responseLengths)('keeps %s replies within their word limit in every methodology and style', (responseLength) => {
    for (const methodology of COACHING_METHODOLOGIES) {
      for (const communicationStyle of GUARDRAIL_OPTIONS.communicationStyles) {
        for (const message of MESSAGES) {
          const reply = coachReply(coachingRequest({ methodology, message, guardrails: { responseLength, communicationStyle } }));
          expect(words(reply)).toBeLessThanOrEqual(limits[responseLength]);
          if (responseLength === 'brief') expect(sentences(reply).length).toBeLessThanOrEqual(2);
          expect(reply.trim().endsWith('?')).toBe(true);
        }
      }
    }
  });

  it('writes more as the length grows: brief < moderate < detailed', () => {
    for (const methodology of COACHING_METHODOLOGIES) {
      const [brief, moderate, detailed] = (['brief', 'moderate', 'detailed'] as const).map((responseLength) =>
        words(coachReply(coachingRequest({ methodology, message: MESSAGES[0]!, guardrails: { responseLength } }))),
      );
      expect(brief).toBeLessThan(moderate!);
      expect(moderate).toBeLessThan(detailed!);
    }
  });
});

describe('the built-in coach honours the communicationStyle guardrail', () => {
  type Style = (typeof GUARDRAIL_OPTIONS.communicationStyles)[number];
  /** A goal and two descriptions of the situation: moves the coach meets with an opener and a remark in the style's voice. */
  const OPENER_MESSAGES = [
    'I want to get better at delegating to my team.',
    'I keep procrastinating on the quarterly report and then I check email instead.',
    "My manager doesn't really see the work I do.",
  ];
  const replyIn = (communicationStyle: Style, message: string, methodology: Methodology = 'grow', responseLength: 'brief' | 'moderate' | 'detailed' = 'moderate') =>
    coachReply(coachingRequest({ methodology, message, guardrails: { communicationStyle, responseLength } }));
  const everyCase = COACHING_METHODOLOGIES.flatMap((methodology) => OPENER_MESSAGES.map((message) => [methodology, message] as const));

  it('is warm and encouraging when supportive', () => {
    for (const [methodology, message] of everyCase) {
      expect(replyIn('supportive', message, methodology), methodology).toMatch(/thank you|appreciate|glad|makes sense|matters to you|with you|giving this real thought/i);
    }
  });

  it('is plain and shorter when direct', () => {
    for (const [methodology, message] of everyCase) {
      const direct = replyIn('direct', message, methodology);
      expect(words(direct), direct).toBeLessThan(words(replyIn('supportive', message, methodology)));
      expect(sentences(direct).length, direct).toBeLessThanOrEqual(3);
      expect(direct).not.toMatch(/thank you|appreciate|glad/i);
    }
  });

  it('pushes back on assumptions when challenging', () => {
    for (const [methodology, message] of everyCase) {
      expect(replyIn('challenging', message, methodology), methodology).toMatch(
        /push back|test that|face value|challenge|critically|hold on|assumption|not convinced|whole picture|honest with yourself/i,
      );
    }
    expect(replyIn('challenging', "I can't delegate, nobody on my team does it right.")).toContain('You said "can\'t", and I\'m not convinced it is that absolute.');
  });

  it('is structured when analytical, naming where the conversation stands', () => {
    for (const [methodology, message] of everyCase) {
      const reply = replyIn('analytical', message, methodology, 'detailed');
      expect(reply, methodology).toMatch(/break this down|systematically|one piece at a time|structure|pieces|facts from the interpretations/i);
      expect(reply, methodology).toContain(stageOf(methodology, [{ speaker: 'client', content: message }]));
    }
    expect(replyIn('analytical', OPENER_MESSAGES[0]!, 'grow', 'detailed')).toMatch(/Reality stage of GROW|we are in Reality/);
  });

  it('answers a commitment, a stuck answer or a request for advice at once, with no opener in any style', () => {
    const openers = Object.values(OPENINGS).flat().map((template) => template.replace(/,?\s*\{name\}/, ''));
    for (const communicationStyle of GUARDRAIL_OPTIONS.communicationStyles) {
      for (const message of ['I will send the draft to my manager by Thursday.', "I don't know.", 'What should I do?']) {
        const first = sentences(replyIn(communicationStyle, message))[0]!.replace(/,\s*Sam(?=[.!])/, '');
        expect(openers, `${communicationStyle}: ${message}`).not.toContain(first);
      }
    }
  });
});

describe('the built-in coach honours topicBoundaries', () => {
  const guardrails = { topicBoundaries: ['politics', 'medical advice'] };

  it.each([
    ['Who should I vote for in the election?', 'politics'],
    ['What do you think about politics these days?', 'politics'],
    ['Should I change my medication dose?', 'medical advice'],
    ['My doctor gave me a diagnosis and I want your medical opinion.', 'medical advice'],
  ])('redirects "%s" gently back to the session goals instead of coaching on it', (message, topic) => {
    const reply = coachReply(coachingRequest({ message, guardrails }));
    expect(reply.toLowerCase()).toContain(topic);
    expect(reply).toMatch(/outside/);
    expect(reply).toContain("Let's bring it back to personal growth and self-awareness.");
    expect(reply).not.toMatch(/vote|election|medication|diagnosis/i);
    expect(questionOf(reply)).toMatch(/\?$/);
  });

  it('keeps the redirect brief when the length guardrail is brief', () => {
    const reply = coachReply(coachingRequest({ message: 'Should I change my medication dose?', guardrails: { ...guardrails, responseLength: 'brief' } }));
    expect(words(reply)).toBeLessThanOrEqual(40);
    expect(reply).toMatch(/outside/);
  });

  it('coaches as usual on topics inside the boundaries', () => {
    const reply = coachReply(coachingRequest({ message: MESSAGES[0]!, guardrails }));
    expect(reply).not.toMatch(/outside/);
    expect(reply).toMatch(/delegating to (?:my|your) team/);
  });
});
