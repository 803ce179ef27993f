import { describe, expect, it } from 'vitest';
import { goalAssistSystemPrompt, goalAssistUserPrompt, parseGoalAssistReply } from './goal-prompt.js';

const answer = {
  content: 'I will run a 10k by June.',
  parsedData: {
    title: 'Run a 10k',
    category: 'Health & Wellness',
    specific: 'Run a 10k.',
    measurable: 'Under 60 minutes.',
    achievable: '',
    relevant: '',
    timeBound: 'By June.',
    improvements: ['Combined Specific, Measurable and Time-bound'],
  },
};

describe('goal assist prompt', () => {
  it('names the task and the exact reply shape', () => {
    const system = goalAssistSystemPrompt('refine');
    expect(system).toContain('Task: REFINE');
    expect(system).toContain('"parsedData": {"title": string');
    expect(goalAssistSystemPrompt('expand')).toContain('within 12 weeks');
  });

  it('asks for grammatical, first-person criteria in the goal\'s own words that do not copy each other', () => {
    for (const type of ['summarize', 'expand', 'refine'] as const) {
      const system = goalAssistSystemPrompt(type);
      expect(system).toContain('No criterion may copy another');
      expect(system).toContain('names the goal\'s action and object as they put it');
      expect(system).toContain('"You should apply" becomes "I will apply"');
    }
  });

  it("has Expand and Refine give the tips' vague words a figure, or ask about them", () => {
    for (const type of ['expand', 'refine'] as const) {
      expect(goalAssistSystemPrompt(type)).toMatch(/"more", "better"/);
      expect(goalAssistSystemPrompt(type)).toContain('ask about it in "improvements"');
    }
  });

  it("hands over the user's goal as labelled lines, marking empty criteria", () => {
    const prompt = goalAssistUserPrompt({
      assistanceType: 'expand',
      goalData: { title: '', category: 'Financial', specific: 'Save $5,000', measurable: '', achievable: '', relevant: '', timeBound: '' },
    });
    expect(prompt).toBe(
      'Assistance type: expand\nTitle: (empty)\nCategory: Financial\nSpecific: Save $5,000\nMeasurable: (empty)\n' +
        'Achievable: (empty)\nRelevant: (empty)\nTime-bound: (empty)',
    );
  });
});

describe('parseGoalAssistReply', () => {
  it.each([
    ['bare JSON', JSON.stringify(answer)],
    ['a ```json fence', `\`\`\`json\n${JSON.stringify(answer, null, 2)}\n\`\`\``],
    ['a sentence around the JSON', `Here is your goal:\n${JSON.stringify(answer)}\nGood luck!`],
  ])('reads %s', (_case, reply) => {
    expect(parseGoalAssistReply(reply)).toEqual({ ok: true, result: answer });
  });

  it('refuses prose, naming the problem but not the text', () => {
    const parsed = parseGoalAssistReply('Sure! Your goal should be to run a 10k by June.');
    expect(parsed).toEqual({ ok: false, reason: 'reply is not JSON (47 characters)' });
  });

  it('refuses JSON of the wrong shape, naming the fields', () => {
    const parsed = parseGoalAssistReply(JSON.stringify({ content: 'x', parsedData: { ...answer.parsedData, improvements: 'none' } }));
    expect(parsed).toEqual({ ok: false, reason: 'reply does not have the expected shape (parsedData.improvements)' });
    expect(parseGoalAssistReply('[1, 2]')).toMatchObject({ ok: false, reason: expect.stringContaining('(root)') });
  });
});
