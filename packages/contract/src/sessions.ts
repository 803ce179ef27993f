import { z } from 'zod';
import { SESSION_LIMITS, SESSION_PREFERENCE_SLIDERS } from './constants.js';
import { IdSchema } from './envelope.js';
import { TimeZoneSchema } from './fields.js';
import { SESSION_MESSAGES } from './messages.js';
import { SessionPlanSchema } from './templates.js';
import { DayAvailabilitySchema, WeeklyAvailabilitySchema } from './users.js';

/**
 * Sessions between a coach and a client, and the scheduling around them (spec sections 3, 4 and 7
 * under Sessions; issue 17): statuses and their transitions, the coach's availability and bookable
 * slots, the one cancellation policy, feedback, and calendar feeds.
 */

const IsoDateTime = z.iso.datetime({ offset: true });

/** Spec section 4 names scheduled, confirmed and completed; a practice also needs these three. */
export const SESSION_STATUSES = ['scheduled', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show'] as const;
export const SessionStatusSchema = z.enum(SESSION_STATUSES, { error: SESSION_MESSAGES.statusInvalid });
export type SessionStatus = z.infer<typeof SessionStatusSchema>;

/** What can happen to a session; which status each action may start from is decided by the server in one place. */
export const SESSION_ACTIONS = ['confirm', 'start', 'complete', 'cancel', 'noShow', 'reschedule', 'feedback'] as const;
export type SessionAction = (typeof SESSION_ACTIONS)[number];

/** The statuses in which a session still holds its time in the coach's calendar. */
export const SESSION_HOLDING_STATUSES = ['scheduled', 'confirmed', 'in_progress'] as const satisfies readonly SessionStatus[];

export const SESSION_LOCATION_TYPES = ['video_call', 'phone', 'in_person'] as const;
export const SessionLocationTypeSchema = z.enum(SESSION_LOCATION_TYPES, { error: SESSION_MESSAGES.locationInvalid });
export type SessionLocationType = z.infer<typeof SessionLocationTypeSchema>;

export const SessionLocationSchema = z.object({
  type: SessionLocationTypeSchema,
  details: z.string().trim().max(SESSION_LIMITS.locationDetailsMaxLength, { error: SESSION_MESSAGES.locationTooLong }).default(''),
});
export type SessionLocation = z.infer<typeof SessionLocationSchema>;

const RatingSchema = z.number({ error: SESSION_MESSAGES.ratingInvalid }).int({ error: SESSION_MESSAGES.ratingInvalid }).min(1, { error: SESSION_MESSAGES.ratingInvalid }).max(10, { error: SESSION_MESSAGES.ratingInvalid });

export const ClientFeedbackSchema = z.object({
  satisfaction: z.number().int().min(1).max(10),
  clarity: z.number().int().min(1).max(10),
  actionability: z.number().int().min(1).max(10),
  comments: z.string(),
  submittedAt: IsoDateTime,
});
export type ClientFeedback = z.infer<typeof ClientFeedbackSchema>;

export const SessionCancellationSchema = z.object({
  by: z.enum(['client', 'coach', 'admin']),
  reason: z.string(),
  at: IsoDateTime,
  /** A client's cancellation (or reschedule) inside the coach's cancellation notice. */
  late: z.boolean(),
  /** The coach let a late cancellation go. */
  waived: z.boolean(),
});
export type SessionCancellation = z.infer<typeof SessionCancellationSchema>;

const PersonSchema = z.object({ _id: IdSchema, firstName: z.string(), lastName: z.string(), timezone: z.string() });

export const SessionSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  status: SessionStatusSchema,
  scheduledDate: IsoDateTime.describe('The start, in UTC'),
  endDate: IsoDateTime,
  duration: z.number().int().describe('Minutes'),
  location: SessionLocationSchema,
  locationType: SessionLocationTypeSchema,
  clientId: IdSchema,
  coachId: IdSchema,
  client: PersonSchema,
  coach: PersonSchema,
  /** The coach's notes: left out of the client's replies. */
  notes: z.string().optional(),
  notesDraft: z
    .boolean()
    .optional()
    .describe("With the notes: true while they are the AI's draft, written when the session was completed without notes (the coach's aiAssistance.autoGenerateNotes), until the coach saves notes of their own"),
  /** Who asked for the session: a client's booking, or the coach's scheduling. */
  requestedBy: z.enum(['client', 'coach']),
  assessment: z.object({ clientFeedback: ClientFeedbackSchema.nullable() }),
  cancellation: SessionCancellationSchema.nullable(),
  /** A late reschedule by the client is recorded like a late cancellation. */
  lateReschedule: z.boolean(),
  /** The coach's policy as it applies to this session: from lateFrom on, a client's cancellation or reschedule is late. */
  policy: z.object({ lateFrom: IsoDateTime, allowRescheduling: z.boolean() }),
  startedAt: IsoDateTime.nullable(),
  completedAt: IsoDateTime.nullable(),
  /** Grows with every change: calendars update the event instead of adding one. */
  sequence: z.number().int(),
  /** The session plan the coach attached when scheduling (a copy of their template's agenda); null when none. */
  plan: SessionPlanSchema.nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Session = z.infer<typeof SessionSchema>;

const TitleSchema = z
  .string()
  .trim()
  .min(1, { error: SESSION_MESSAGES.titleRequired, abort: true })
  .max(SESSION_LIMITS.titleMaxLength, { error: SESSION_MESSAGES.titleTooLong });
const NotesSchema = z.string().max(SESSION_LIMITS.notesMaxLength, { error: SESSION_MESSAGES.notesTooLong });
const StartSchema = IsoDateTime.describe('The start, an ISO date-time with its offset');
const DurationSchema = z
  .number({ error: SESSION_MESSAGES.durationInvalid })
  .int({ error: SESSION_MESSAGES.durationInvalid })
  .min(SESSION_LIMITS.durationMin, { error: SESSION_MESSAGES.durationInvalid })
  .max(SESSION_LIMITS.durationMax, { error: SESSION_MESSAGES.durationInvalid });

export const CreateSessionBodySchema = z.object({
  clientId: IdSchema.optional().describe("A coach names their client; a client books with their own coach and leaves it out"),
  title: TitleSchema.optional().describe("Defaults to 'Coaching session'"),
  scheduledDate: z.string({ error: SESSION_MESSAGES.dateRequired }).pipe(StartSchema),
  duration: DurationSchema.optional().describe("Minutes; a client's booking is always the coach's default duration"),
  location: SessionLocationSchema.optional(),
  notes: NotesSchema.optional().describe('The coach’s notes'),
  planTemplateId: IdSchema.optional().describe("A coach's own session-plan template: its title and agenda are copied onto the session"),
});
export type CreateSessionBody = z.input<typeof CreateSessionBodySchema>;

/** Editing details and rescheduling (a new scheduledDate or duration). */
export const UpdateSessionBodySchema = z.object({
  title: TitleSchema.optional(),
  scheduledDate: StartSchema.optional(),
  duration: DurationSchema.optional(),
  location: SessionLocationSchema.optional(),
  notes: NotesSchema.optional(),
});
export type UpdateSessionBody = z.input<typeof UpdateSessionBodySchema>;

export const CancelSessionBodySchema = z.object({
  reason: z
    .string({ error: SESSION_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: SESSION_MESSAGES.reasonRequired, abort: true })
    .max(SESSION_LIMITS.reasonMaxLength, { error: SESSION_MESSAGES.reasonTooLong }),
});

export const SessionFeedbackBodySchema = z.object({
  satisfaction: RatingSchema.default(SESSION_LIMITS.ratingDefault),
  clarity: RatingSchema.default(SESSION_LIMITS.ratingDefault),
  actionability: RatingSchema.default(SESSION_LIMITS.ratingDefault),
  comments: z.string().trim().max(SESSION_LIMITS.commentsMaxLength, { error: SESSION_MESSAGES.commentsTooLong }).default(''),
});
export type SessionFeedbackBody = z.input<typeof SessionFeedbackBodySchema>;

export const CompleteSessionBodySchema = z.object({ notes: NotesSchema.optional() });

export const SESSION_SORTS = ['scheduledDate', '-scheduledDate'] as const;
const DateParamSchema = z.union([IsoDateTime, z.iso.date()], { error: SESSION_MESSAGES.dateInvalid });

export const SessionListQuerySchema = z.object({
  status: z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const statuses = value.split(',').map((part) => part.trim());
      for (const status of statuses) {
        if (!(SESSION_STATUSES as readonly string[]).includes(status)) {
          context.addIssue({ code: 'custom', message: SESSION_MESSAGES.statusInvalid });
          return z.NEVER;
        }
      }
      return statuses as SessionStatus[];
    })
    .describe('One status, or several separated by commas'),
  dateFrom: DateParamSchema.optional().describe('Sessions starting at or after'),
  dateTo: DateParamSchema.optional().describe('Sessions starting before'),
  clientId: IdSchema.optional(),
  coachId: IdSchema.optional(),
  coach: z.string().trim().max(100).optional().describe("Part of the coach's first or last name, username or email (an admin's list)"),
  client: z.string().trim().max(100).optional().describe("Part of the client's first or last name, username or email (an admin's list)"),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(SESSION_LIMITS.pageMax).default(SESSION_LIMITS.pageDefault),
  sort: z.enum(SESSION_SORTS).default('-scheduledDate').describe("'scheduledDate' earliest first, '-scheduledDate' latest first"),
});
export type SessionListQuery = z.infer<typeof SessionListQuerySchema>;

export const UpcomingSessionsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(SESSION_LIMITS.bookingHorizonDaysMax).default(7),
  limit: z.coerce.number().int().min(1).max(SESSION_LIMITS.pageMax).default(10),
});

export const SessionListSchema = z.object({
  sessions: z.array(SessionSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});
export type SessionList = z.infer<typeof SessionListSchema>;
export const SessionResultSchema = z.object({ session: SessionSchema });
export const SessionsResultSchema = z.object({ sessions: z.array(SessionSchema) });

/** GET /sessions/{id}/analytics: what the session was and what moved since the one before. */
export const CoachingSessionAnalyticsSchema = z.object({
  plannedDuration: z.number().int(),
  /** Minutes between start and completion, when both happened. */
  actualDuration: z.number().int().nullable(),
  feedback: ClientFeedbackSchema.nullable(),
  previousSessionDate: IsoDateTime.nullable(),
  goalProgress: z.array(
    z.object({
      goalId: IdSchema,
      title: z.string(),
      progress: z.number().int(),
      /** Milestones the client completed between the previous session and this one (or now). */
      milestonesCompletedSince: z.number().int(),
    }),
  ),
});
export type CoachingSessionAnalytics = z.infer<typeof CoachingSessionAnalyticsSchema>;

// Availability and slots.

export const SessionPreferencesSchema = z.object({
  defaultDuration: z.number().int().min(SESSION_PREFERENCE_SLIDERS.defaultDuration.min).max(SESSION_PREFERENCE_SLIDERS.defaultDuration.max),
  bufferTime: z.number().int().min(SESSION_PREFERENCE_SLIDERS.bufferTime.min).max(SESSION_PREFERENCE_SLIDERS.bufferTime.max),
  maxDailyClients: z.number().int().min(SESSION_PREFERENCE_SLIDERS.maxDailyClients.min).max(SESSION_PREFERENCE_SLIDERS.maxDailyClients.max),
  autoAcceptBookings: z.boolean(),
  requireConfirmation: z.boolean(),
  allowRescheduling: z.boolean(),
  cancellationNotice: z
    .number()
    .int()
    .min(SESSION_PREFERENCE_SLIDERS.cancellationNotice.min)
    .max(SESSION_PREFERENCE_SLIDERS.cancellationNotice.max)
    .describe('Hours before the start within which a client’s cancellation or reschedule is late'),
  minimumNotice: z.number().int().min(0).max(SESSION_LIMITS.minimumNoticeHoursMax).describe('Hours: no booking starts sooner'),
  bookingHorizon: z.number().int().min(1).max(SESSION_LIMITS.bookingHorizonDaysMax).describe('Days: no booking starts later'),
});
export type SessionPreferences = z.infer<typeof SessionPreferencesSchema>;

export function defaultSessionPreferences(): SessionPreferences {
  return {
    defaultDuration: SESSION_PREFERENCE_SLIDERS.defaultDuration.default,
    bufferTime: SESSION_PREFERENCE_SLIDERS.bufferTime.default,
    maxDailyClients: SESSION_PREFERENCE_SLIDERS.maxDailyClients.default,
    autoAcceptBookings: false,
    requireConfirmation: true,
    allowRescheduling: true,
    cancellationNotice: SESSION_PREFERENCE_SLIDERS.cancellationNotice.default,
    minimumNotice: SESSION_LIMITS.minimumNoticeHoursDefault,
    bookingHorizon: SESSION_LIMITS.bookingHorizonDaysDefault,
  };
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const AvailabilityOverrideSchema = DayAvailabilitySchema.extend({
  date: z.string().regex(DATE_PATTERN, { error: SESSION_MESSAGES.dateInvalid }).describe("A date in the coach's timezone, YYYY-MM-DD"),
});
export type AvailabilityOverride = z.infer<typeof AvailabilityOverrideSchema>;

export const BlockedTimeSchema = z.object({
  _id: IdSchema.optional(),
  start: IsoDateTime,
  end: IsoDateTime,
  reason: z.string().trim().max(SESSION_LIMITS.reasonMaxLength).default(''),
});
export type BlockedTime = z.infer<typeof BlockedTimeSchema>;

/** GET and PUT /coach/availability: weekly hours, date overrides, blocked times and the session preferences. */
export const CoachAvailabilitySchema = z.object({
  timezone: z.string(),
  weekly: WeeklyAvailabilitySchema,
  overrides: z.array(AvailabilityOverrideSchema),
  blocks: z.array(BlockedTimeSchema.extend({ _id: IdSchema, reason: z.string() })),
  sessionPreferences: SessionPreferencesSchema,
});
export type CoachAvailability = z.infer<typeof CoachAvailabilitySchema>;

export const UpdateCoachAvailabilityBodySchema = z.object({
  timezone: TimeZoneSchema.optional().describe("The coach's timezone (their profile's)"),
  weekly: WeeklyAvailabilitySchema.optional(),
  overrides: z.array(AvailabilityOverrideSchema).max(SESSION_LIMITS.overridesMax).optional().describe('Replaces every override'),
  blocks: z.array(BlockedTimeSchema).max(SESSION_LIMITS.blocksMax).optional().describe('Replaces every blocked time'),
  sessionPreferences: SessionPreferencesSchema.partial().optional(),
});
export type UpdateCoachAvailabilityBody = z.input<typeof UpdateCoachAvailabilityBodySchema>;

export const AvailabilityQuerySchema = z.object({
  from: DateParamSchema.optional().describe('Default: now'),
  to: DateParamSchema.optional().describe('Default: 14 days after from; at most the booking horizon'),
});

export const SlotSchema = z.object({ start: IsoDateTime, end: IsoDateTime });
export type Slot = z.infer<typeof SlotSchema>;
export const BookableSlotsSchema = z.object({
  coachId: IdSchema,
  timezone: z.string().describe("The coach's timezone, in which the hours are kept"),
  duration: z.number().int(),
  slots: z.array(SlotSchema),
});
export type BookableSlots = z.infer<typeof BookableSlotsSchema>;

/** The private address of a person's calendar feed (ICS): anyone holding it can read the feed, so it can be replaced. */
export const CalendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
