import { describe, expect, it } from 'vitest';
import { engagementLevel, engagementOf, sentimentScore } from './sentiment.js';

describe('sentimentScore', () => {
  it('is 0.5 for neutral or empty text', () => {
    expect(sentimentScore('')).toBe(0.5);
    expect(sentimentScore('I have a meeting on Tuesday at three.')).toBe(0.5);
  });

  it('is above the happy threshold (0.6) for clearly positive messages', () => {
    expect(sentimentScore('I feel great, the presentation went really well!')).toBeGreaterThan(0.6);
    expect(sentimentScore('I am so happy and proud of my team')).toBeGreaterThan(0.6);
  });

  it('is below the neutral threshold (0.4) for clearly negative messages', () => {
    expect(sentimentScore('I feel terrible and hopeless about this job')).toBeLessThan(0.4);
    expect(sentimentScore("I'm stressed, angry and exhausted")).toBeLessThan(0.4);
  });

  it('reads negation: "not good" is negative', () => {
    expect(sentimentScore('This is not good')).toBeLessThan(0.5);
  });

  it('stays within 0 and 1 however extreme the text', () => {
    expect(sentimentScore('awful terrible horrible catastrophic')).toBeGreaterThanOrEqual(0);
    expect(sentimentScore('amazing wonderful superb outstanding breathtaking')).toBeLessThanOrEqual(1);
  });
});

function messages(contents: string[], gapMinutes: number) {
  const start = Date.UTC(2026, 0, 5, 9);
  return contents.map((content, index) => ({ content, timestamp: new Date(start + index * gapMinutes * 60_000) }));
}

describe('engagementOf', () => {
  it('is medium (0.5) before the client has written anything', () => {
    expect(engagementOf([])).toEqual({ score: 0.5, level: 'medium' });
  });

  it('is low for one-word answers dragging on over long gaps', () => {
    expect(engagementOf(messages(['ok', 'fine', 'yes', 'no'], 20)).level).toBe('low');
  });

  it('is high for long, reflective messages with questions at a lively pace', () => {
    const result = engagementOf(
      messages(
        [
          'I realise I avoid the conversation because I am afraid of disappointing my manager. Why do I care so much about her approval?',
          'I think it matters to me because she gave me my first real chance, and I feel I owe her. Maybe that is not a good reason though?',
          'Looking back, I notice the same pattern with my previous boss. What would it look like to speak up earlier?',
          'I wonder if I could start by asking for regular feedback, so that the big conversation becomes a small one.',
          'That feels doable. I think I will try it this week and see how she responds.',
          'What should I say first, do you think? I want it to sound natural rather than rehearsed.',
        ],
        1,
      ),
    );
    expect(result.level).toBe('high');
    expect(result.score).toBeGreaterThanOrEqual(0.65);
  });

  it('is medium for short but steady replies', () => {
    expect(engagementOf(messages(['I want to get fit.', 'I run once a week right now.', 'Maybe I could run twice.', 'Mornings are best for me.'], 3)).level).toBe('medium');
  });

  it('maps scores onto levels with the contract thresholds', () => {
    expect([0.2, 0.35, 0.5, 0.65, 0.9].map(engagementLevel)).toEqual(['low', 'medium', 'medium', 'high', 'high']);
  });
});
