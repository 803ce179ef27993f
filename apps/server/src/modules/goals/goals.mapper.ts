import { goalProgress, type Goal } from '@coaching/contract';
import type { GoalRecord } from './goals.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The public shape of a goal. Progress is always derived here, never stored or taken from a client. */
export function toGoal(record: GoalRecord): Goal {
  return {
    _id: record.id,
    clientId: record.clientId,
    title: record.title,
    description: record.description,
    category: record.category,
    targetDate: record.targetDate.toISOString(),
    status: record.status,
    progress: goalProgress(record.status, record.milestones),
    completedDate: iso(record.completedDate),
    milestones: record.milestones.map((milestone) => ({
      _id: milestone.id,
      title: milestone.title,
      completed: milestone.completed,
      completedDate: iso(milestone.completedDate),
      dueDate: iso(milestone.dueDate),
    })),
    smartCriteria: record.smartCriteria,
    aiSuggestions: record.aiSuggestions,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
