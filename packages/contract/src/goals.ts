import { z } from 'zod';
import {
  DEFAULT_GOAL_CATEGORY,
  DEFAULT_GOAL_TARGET_MONTHS,
  GOAL_ASSISTANT_CATEGORIES,
  GOAL_CATEGORIES,
  GOAL_LIMITS,
  GOAL_TITLE_WORDS_FROM_SPECIFIC,
} from './constants.js';
import { IdSchema } from './envelope.js';
import { GOAL_MESSAGES } from './messages.js';

/** Goals of spec section 3: SMART criteria, milestones, progress derived from the milestones. */

export const GoalStatusSchema = z.enum(['active', 'completed']);
export type GoalStatus = z.infer<typeof GoalStatusSchema>;

/** The goals page offers ten categories and the assistant page eight; a goal may carry any of them. */
export const ALL_GOAL_CATEGORIES = [...new Set([...GOAL_CATEGORIES, ...GOAL_ASSISTANT_CATEGORIES])];
export const GoalCategorySchema = z.enum(ALL_GOAL_CATEGORIES as [string, ...string[]], {
  error: GOAL_MESSAGES.categoryInvalid,
});

export const SMART_CRITERIA = ['specific', 'measurable', 'achievable', 'relevant', 'timeBound'] as const;
export type SmartCriterion = (typeof SMART_CRITERIA)[number];

const IsoDateTime = z.iso.datetime({ offset: true });
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * A date ('2026-12-31') or a date-time with offset; both are accepted wherever a goal takes a date.
 * Years outside 1900-9999 are refused: they are typing mistakes, and some cannot be stored.
 */
export const GoalDateInputSchema = z
  .union([IsoDateTime, z.iso.date()], { error: GOAL_MESSAGES.dateInvalid })
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1900 && year <= 9999;
  }, { error: GOAL_MESSAGES.dateInvalid });

/** The instant a goal date means: a bare date is that day at noon UTC, so it reads as that day in every timezone. */
export function goalDateToInstant(value: string): Date {
  return new Date(DATE_ONLY.test(value) ? `${value}T12:00:00.000Z` : value);
}

export const SmartCriteriaSchema = z.object({
  specific: z.string(),
  measurable: z.string(),
  achievable: z.string(),
  relevant: z.string(),
  timeBound: z.string(),
});
export type SmartCriteria = z.infer<typeof SmartCriteriaSchema>;

export const MilestoneSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  completed: z.boolean(),
  completedDate: IsoDateTime.nullable(),
  dueDate: IsoDateTime.nullable(),
});
export type Milestone = z.infer<typeof MilestoneSchema>;

export const GoalSchema = z.object({
  _id: IdSchema,
  clientId: IdSchema.describe('The client who owns the goal'),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  targetDate: IsoDateTime,
  status: GoalStatusSchema,
  progress: z.number().int().min(0).max(100).describe('Percent of milestones completed; 100 once the goal is completed'),
  completedDate: IsoDateTime.nullable(),
  milestones: z.array(MilestoneSchema),
  smartCriteria: SmartCriteriaSchema,
  aiSuggestions: z.array(z.string()),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Goal = z.infer<typeof GoalSchema>;

const criterionText = z.string().trim().max(GOAL_LIMITS.criterionMaxLength, { error: GOAL_MESSAGES.criterionTooLong });

export const MilestoneInputSchema = z.object({
  _id: IdSchema.optional().describe('Present for a milestone the goal already has'),
  title: z
    .string({ error: GOAL_MESSAGES.milestoneTitleRequired })
    .trim()
    .min(1, { error: GOAL_MESSAGES.milestoneTitleRequired, abort: true })
    .max(GOAL_LIMITS.milestoneTitleMaxLength, { error: GOAL_MESSAGES.milestoneTitleTooLong }),
  completed: z.boolean().default(false),
  completedDate: GoalDateInputSchema.nullish().describe('Ignored: the server sets it when the milestone is completed'),
  dueDate: GoalDateInputSchema.nullish(),
});
export type MilestoneInput = z.input<typeof MilestoneInputSchema>;

/**
 * The body of POST /goals and PUT /goals/{id}. Empty fields are allowed: the save defaults of
 * spec section 5 fill them (see applyGoalDefaults), on the server and in the web dialog alike.
 */
export const GoalBodySchema = z.object({
  title: z.string().trim().max(GOAL_LIMITS.titleMaxLength, { error: GOAL_MESSAGES.titleTooLong }).default(''),
  description: z
    .string()
    .trim()
    .max(GOAL_LIMITS.descriptionMaxLength, { error: GOAL_MESSAGES.descriptionTooLong })
    .default(''),
  category: z.union([GoalCategorySchema, z.literal('')], { error: GOAL_MESSAGES.categoryInvalid }).default(''),
  targetDate: z.union([GoalDateInputSchema, z.literal('')], { error: GOAL_MESSAGES.dateInvalid }).nullish(),
  status: GoalStatusSchema.optional().describe('Absent: active for a new goal, unchanged on update'),
  smartCriteria: z
    .object({
      specific: criterionText.default(''),
      measurable: criterionText.default(''),
      achievable: criterionText.default(''),
      relevant: criterionText.default(''),
      timeBound: criterionText.default(''),
    })
    .default({ specific: '', measurable: '', achievable: '', relevant: '', timeBound: '' }),
  milestones: z
    .array(MilestoneInputSchema)
    .max(GOAL_LIMITS.milestonesMax, { error: GOAL_MESSAGES.tooManyMilestones })
    .optional()
    .describe('Absent or empty on create: the five default milestones are added'),
  aiSuggestions: z
    .array(z.string().trim().max(GOAL_LIMITS.criterionMaxLength))
    .optional()
    .transform((list) => list?.filter((item) => item !== '').slice(-GOAL_LIMITS.aiSuggestionsKept)),
});
export type GoalBody = z.input<typeof GoalBodySchema>;
export type ParsedGoalBody = z.output<typeof GoalBodySchema>;

export const MilestoneToggleBodySchema = z.object({
  completed: z.boolean({ error: GOAL_MESSAGES.completedRequired }),
});
export const GoalMilestoneParamsSchema = z.object({ goalId: IdSchema, milestoneId: IdSchema });

export const GoalListQuerySchema = z.object({
  clientId: IdSchema.optional().describe("For a coach: list this client's goals"),
  status: GoalStatusSchema.optional(),
});
export type GoalListQuery = z.infer<typeof GoalListQuerySchema>;

/** GET /goals/stats: the caller's own goals, or for a coach one client's. */
export const GoalStatsQuerySchema = GoalListQuerySchema.pick({ clientId: true });
export type GoalStatsQuery = z.infer<typeof GoalStatsQuerySchema>;

export const GoalStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  averageProgress: z.number().int().describe('Mean progress of all goals, in percent'),
  completionRate: z.number().int().describe('Completed goals as a percent of all goals'),
  dueSoon: z.number().int().describe('Active goals with fewer than 30 days left'),
  overdue: z.number().int().describe('Active goals whose target date has passed'),
});
export type GoalStats = z.infer<typeof GoalStatsSchema>;

/** The five milestones a new goal starts with (spec section 7). */
export const DEFAULT_MILESTONE_TITLES = [
  'Goal defined',
  '25% checkpoint',
  '50% checkpoint',
  '75% checkpoint',
  'Goal achieved',
] as const;

export function defaultMilestones(now: Date): MilestoneInput[] {
  return DEFAULT_MILESTONE_TITLES.map((title, index) => ({
    title,
    completed: index === 0,
    completedDate: index === 0 ? now.toISOString() : null,
  }));
}

/** Percent of milestones completed; a completed goal is always at 100. */
export function goalProgress(status: GoalStatus, milestones: readonly { completed: boolean }[]): number {
  if (status === 'completed') return 100;
  if (milestones.length === 0) return 0;
  return Math.round((milestones.filter((m) => m.completed).length / milestones.length) * 100);
}

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Calendar days from today until the target day, in the local timezone of whoever asks; never negative. */
export function daysLeft(targetDate: string | Date, now: Date): number {
  const target = typeof targetDate === 'string' ? new Date(targetDate) : targetDate;
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.max(0, Math.round((day(target) - day(now)) / 86_400_000));
}

function titleFromSpecific(specific: string): string {
  const words = specific.trim().split(/\s+/).filter(Boolean).slice(0, GOAL_TITLE_WORDS_FROM_SPECIFIC);
  const title = words.join(' ').slice(0, GOAL_LIMITS.titleMaxLength).replace(/[.,;:!?]+$/, '');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * The save defaults of spec section 5: empty title from the first five words of Specific
 * (capitalised), a default description, Personal Growth, a target three months ahead and
 * 'To be defined' for every empty criterion.
 */
export function applyGoalDefaults<
  T extends {
    title: string;
    description: string;
    category: string;
    targetDate?: string | null;
    smartCriteria: SmartCriteria;
  },
>(goal: T, now: Date): T & { targetDate: string } {
  const criteria = { ...goal.smartCriteria };
  for (const key of SMART_CRITERIA) {
    if (criteria[key].trim() === '') criteria[key] = GOAL_MESSAGES.criterionPlaceholder;
  }
  const title = goal.title.trim() || titleFromSpecific(goal.smartCriteria.specific);
  return {
    ...goal,
    title,
    description: goal.description.trim() || GOAL_MESSAGES.defaultDescription,
    category: goal.category || DEFAULT_GOAL_CATEGORY,
    targetDate: goal.targetDate ? goal.targetDate : addMonths(now, DEFAULT_GOAL_TARGET_MONTHS).toISOString(),
    smartCriteria: criteria,
  };
}

/* ---------- AI goal help: POST /ai-coaching/assist-goal ---------- */

export const GoalAssistanceTypeSchema = z.enum(['summarize', 'expand', 'refine'], {
  error: GOAL_MESSAGES.assistanceTypeInvalid,
});
export type GoalAssistanceType = z.infer<typeof GoalAssistanceTypeSchema>;

const assistText = z.string().trim().max(GOAL_LIMITS.criterionMaxLength, { error: GOAL_MESSAGES.criterionTooLong }).default('');

export const GoalDataSchema = z.object({
  title: assistText,
  category: z.string().trim().max(GOAL_LIMITS.titleMaxLength).default(''),
  specific: assistText,
  measurable: assistText,
  achievable: assistText,
  relevant: assistText,
  timeBound: assistText,
});
export type GoalData = z.output<typeof GoalDataSchema>;

/** Which criterion each assist needs (spec section 5): the goal dialog checks Specific for all three. */
export function assistMissingText(goalData: Pick<GoalData, 'specific' | 'measurable'>, type: GoalAssistanceType): string | undefined {
  const hasSpecific = goalData.specific.trim() !== '';
  if (type === 'summarize') return hasSpecific || goalData.measurable.trim() !== '' ? undefined : GOAL_MESSAGES.assistNeedsSpecificOrMeasurable;
  return hasSpecific ? undefined : GOAL_MESSAGES.assistNeedsSpecific;
}

export const AssistGoalBodySchema = z
  .object({ goalData: GoalDataSchema.prefault({}), assistanceType: GoalAssistanceTypeSchema })
  .superRefine((body, context) => {
    const missing = assistMissingText(body.goalData, body.assistanceType);
    if (missing) context.addIssue({ code: 'custom', message: missing, path: ['goalData', 'specific'] });
  });
export type AssistGoalBody = z.input<typeof AssistGoalBodySchema>;

/** Within the goal body's limits, so that applying a suggestion never makes the goal unsavable. */
const suggestedText = z.string().max(GOAL_LIMITS.criterionMaxLength);
export const GoalSuggestionSchema = z.object({
  title: z.string().max(GOAL_LIMITS.titleMaxLength),
  category: z.string().max(GOAL_LIMITS.titleMaxLength),
  specific: suggestedText,
  measurable: suggestedText,
  achievable: suggestedText,
  relevant: suggestedText,
  timeBound: suggestedText,
  improvements: z.array(z.string().max(500)).max(20).describe('What the assist changed, one line each'),
});
export type GoalSuggestion = z.infer<typeof GoalSuggestionSchema>;

export const AssistGoalResultSchema = z.object({
  content: z.string().describe('The suggestion as readable text'),
  parsedData: GoalSuggestionSchema,
});
export type AssistGoalResult = z.infer<typeof AssistGoalResultSchema>;
