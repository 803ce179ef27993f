import { GOAL_LIMITS } from '@coaching/contract';
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

  it('drops the punctuation the fifth word ends on, as the save default does', () => {
    const { parsedData } = offlineSuggestion({ ...goal, specific: 'read, write, listen, speak, practise; daily' }, 'expand');
    expect(parsedData.title).toBe('Read, write, listen, speak, practise');
  });

  it('keeps the title within the contract’s limit', () => {
    const { parsedData } = offlineSuggestion({ ...goal, specific: `${'a'.repeat(150)} ${'b'.repeat(150)}` }, 'expand');
    expect(parsedData.title).toHaveLength(GOAL_LIMITS.titleMaxLength);
    expect(parsedData.title.startsWith('A')).toBe(true);
  });
});
