import type { BriefGoal } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { briefQuestions, type BriefFacts } from './brief.js';
import { summariseConversation } from './conversation-summary.js';
import { sameGoal, suggestGoals, withoutDuplicates } from './goal-suggestions.js';

const NOW = new Date('2026-11-25T10:00:00Z');

function goal(overrides: Partial<BriefGoal>): BriefGoal {
  return { goalId: '00000000-0000-4000-8000-000000000001', title: 'A goal', status: 'active', progress: 50, progressChange: 0, milestonesDoneSince: 0, targetDate: '2027-03-01T00:00:00.000Z', ...overrides };
}

function facts(overrides: Partial<BriefFacts> = {}): BriefFacts {
  return { clientFirstName: 'Sam', methodology: 'grow', sinceLastSession: true, goals: [], openActionItems: [], aiSummaries: [], challenges: [], now: NOW, ...overrides };
}

describe('the pre-session brief questions', () => {
  it('ask about the goal with low progress, not only the one moving well', () => {
    const questions = briefQuestions(
      facts({ goals: [goal({ title: 'Read twelve books', progress: 75, progressChange: 25, milestonesDoneSince: 1 }), goal({ title: 'Run a half marathon', progress: 10 })] }),
    );
    const aboutStalled = questions.filter((question) => question.includes('Run a half marathon'));
    expect(aboutStalled.length).toBeGreaterThan(0);
    expect(aboutStalled.some((question) => question.includes('10%') && question.includes('since your last session'))).toBe(true);
  });

  it('follow up an overdue action item in the second person, and open in the methodology', () => {
    const questions = briefQuestions(
      facts({
        methodology: 'solution-focused',
        openActionItems: [{ item: 'Email my manager', source: 'ai_coaching', sourceTitle: 'Workload', deadline: '2026-11-20T12:00:00.000Z' }],
      }),
    );
    expect(questions[0]).toMatch(/^On a scale of 1 to 10/);
    expect(questions).toContain('You planned to email your manager by 2026-11-20: how did it go, and what did you learn?');
  });

  it('never asks more than six questions, each a question', () => {
    const many = Array.from({ length: 8 }, (_, index) => goal({ title: `Goal ${index}`, progress: index }));
    const questions = briefQuestions(facts({ goals: many, challenges: ['stress'], aiSummaries: [{ conversationId: 'c', title: 't', summary: 's', keyInsights: ['I work best in the morning.'], date: NOW.toISOString() }] }));
    expect(questions.length).toBeLessThanOrEqual(6);
    for (const question of questions) expect(question.endsWith('?')).toBe(true);
  });
});

describe('the conversation summary', () => {
  const turns = [
    { speaker: 'coach' as const, content: 'What would you like to focus on today?' },
    { speaker: 'client' as const, content: 'I keep avoiding the conversation with my manager about my workload. I feel overwhelmed.' },
    { speaker: 'coach' as const, content: 'What could be a first step?' },
    { speaker: 'client' as const, content: 'I realise the real issue is that I never say no. I will email my manager by Friday to ask for a meeting.' },
  ];

  it('holds the action item the client committed to, with its deadline', () => {
    const summary = summariseConversation({ turns, methodology: 'grow', now: NOW });
    expect(summary.actionItems).toEqual(['Email my manager to ask for a meeting by Friday']);
    expect(summary.summary).toContain('Email my manager to ask for a meeting by Friday');
    expect(summary.keyPoints.some((point) => point.includes('I never say no'))).toBe(true);
  });

  it("reads the client's tone with the sentiment scorer", () => {
    const upbeat = summariseConversation({ turns: [{ speaker: 'client', content: 'I am so happy and proud, this week was great and I loved it!' }], methodology: 'icf', now: NOW });
    expect(upbeat.sentiment).toBe('positive');
    expect(upbeat.sentimentScore).toBeGreaterThan(0.6);
    const empty = summariseConversation({ turns: [], methodology: 'icf', now: NOW });
    expect(empty).toMatchObject({ summary: 'No messages yet.', actionItems: [], sentiment: 'neutral' });
  });
});

describe('the goal suggestions', () => {
  const sources = {
    statedGoals: ['Run a half marathon', 'Get promoted to team lead'],
    challenges: ['procrastination', 'public speaking'],
    insights: [],
    themes: ['Career Development'],
    activeGoalTitles: ['Run a half marathon by May'],
  };

  it('do not repeat an active goal, and draw on the stated goals and challenges', () => {
    const suggestions = suggestGoals(sources);
    expect(suggestions.map((suggestion) => suggestion.title)).not.toContain('Run a half marathon');
    expect(suggestions.some((suggestion) => sameGoal(suggestion.title, 'Run a half marathon'))).toBe(false);
    expect(suggestions.map((suggestion) => suggestion.title)).toEqual(expect.arrayContaining(['Get promoted to team lead', 'Reduce procrastination', 'Build confidence with public speaking']));
  });

  it('come with every SMART criterion and a rationale naming its source', () => {
    const [first] = suggestGoals(sources);
    for (const field of ['specific', 'measurable', 'achievable', 'relevant', 'timeBound', 'category'] as const) expect(first![field].length).toBeGreaterThan(0);
    expect(first!.rationale).toContain('Get promoted to team lead');
  });

  it("drop a model's suggestion that duplicates an active goal", () => {
    const suggestion = { title: 'Run a half marathon', specific: 'I will run a half marathon.', measurable: 'm', achievable: 'a', relevant: 'r', timeBound: 't', category: 'Health', rationale: 'x' };
    expect(withoutDuplicates([suggestion, { ...suggestion, title: 'Learn Spanish', specific: 'I will learn Spanish.' }], sources.activeGoalTitles).map((kept) => kept.title)).toEqual(['Learn Spanish']);
  });
});
