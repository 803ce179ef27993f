import { GOAL_LIMITS, type GoalAssistanceType, type GoalData } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/language.js';
import { offlineSuggestion } from './offline-suggestion.js';

const goal: GoalData = { title: '', category: '', specific: 'run a marathon in under four hours.', measurable: '', achievable: '', relevant: '', timeBound: '' };
const CRITERIA = ['specific', 'measurable', 'achievable', 'relevant', 'timeBound'] as const;

/** Goals of different kinds and phrasings, as users type them when the AI is out of reach. */
const GOALS: Partial<GoalData>[] = [
  { specific: 'Delegate more at work.' },
  { specific: 'I want to run a 10k race in under 60 minutes by June 30, 2026' },
  { specific: 'You should see your friends more' },
  { specific: 'Better sleep' },
  { specific: 'Save $5,000 for an emergency fund', measurable: 'Transfer $420 every month' },
  { specific: 'Learn Python for data analysis', category: 'Learning & Skills' },
  { specific: 'Maybe read some books soon', timeBound: 'by the end of the year' },
  { specific: 'Call my parents every Sunday', title: 'Family calls' },
];

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}$%]+(?:[-'’.,][\p{L}\p{N}]+)*/gu) ?? [];
}

/** The first run of six words two texts share: a criterion copying another. */
function sharedRun(first: string, second: string): string | undefined {
  const runs = (text: string) => {
    const all = words(text);
    return all.slice(0, -5).map((_, index) => all.slice(index, index + 6).join(' '));
  };
  const inSecond = new Set(runs(second));
  return runs(first).find((run) => inSecond.has(run));
}

describe('offlineSuggestion', () => {
  it('builds every criterion from the user’s own text, keeping what was written', () => {
    const { content, parsedData } = offlineSuggestion(goal, 'expand');
    expect(parsedData.title).toBe('Run a marathon in under');
    expect(parsedData.specific).toBe('run a marathon in under four hours.');
    expect(parsedData.measurable).toBe(
      'I will track progress weekly on “run a marathon”, counting each step I complete from this week on and rating it from 1 to 10 every Friday.',
    );
    for (const key of ['achievable', 'relevant', 'timeBound'] as const) expect(parsedData[key]).toContain('“run a marathon”');
    expect(content.split('\n')).toHaveLength(5);
    expect(parsedData.improvements).toEqual([]);
  });

  it('asks about the vague words the tips warn against instead of passing them on', () => {
    const { parsedData } = offlineSuggestion({ ...goal, specific: 'Delegate more at work.' }, 'expand');
    expect(parsedData.improvements).toEqual(['“more” in Specific does not say how much or by when: what number or date do you mean?']);
    expect(parsedData.achievable).toBe('To keep “Delegate at work” within reach, I will block focused time for it each week and ask my coach for support.');
    const refined = offlineSuggestion({ ...goal, specific: 'Maybe read some books soon' }, 'refine').parsedData.improvements;
    expect(refined.map((line) => line.slice(0, line.indexOf('”') + 1))).toEqual(['“some”', '“soon”', '“maybe”', expect.any(String)]);
    expect(refined.at(-1)).toBe('Check that every criterion names a number, a date or an observable result.');
  });

  it.each(GOALS.flatMap((fields) => (['expand', 'refine'] as GoalAssistanceType[]).map((type) => [type, fields] as const)))(
    '%s keeps its suggestion grammatical, in the goal’s words and free of copies: %o',
    (type, fields) => {
      const { parsedData } = offlineSuggestion({ ...goal, specific: '', ...fields }, type);
      const given = { ...goal, specific: '', ...fields };
      const filled = CRITERIA.filter((key) => given[key].trim() === '');
      const goalWords = new Set(words(fields.title ?? fields.specific ?? ''));
      for (const key of filled) {
        const text = parsedData[key];
        expect(text).toMatch(/^\p{Lu}.*[.!?]$/u);
        expect(text).not.toMatch(/\{\{|undefined|\s{2}|\b(\p{L}+) \1\b/iu);
        expect(words(text).some((word) => goalWords.has(word))).toBe(true);
        expect(text).not.toMatch(/\b(?:better|more|some|soon|maybe)\b/i);
      }
      for (const [index, first] of CRITERIA.entries()) {
        for (const second of CRITERIA.slice(index + 1)) expect(sharedRun(parsedData[first], parsedData[second])).toBeUndefined();
      }
    },
  );

  it('writes in the reader’s language', async () => {
    await applyLanguage('de');
    const { parsedData } = offlineSuggestion({ ...goal, specific: 'Mehr Zeit mit der Familie verbringen' }, 'expand');
    expect(parsedData.relevant).toBe('Das Ziel „Zeit mit der Familie verbringen“ ist mir wichtig, weil es mich im Bereich persönliches Wachstum voranbringt.');
    expect(parsedData.improvements).toEqual(['„mehr“ in Spezifisch sagt nicht, wie viel oder bis wann: Welche Zahl oder welches Datum meinen Sie?']);
  });

  it('writes one statement for summarize from what the user wrote, leaving the rest empty', () => {
    const { content, parsedData } = offlineSuggestion({ ...goal, timeBound: 'by October 12, 2026' }, 'summarize');
    expect(content).toBe('Run a marathon in under four hours. By October 12, 2026.');
    expect(parsedData).toMatchObject({ measurable: '', achievable: '', relevant: '', improvements: [] });
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
