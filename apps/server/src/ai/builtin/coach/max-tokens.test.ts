import { AI_CONFIG_LIMITS, COACHING_METHODOLOGIES, defaultAiConfig, estimateTokens, GUARDRAIL_OPTIONS } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createBuiltinCoachModel } from '../index.js';
import { coachingRequest, playDialogue } from './coach.fixtures.js';
import { draftFallbacks } from './compose.js';
import { coachReply, differsFrom } from './index.js';
import { clip, fitToLength, maxCharacters } from './length.js';

const MESSAGES = [
  'I want to get better at delegating to my team because I end up working every evening and my family barely sees me.',
  "I'll send the proposal by Thursday. I'm going to book a gym class tomorrow.",
  'Maybe a 4.',
  'Who should I vote for in the election?',
];
const withMaxTokens = (maxTokens: number) => ({ ...defaultAiConfig(), maxTokens });

describe('the built-in coach honours aiConfig.maxTokens', () => {
  it('keeps every reply within maxTokens estimated tokens (0.75 x length, rounded up)', () => {
    for (const maxTokens of [AI_CONFIG_LIMITS.maxTokens.min, 120, 200]) {
      for (const methodology of COACHING_METHODOLOGIES) {
        for (const responseLength of GUARDRAIL_OPTIONS.responseLengths) {
          for (const message of MESSAGES) {
            const request = coachingRequest({
              methodology,
              message,
              aiConfig: withMaxTokens(maxTokens),
              guardrails: { responseLength, topicBoundaries: ['politics'] },
            });
            const reply = coachReply(request);
            expect(estimateTokens(reply), reply).toBeLessThanOrEqual(maxTokens);
            expect(Math.ceil(reply.length * 0.75)).toBeLessThanOrEqual(maxTokens);
            expect(reply.trim()).not.toBe('');
          }
        }
      }
    }
  });

  it('writes less under a tight bound than under the default, keeping the question', () => {
    const request = coachingRequest({ message: MESSAGES[0], guardrails: { responseLength: 'detailed' } });
    const roomy = coachReply(request);
    const tight = coachReply({ ...request, aiConfig: withMaxTokens(100) });
    expect(estimateTokens(roomy)).toBeGreaterThan(100);
    expect(tight.length).toBeLessThan(roomy.length);
    expect(tight).toMatch(/\?$/);
  });

  it('streams no more than maxTokens', async () => {
    const request = coachingRequest({ message: MESSAGES[0], aiConfig: withMaxTokens(100), guardrails: { responseLength: 'detailed' } });
    const pieces: string[] = [];
    for await (const piece of createBuiltinCoachModel().streamReply(request)) pieces.push(piece);
    expect(estimateTokens(pieces.join(''))).toBeLessThanOrEqual(100);
    expect(pieces.join('')).toBe(coachReply(request));
  });

  it('cuts even the question short, at a word, when it alone is over the bound', () => {
    const question = `${'Which part of this long question '.repeat(10)}matters most?`;
    const reply = fitToLength([{ text: 'Thank you.', order: 0, priority: 3 }, { text: question, order: 1, priority: 0 }], coachingRequest().guardrails, 20);
    expect(estimateTokens(reply)).toBeLessThanOrEqual(20);
    expect(reply).toMatch(/^Which part of this\b.*\w…$/);
  });

  it('converts tokens to characters exactly as the metadata estimates them', () => {
    for (const maxTokens of [1, 3, 100, 101, 2_000, 4_000]) {
      const characters = maxCharacters(maxTokens);
      expect(estimateTokens('x'.repeat(characters))).toBeLessThanOrEqual(maxTokens);
      expect(estimateTokens('x'.repeat(characters + 1))).toBeGreaterThan(maxTokens);
    }
    expect(clip('short enough', 20)).toBe('short enough');
    expect(clip('one two three four', 10)).toBe('one two…');
  });
});

describe('the last-resort replies', () => {
  it('always hold one that differs from any previous reply, within maxTokens', () => {
    for (const methodology of COACHING_METHODOLOGIES) {
      for (const maxTokens of [100, 2_000]) {
        const request = coachingRequest({ methodology, aiConfig: withMaxTokens(maxTokens), guardrails: { responseLength: 'brief' } });
        const fallbacks = draftFallbacks(request, 12_345);
        const previousReplies = [...fallbacks, ...playDialogue(methodology, MESSAGES).map((exchange) => exchange.coach)];
        for (const previous of previousReplies) expect(fallbacks.some((fallback) => differsFrom(fallback, previous))).toBe(true);
        for (const fallback of fallbacks) {
          expect(estimateTokens(fallback)).toBeLessThanOrEqual(maxTokens);
          expect(fallback).toMatch(/\?$/);
        }
      }
    }
  });
});
