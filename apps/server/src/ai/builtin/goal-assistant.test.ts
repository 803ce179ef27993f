import { AssistGoalResultSchema, type GoalAssistanceType, type GoalData } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { assistGoal } from './goal-assistant.js';
import { createBuiltinCoachModel } from './index.js';

function goal(fields: Partial<GoalData>): GoalData {
  return { title: '', category: '', specific: '', measurable: '', achievable: '', relevant: '', timeBound: '', ...fields };
}

const emergencyFund = goal({
  specific: 'Save $5,000 for an emergency fund',
  measurable: 'Transfer $420 every month',
  achievable: 'I earn enough if I cut takeaway food',
  relevant: 'because I want a safety net',
  timeBound: 'December 2026',
});
const tenK = goal({
  specific: 'I want to run a 10k race in under 60 minutes by June 30, 2026 so I can keep up with my kids',
  measurable: 'finish time on race day under 60 minutes',
});
const vagueSpeaking = goal({ specific: 'I want to try to get better at public speaking soon, maybe at work' });
const halfMarathon = goal({
  title: 'Half marathon',
  category: 'Health & Wellness',
  specific: 'Run a half marathon in under 2 hours.',
  measurable: 'Official chip time under 2:00:00.',
  achievable: 'I already run 25 km a week and will follow a 16-week plan.',
  relevant: 'It keeps me healthy and gives my week structure.',
  timeBound: 'By October 12, 2026.',
});

const summarize = (data: GoalData) => assistGoal({ goalData: data, assistanceType: 'summarize' });
const expand = (data: GoalData) => assistGoal({ goalData: data, assistanceType: 'expand' });
const refine = (data: GoalData) => assistGoal({ goalData: data, assistanceType: 'refine' });

describe('built-in goal assistant: summarize', () => {
  it("condenses every criterion into one SMART statement in the user's own words and figures", () => {
    const { content, parsedData } = summarize(emergencyFund);
    expect(content).not.toContain('\n');
    expect(content).toMatch(/^I will save \$5,000 for an emergency fund by December 2026/);
    for (const words of ['$420 every month', 'cut takeaway food', 'a safety net']) expect(content).toContain(words);
    expect(parsedData).toMatchObject({
      title: 'Save $5,000 for an emergency fund',
      category: 'Financial',
      specific: 'Save $5,000 for an emergency fund.',
      relevant: 'Because I want a safety net.',
      timeBound: 'December 2026.',
    });
    expect(parsedData.improvements[0]).toBe('Combined Specific, Measurable, Achievable, Relevant and Time-bound into one SMART statement');
  });

  it('makes a short capitalised title from Specific and names the criteria still to write', () => {
    const { content, parsedData } = summarize(tenK);
    expect(content).toContain('run a 10k race in under 60 minutes by June 30, 2026 so I can keep up with my kids');
    expect(content).toContain('finish time on race day under 60 minutes');
    expect(parsedData.title).toBe('Run a 10k race in under 60 minutes');
    expect(parsedData.title.split(' ').length).toBeLessThanOrEqual(8);
    expect(parsedData.category).toBe('Health & Wellness');
    expect(parsedData.measurable).toBe('Finish time on race day under 60 minutes.');
    expect(parsedData.improvements).toContain('Still to write: Achievable, Relevant and Time-bound');
  });

  it('keeps the title and category the user gave', () => {
    const { parsedData } = summarize(goal({ ...tenK, title: 'My first 10k', category: 'Personal Growth' }));
    expect(parsedData).toMatchObject({ title: 'My first 10k', category: 'Personal Growth' });
    expect(parsedData.improvements.join(' ')).not.toContain('Suggested');
  });

  it('works from Measurable alone', () => {
    const { content, parsedData } = summarize(goal({ measurable: 'Meditate 10 minutes every morning' }));
    expect(content).toBe('I will meditate 10 minutes every morning.');
    expect(parsedData.title).toBe('Meditate 10 minutes every morning');
  });
});

describe('built-in goal assistant: expand', () => {
  it('fills every missing criterion from what was written and keeps what was there', () => {
    const { content, parsedData } = expand(tenK);
    expect(parsedData.specific).toBe('I want to run a 10k race in under 60 minutes by June 30, 2026 so I can keep up with my kids.');
    expect(parsedData.measurable).toBe('Finish time on race day under 60 minutes.');
    expect(parsedData.achievable).toMatch(/^Running a 10k race is within reach if I /);
    expect(parsedData.relevant).toBe('Running a 10k race matters to me because it lets me keep up with my kids; it also supports my health and energy.');
    expect(parsedData.timeBound).toMatch(/^My deadline is June 30, 2026, with checkpoints .* running a 10k race; this week I will /);
    expect(parsedData.improvements.filter((line) => line.startsWith('Filled in'))).toEqual([
      'Filled in Achievable with resources and first steps',
      'Filled in Relevant by linking the goal to why it matters',
      'Filled in Time-bound with a deadline and checkpoints',
    ]);
    expect(content.split('\n').map((line) => line.split(':')[0])).toEqual(['Specific', 'Measurable', 'Achievable', 'Relevant', 'Time-bound']);
  });

  it("builds Measurable on the user's own numbers", () => {
    const { parsedData } = expand(goal({ specific: 'Read 12 books this year' }));
    expect(parsedData.measurable).toBe(
      'I will note where I stand on reading 12 books today and update the figure every week; success is reaching 12 books by the deadline.',
    );
    expect(parsedData.timeBound).toContain('My deadline is the end of this year');
    expect(parsedData.category).toBe('Learning & Skills');
  });

  it('proposes a weekly cadence and a 12-week deadline with checkpoints when no figures or dates are given', () => {
    const { parsedData } = expand(goal({ specific: 'I want to meditate before work' }));
    expect(parsedData.measurable).toBe(
      'I will keep a tracker and log each time I meditate before work, starting this week; success is meditating before work at least 3 times a week in at least 10 of the 12 weeks.',
    );
    expect(parsedData.timeBound).toBe(
      'My deadline is 12 weeks from today, with checkpoints at weeks 4 and 8 to review my progress with meditating before work; this week I will book the first session in my calendar.',
    );
  });

  it('spaces checkpoints over the period the user gave', () => {
    const { parsedData } = expand(goal({ specific: 'Get promoted to senior engineer within 6 months' }));
    expect(parsedData.timeBound).toContain('My deadline is 6 months from today, with checkpoints at weeks 9 and 17');
    expect(parsedData.measurable).toBe(
      'Success is getting promoted to senior engineer, done before the deadline; to get there, I will list the steps and tick off at least one every week, starting this week.',
    );
    expect(parsedData.category).toBe('Career Development');
  });

  it('says so when every criterion was already written', () => {
    const { parsedData } = expand(halfMarathon);
    expect(parsedData.improvements).toEqual(['All five criteria were already written, so they were kept as they are']);
    expect(parsedData.achievable).toBe(halfMarathon.achievable);
  });

  it.each([
    ['Lead my team through the reorganisation', 'Career Development'],
    ['Pay off my credit card debt', 'Financial'],
    ['Learn Python for data analysis', 'Learning & Skills'],
    ['Write a novel', 'Creative Projects'],
    ['Stop working weekends and evenings', 'Life Balance'],
    ['Call my parents every Sunday', 'Relationships'],
    ['Sleep 8 hours a night and exercise', 'Health & Wellness'],
    ['Be kinder to myself', 'Personal Growth'],
  ])('infers the category of "%s" as %s', (specific, category) => {
    expect(expand(goal({ specific })).parsedData.category).toBe(category);
  });
});

describe('built-in goal assistant: refine', () => {
  it('replaces vague language in Specific and lists every change', () => {
    const { parsedData } = refine(vagueSpeaking);
    expect(parsedData.specific).toMatch(/^I will get better at public speaking within 12 weeks at work, rated at least 2 points higher/);
    expect(parsedData.specific).not.toMatch(/want to|try to|maybe|soon/i);
    expect(parsedData.improvements).toEqual(
      expect.arrayContaining([
        "Replaced 'I want to' with 'I will' in Specific",
        "Replaced 'try to' with a commitment in Specific",
        "Removed the hedge 'maybe' from Specific",
        "Replaced 'soon' with 'within 12 weeks' in Specific",
        "Added a measure to the vague 'better' in Specific",
        'Added a measure to Measurable',
        'Added a deadline to Time-bound',
      ]),
    );
    expect(parsedData.measurable).toMatch(/^I will rate my public speaking at work from 1 to 10 /);
    expect(parsedData.timeBound).toContain('My deadline is 12 weeks from today');
    expect(parsedData.title).toBe('Get better at public speaking soon');
  });

  it('turns vague amounts and frequencies into figures', () => {
    const exercise = refine(goal({ specific: 'Exercise more often and lose some weight', measurable: 'feel fitter' })).parsedData;
    expect(exercise.specific).toBe('Exercise 3 times a week and lose weight.');
    expect(exercise.improvements).toEqual(
      expect.arrayContaining([
        "Replaced 'more often' with '3 times a week' in Specific",
        "Removed the vague 'some' from Specific",
        "Added a measure to the vague 'fitter' in Measurable",
      ]),
    );
    const reading = refine(goal({ specific: 'Maybe read more books' })).parsedData;
    expect(reading.specific).toBe('Read at least 2 books a month.');
    const family = refine(goal({ specific: 'I hope to spend more time with my family' })).parsedData;
    expect(family.specific).toBe('I will spend at least 3 hours a week with my family.');
  });

  it('uses the deadline the user wrote elsewhere for a vague "soon"', () => {
    const { parsedData } = refine(goal({ specific: 'Launch my photography website soon', timeBound: 'by March 1, 2027' }));
    expect(parsedData.specific).toBe('Launch my photography website by March 1, 2027.');
    expect(parsedData.improvements).toContain("Replaced 'soon' with 'by March 1, 2027' in Specific");
  });

  it('adds a deadline to a Time-bound that names none', () => {
    const { parsedData } = refine(goal({ specific: 'Run 3 times a week', timeBound: 'Before the holidays' }));
    expect(parsedData.timeBound).toBe('Before the holidays, within 12 weeks, with checkpoints at weeks 4 and 8.');
    expect(parsedData.improvements).toContain('Added a deadline to Time-bound');
  });

  it('says so when nothing was vague, and keeps the goal as written', () => {
    const { content, parsedData } = refine(halfMarathon);
    expect(parsedData.improvements).toEqual([
      'No vague language found: every criterion already commits to an action, a measure and a deadline',
    ]);
    expect(parsedData).toMatchObject({ ...halfMarathon, improvements: parsedData.improvements });
    expect(content).toContain('Measurable: Official chip time under 2:00:00.');
  });
});

describe('built-in goal assistant: every answer', () => {
  const goals = [emergencyFund, tenK, vagueSpeaking, halfMarathon, goal({ specific: 'i want to lead my team better', timeBound: 'soon' })];
  const types: GoalAssistanceType[] = ['summarize', 'expand', 'refine'];

  it('is the same for the same goal and passes the contract', () => {
    for (const data of goals) {
      for (const assistanceType of types) {
        const first = assistGoal({ goalData: data, assistanceType });
        expect(assistGoal({ goalData: structuredClone(data), assistanceType })).toEqual(first);
        expect(AssistGoalResultSchema.parse(first)).toEqual(first);
        expect(first.content.trim()).not.toBe('');
      }
    }
  });

  it('copes with text that is only punctuation, a date or a very long paragraph', () => {
    for (const specific of ['...', '2026-01-01', 'maybe', 'I want to '.repeat(150), 'more '.repeat(300)]) {
      for (const assistanceType of types) {
        const answer = assistGoal({ goalData: goal({ specific }), assistanceType });
        expect(AssistGoalResultSchema.safeParse(answer).success).toBe(true);
        expect(answer.parsedData.title).not.toBe('');
      }
    }
  });

  it('is served by the builtin CoachModel', async () => {
    const model = createBuiltinCoachModel();
    expect(model.name).toBe('builtin');
    await expect(model.assistGoal({ goalData: tenK, assistanceType: 'expand' })).resolves.toEqual(expand(tenK));
  });
});

describe('built-in goal assistant: the wording of issue 14', () => {
  const delegation = goal({ specific: 'Delegate more at work.' });

  it("gives the tips' vague 'more' a figure in Expand and builds every criterion on the goal's own words", () => {
    const { parsedData } = expand(delegation);
    expect(parsedData.specific).toBe('Delegate at least 2 more tasks a week at work.');
    expect(parsedData.improvements).toContain("Replaced 'Delegate more' with 'Delegate at least 2 more tasks a week' in Specific");
    expect(parsedData.measurable).toBe(
      'I will keep a tracker and log each time I delegate tasks at work, starting this week; success is the weekly number in at least 10 of the 12 weeks.',
    );
    for (const key of ['measurable', 'achievable', 'relevant', 'timeBound'] as const) expect(parsedData[key]).toMatch(/delegat/i);
  });

  it('never writes "to keep to weekly" or repeats Specific in Achievable', () => {
    const { parsedData } = expand(goal({ specific: 'Run weekly and delegate the Monday report to my team' }));
    expect(Object.values(parsedData).join(' ')).not.toMatch(/keep to (?:weekly|daily|monthly)/);
    expect(parsedData.achievable).not.toContain('delegate the Monday report to my team');
    expect(expand(delegation).parsedData.achievable).toBe(
      'Delegating tasks at work is within reach if I agree the goal with my manager or a mentor, block one hour a week in my calendar for it, and ask for feedback after each step.',
    );
  });

  it('asks about a vague word no rule can put a figure on, and keeps the user\'s words', () => {
    const { parsedData } = expand(goal({ specific: 'Be more confident in meetings' }));
    expect(parsedData.specific).toBe('Be more confident in meetings.');
    expect(parsedData.improvements).toContain("How much is 'more' in Specific? Put a number on it, such as a count, a rating or a percentage.");
    expect(parsedData.measurable).toMatch(/^I will rate myself on being confident in meetings from 1 to 10 /);
  });

  it('writes a second-person goal in the first person when refining it', () => {
    const { parsedData } = refine(goal({ specific: 'You need to see your friends more' }));
    expect(parsedData.specific).toBe('I will see my friends at least twice a month.');
    expect(parsedData.title).toBe('See my friends more');
    expect(summarize(goal({ specific: 'You should apply for product manager jobs' })).content).toBe('I will apply for product manager jobs.');
  });

  it('joins a Measurable written as an action with "by", not a colon', () => {
    const { content } = summarize(goal({ specific: 'Save $5,000 for an emergency fund', measurable: 'Transfer $420 every month' }));
    expect(content).toBe('I will save $5,000 for an emergency fund, by transferring $420 every month.');
  });
});
