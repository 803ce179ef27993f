import { GOAL_MESSAGES, type SmartCriterion } from '@coaching/contract';
import type { GoalFilter } from './goal-format.js';

/** The dialog's five steps, in SMART order, each with the one-line tip shown under its field. */
export const SMART_STEPS: readonly { key: SmartCriterion; label: string; tip: string }[] = [
  { key: 'specific', label: GOAL_MESSAGES.smartLabels.specific, tip: 'What exactly will you achieve, and what does done look like?' },
  { key: 'measurable', label: GOAL_MESSAGES.smartLabels.measurable, tip: 'Which number, date or visible result will show your progress?' },
  { key: 'achievable', label: GOAL_MESSAGES.smartLabels.achievable, tip: 'What makes this realistic with the time and support you have?' },
  { key: 'relevant', label: GOAL_MESSAGES.smartLabels.relevant, tip: 'Why does this matter to you now, and what does it move forward?' },
  { key: 'timeBound', label: GOAL_MESSAGES.smartLabels.timeBound, tip: 'By when will you finish, and which checkpoints will you meet on the way?' },
];

/** The last of the five SMART steps, in the dialog's stepper and on the assistant page alike. */
export const LAST_STEP = SMART_STEPS.length - 1;

export const EMPTY_STATES: Record<GoalFilter, { title: string; text: string }> = {
  all: { title: 'No goals yet', text: 'Set your first SMART goal and track it here, milestone by milestone.' },
  active: { title: 'No active goals', text: 'Every goal is done. Set the next one to keep your momentum.' },
  completed: { title: 'No completed goals yet', text: 'Mark a goal as completed when you reach it, and it will show here.' },
};

export const ASSIST_TITLES = {
  summarize: 'AI summary',
  expand: 'AI suggestion: expanded goal',
  refine: 'AI suggestion: refined goal',
} as const;
