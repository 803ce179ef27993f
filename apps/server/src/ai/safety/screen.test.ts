import { describe, expect, it } from 'vitest';
import { assessRisk } from './assess.js';
import { screenRisk } from './screen.js';

describe('screenRisk', () => {
  it('keeps whatever the rules found: the scorer never lowers a level or makes a crisis', () => {
    for (const messages of [['I want to kill myself'], ['I feel like a burden to everyone'], ['How do I prepare for my review?']]) {
      const rules = assessRisk(messages);
      const screened = screenRisk(messages);
      if (rules.level !== 'ordinary') expect(screened).toEqual(rules);
      else expect(screened.level).not.toBe('crisis');
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
