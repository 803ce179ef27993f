import { goalProgress, type Goal, type Milestone } from '@coaching/contract';
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
