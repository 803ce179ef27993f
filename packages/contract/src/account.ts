import { z } from 'zod';
import { IdSchema } from './envelope.js';
import { ACCOUNT_MESSAGES } from './messages.js';
import { ClientFeedbackSchema, SessionCancellationSchema, SessionLocationSchema } from './sessions.js';
import { ClientSpecificSchema, PreferencesSchema, PrivacySchema, ProfileSchema, RoleSchema } from './users.js';

/**
 * The client's own data (issue 19, Data Management). GET /auth/me/export answers one JSON file of
 * everything stored about them (this layout, `format` and `version` first, described in the README);
 * DELETE /auth/me erases it, the password asked again.
 */

const IsoDateTime = z.iso.datetime({ offset: true });
const Name = z.object({ firstName: z.string(), lastName: z.string() });

export const ACCOUNT_EXPORT_FORMAT = 'coaching-platform-export';
export const ACCOUNT_EXPORT_VERSION = 1;

/** The export's file name: coaching-data-YYYY-MM-DD.json, the day it was made (UTC). */
export const accountExportFilename = (at: Date) => `coaching-data-${at.toISOString().slice(0, 10)}.json`;

export const AccountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(ACCOUNT_EXPORT_VERSION),
  exportedAt: IsoDateTime,
  account: z.object({ _id: IdSchema, username: z.string(), email: z.string(), role: RoleSchema, createdAt: IsoDateTime, lastLoginAt: IsoDateTime.nullable() }),
  profile: ProfileSchema,
  preferences: PreferencesSchema.passthrough(),
  privacy: PrivacySchema,
  clientSpecific: ClientSpecificSchema.omit({ achievedGoals: true }),
  goals: z.array(
    z.object({
      _id: IdSchema,
      title: z.string(),
      description: z.string(),
      category: z.string(),
      status: z.string(),
      targetDate: IsoDateTime,
      completedDate: IsoDateTime.nullable(),
      smartCriteria: z.record(z.string(), z.string()),
      aiSuggestions: z.array(z.string()),
      createdAt: IsoDateTime,
      milestones: z.array(z.object({ _id: IdSchema, title: z.string(), completed: z.boolean(), completedDate: IsoDateTime.nullable(), dueDate: IsoDateTime.nullable() })),
    }),
  ),
  reflections: z.array(z.object({ _id: IdSchema, reflection: z.string(), mood: z.number().int(), confidence: z.number().int(), date: IsoDateTime, updatedAt: IsoDateTime })),
  skillRatings: z.array(
    z.object({ _id: IdSchema, ratedBy: z.enum(['client', 'coach']), rater: Name, scores: z.array(z.object({ skill: z.string(), rating: z.number().int() })), createdAt: IsoDateTime }),
  ),
  aiConversations: z.array(
    z.object({
      _id: IdSchema,
      title: z.string(),
      status: z.string(),
      methodology: z.string(),
      focusAreas: z.array(z.string()),
      goals: z.array(z.string()),
      summary: z.string(),
      keyInsights: z.array(z.string()),
      nextSessionFocus: z.string().nullable(),
      createdAt: IsoDateTime,
      completedAt: IsoDateTime.nullable(),
      actionItems: z.array(z.object({ item: z.string(), status: z.string(), deadline: IsoDateTime.nullable(), createdAt: IsoDateTime })),
      messages: z.array(z.object({ role: z.string().describe('client (you) or ai_coach'), content: z.string(), timestamp: IsoDateTime })),
    }),
  ),
  conversations: z.array(
    z.object({
      _id: IdSchema,
      title: z.string(),
      description: z.string(),
      tags: z.array(z.string()),
      status: z.string(),
      coach: Name,
      createdAt: IsoDateTime,
      messages: z.array(z.object({ from: z.enum(['you', 'coach', 'system']), content: z.string(), timestamp: IsoDateTime })),
    }),
  ),
  sessions: z.array(
    z.object({
      _id: IdSchema,
      title: z.string(),
      status: z.string(),
      scheduledDate: IsoDateTime,
      duration: z.number().int(),
      location: SessionLocationSchema,
      requestedBy: z.enum(['client', 'coach']),
      coach: Name,
      feedback: ClientFeedbackSchema.nullable(),
      cancellation: SessionCancellationSchema.nullable(),
      startedAt: IsoDateTime.nullable(),
      completedAt: IsoDateTime.nullable(),
    }),
  ),
  notifications: z.array(z.object({ _id: IdSchema, type: z.string(), data: z.record(z.string(), z.unknown()), link: z.string(), read: z.boolean(), timestamp: IsoDateTime })),
  /** Who read the client's AI conversations, and when (the access log of /client/settings). */
  accessLog: z.array(z.object({ conversationTitle: z.string(), reader: Name, readerRole: z.string(), kind: z.enum(['transcript', 'export']), at: IsoDateTime })),
  /** The devices and places the account was signed in from. */
  signIns: z.array(z.object({ userAgent: z.string().nullable(), ipAddress: z.string().nullable(), createdAt: IsoDateTime, lastUsedAt: IsoDateTime, endedAt: IsoDateTime.nullable() })),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

export const DeleteAccountBodySchema = z.strictObject({
  password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, { error: ACCOUNT_MESSAGES.passwordRequired }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;
