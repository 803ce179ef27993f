import { type CoachClient, defaultGuardrails, goalProgress, type Goal, type Milestone } from '@coaching/contract';
import { testUser } from './render.js';

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export function makeMilestone(title: string, completed = false): Milestone {
  return { _id: crypto.randomUUID(), title, completed, completedDate: completed ? new Date().toISOString() : null, dueDate: null };
}

/** An active goal of the signed-in test client; its progress follows its milestones, as the server's does. */
export function makeGoal(overrides: Partial<Goal> = {}): Goal {
  const now = new Date().toISOString();
  const milestones = overrides.milestones ?? [makeMilestone('Goal defined', true), makeMilestone('50% checkpoint')];
  const status = overrides.status ?? 'active';
  return {
    _id: crypto.randomUUID(),
    clientId: testUser()._id,
    title: 'Run a half marathon',
    description: 'Build up to 21 km',
    category: 'Health & Wellness',
    targetDate: daysFromNow(120),
    status,
    progress: goalProgress(status, milestones),
    completedDate: null,
    milestones,
    smartCriteria: { specific: 'Run 21 km', measurable: 'Race time', achievable: 'Three runs a week', relevant: 'Health', timeBound: 'By spring' },
    aiSuggestions: [],
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** One of the signed-in coach's clients as GET /coach/clients lists them. */
export function makeCoachClient(id: string, firstName: string, lastName: string): CoachClient {
  const guardrails = defaultGuardrails();
  return {
    _id: id,
    email: `${firstName.toLowerCase()}@example.com`,
    isActive: true,
    profile: { firstName, lastName, phone: '', timezone: 'UTC' },
    clientSpecific: { goals: [], currentChallenges: [] },
    stats: { totalSessions: 0, completedSessions: 0, activeConversations: 0, activeGoals: 0 },
    lastActivity: null,
    createdAt: new Date().toISOString(),
    aiConfig: { communicationStyle: guardrails.communicationStyle, guardrails },
  };
}

/** GET /coach/clients's reply holding these clients. */
export const coachClientList = (clients: CoachClient[]) => ({ clients, pagination: { page: 1, limit: 100, total: clients.length } });
