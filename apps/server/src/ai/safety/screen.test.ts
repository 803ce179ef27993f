import { describe, expect, it } from 'vitest';
import { assessRisk } from './assess.js';
import { screenRisk } from './screen.js';

describe('screenRisk', () => {
  it('never lowers what the rules found, and keeps a crisis of the rules as it is', () => {
    const rank = { ordinary: 0, concern: 1, crisis: 2 } as const;
    for (const messages of [['I want to kill myself'], ['I feel like a burden to everyone'], ['How do I prepare for my review?'], ['I bought a lot of paracetamol today', 'I am going to take all of it tonight']]) {
      const rules = assessRisk(messages);
      const screened = screenRisk(messages);
      if (rules.level === 'crisis') expect(screened).toEqual(rules);
      expect(rank[screened.level]).toBeGreaterThanOrEqual(rank[rules.level]);
    }
  });

  it('coaches everyday work talk that the scorer has no reason to doubt', () => {
    for (const message of ['Can you help me structure my quarterly review?', 'I want to delegate more to my team', 'Quiero preparar mejor mis reuniones', 'Je voudrais mieux organiser ma semaine', 'Ich möchte meine Woche besser planen']) {
      expect(screenRisk([message]).level).toBe('ordinary');
    }
  });

  it('leaves a short message to the rules: a few words are too little for a statistic', () => {
    for (const message of ['Anyone there?', 'Still there?', 'Everything, honestly.']) expect(screenRisk([message]).level).toBe('ordinary');
    expect(screenRisk(['I want to die']).level).not.toBe('ordinary');
  });
});
