import { z } from 'zod';
import { MOOD_SCALE } from './constants.js';
import { IdSchema } from './envelope.js';
import { PROGRESS_MESSAGES } from './messages.js';

/**
 * A client's reflections and skill ratings (issue 19, /client/progress): kept on the server, read by the
 * client, by their coach while the client shares their progress (privacy.shareProgressWithCoach), and by
 * admins for support. Only the client writes a reflection; the client and their coach rate skills.
 */

const IsoDateTime = z.iso.datetime({ offset: true });

export const REFLECTION_LIMITS = { textMaxLength: 5_000, pageSize: 20, pageSizeMax: 100 } as const;

/** The skills of spec section 9's progress page, offered first; a client may rate skills of their own too. */
export const DEFAULT_SKILLS = ['Communication', 'Leadership', 'Time Management', 'Confidence', 'Goal Setting', 'Decision Making'] as const;
export const SKILL_LIMITS = { nameMaxLength: 60, perRating: 20, scale: { min: 1, max: 10 } } as const;

const ScaleSchema = z
  .number({ error: PROGRESS_MESSAGES.scaleInvalid })
  .int({ error: PROGRESS_MESSAGES.scaleInvalid })
  .min(MOOD_SCALE.min, { error: PROGRESS_MESSAGES.scaleInvalid })
  .max(MOOD_SCALE.max, { error: PROGRESS_MESSAGES.scaleInvalid });

const ReflectionTextSchema = z
  .string({ error: PROGRESS_MESSAGES.reflectionRequired })
  .trim()
  .min(1, { error: PROGRESS_MESSAGES.reflectionRequired, abort: true })
  .max(REFLECTION_LIMITS.textMaxLength, { error: PROGRESS_MESSAGES.reflectionTooLong });

export const ReflectionSchema = z.object({
  _id: IdSchema,
  clientId: IdSchema,
  reflection: z.string(),
  mood: z.number().int().describe('1-10'),
  confidence: z.number().int().describe('1-10'),
  /** When it was written; the day it counts for in the charts, in the client's timezone. */
  date: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Reflection = z.infer<typeof ReflectionSchema>;

export const CreateReflectionBodySchema = z.strictObject({
  reflection: ReflectionTextSchema,
  mood: ScaleSchema.default(MOOD_SCALE.default),
  confidence: ScaleSchema.default(MOOD_SCALE.default),
});
export type CreateReflectionBody = z.input<typeof CreateReflectionBodySchema>;

export const UpdateReflectionBodySchema = z.strictObject({
  reflection: ReflectionTextSchema.optional(),
  mood: ScaleSchema.optional(),
  confidence: ScaleSchema.optional(),
});
export type UpdateReflectionBody = z.input<typeof UpdateReflectionBodySchema>;

export const ReflectionListQuerySchema = z.object({
  clientId: IdSchema.optional().describe("Whose reflections: the caller's own when left out (a client); required for a coach or an admin"),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(REFLECTION_LIMITS.pageSizeMax).default(REFLECTION_LIMITS.pageSize),
});
export type ReflectionListQuery = z.infer<typeof ReflectionListQuerySchema>;

export const ReflectionListSchema = z.object({
  reflections: z.array(ReflectionSchema).describe('Newest first'),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});
export const ReflectionResultSchema = z.object({ reflection: ReflectionSchema });

const SkillNameSchema = z
  .string({ error: PROGRESS_MESSAGES.skillRequired })
  .trim()
  .min(1, { error: PROGRESS_MESSAGES.skillRequired, abort: true })
  .max(SKILL_LIMITS.nameMaxLength, { error: PROGRESS_MESSAGES.skillTooLong });

export const SkillScoreSchema = z.object({ skill: SkillNameSchema, rating: ScaleSchema });
export type SkillScore = z.infer<typeof SkillScoreSchema>;

export const RATER_ROLES = ['client', 'coach'] as const;
export type RaterRole = (typeof RATER_ROLES)[number];

/** One rating of several skills at once, by the client themself or by their coach. */
export const SkillRatingSchema = z.object({
  _id: IdSchema,
  clientId: IdSchema,
  ratedBy: z.object({ _id: IdSchema, role: z.enum(RATER_ROLES), firstName: z.string(), lastName: z.string() }),
  scores: z.array(z.object({ skill: z.string(), rating: z.number().int() })),
  createdAt: IsoDateTime,
});
export type SkillRating = z.infer<typeof SkillRatingSchema>;

export const CreateSkillRatingBodySchema = z.strictObject({
  clientId: IdSchema.optional().describe("Whose skills: the caller's own when left out (a client); a coach names their client"),
  scores: z
    .array(SkillScoreSchema, { error: PROGRESS_MESSAGES.skillsRequired })
    .min(1, { error: PROGRESS_MESSAGES.skillsRequired })
    .max(SKILL_LIMITS.perRating, { error: PROGRESS_MESSAGES.skillsTooMany })
    .refine((scores) => new Set(scores.map((score) => score.skill.toLowerCase())).size === scores.length, { error: PROGRESS_MESSAGES.skillRepeated }),
});
export type CreateSkillRatingBody = z.input<typeof CreateSkillRatingBodySchema>;

export const SkillRatingQuerySchema = z.object({
  clientId: IdSchema.optional().describe("Whose skills: the caller's own when left out (a client)"),
});

/**
 * GET /skill-ratings: per rater, the latest rating and the one before it (the radar chart draws one
 * against the other), and the whole history, newest first.
 */
export const SkillRatingOverviewSchema = z.object({
  self: z.object({ latest: SkillRatingSchema.nullable(), previous: SkillRatingSchema.nullable() }),
  coach: z.object({ latest: SkillRatingSchema.nullable(), previous: SkillRatingSchema.nullable() }),
  history: z.array(SkillRatingSchema),
});
export type SkillRatingOverview = z.infer<typeof SkillRatingOverviewSchema>;
export const SkillRatingResultSchema = z.object({ rating: SkillRatingSchema });
