import { describe, expect, it } from 'vitest';
import { offlineSuggestion } from './offline-suggestion.js';

const goal = { title: '', category: '', specific: 'run a marathon in under four hours.', measurable: '', achievable: '', relevant: '', timeBound: '' };

describe('offlineSuggestion', () => {
  it('builds every criterion from the user’s own text, keeping what was written', () => {
    const { content, parsedData } = offlineSuggestion(goal, 'expand');
    expect(parsedData.title).toBe('Run a marathon in under');
    expect(parsedData.specific).toBe('run a marathon in under four hours.');
    for (const key of ['measurable', 'achievable', 'relevant', 'timeBound'] as const) expect(parsedData[key]).not.toBe('');
    expect(content.split('\n')).toHaveLength(5);
    expect(parsedData.improvements).toEqual([]);
  });

  it('lists an improvement for refine and writes one line for summarize', () => {
    expect(offlineSuggestion(goal, 'refine').parsedData.improvements).toHaveLength(1);
    expect(offlineSuggestion(goal, 'summarize').content).not.toContain('\n');
  });

  it('works from Measurable alone', () => {
    const { parsedData } = offlineSuggestion({ ...goal, specific: '', measurable: 'Finish three races' }, 'summarize');
    expect(parsedData.specific).toBe('I will finish three races.');
  });
});
