import { z } from 'zod';
import {
  AVAILABILITY_DEFAULT,
  BIO_MAX_LENGTH,
  COACHING_STYLES,
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  DEFAULT_TIMEZONE,
  LANGUAGES,
  PERMISSIONS,
  PHONE_MAX_LENGTH,
  PROFILE_VISIBILITY,
  ROLES,
  THEMES,
  WEEKDAYS,
} from './constants.js';
import { CoachVerificationSchema, VerificationStatusSchema } from './coach-verification.js';
import { FirstNameSchema, LastNameSchema, TextListSchema, TimeZoneSchema } from './fields.js';

export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const PermissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof PermissionSchema>;

export const CommunicationPreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  weeklyReports: z.boolean(),
});

export const ProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  bio: z.string(),
  timezone: z.string(),
  languages: z.array(z.string()),
  communicationPreferences: CommunicationPreferencesSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

export const PreferencesSchema = z.object({
  notifications: z.object({
    email: z.boolean(),
    sms: z.boolean(),
    push: z.boolean(),
    sessionReminders: z.boolean().describe('Reminders before a session (24 h and 1 h), in the app and, with email on, by mail'),
    goalUpdates: z.boolean().describe("Goal notifications: a client hears of their coach's changes to their goals, a coach of a client completing one"),
  }),
  language: z.string(),
  theme: z.enum(THEMES),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/**
 * Coach settings (spec section 3, sent as coachSettings) that the platform honours. Session
 * preferences and blocked time slots are the coach's schedule (GET/PUT /coaches/{id}/availability);
 * there is no direct Google or Outlook sync (the calendar feed URL is subscribed to instead), so
 * those switches are not fields.
 */
export const CoachSettingsSchema = z.object({
  privacy: z.object({
    profileVisibility: z
      .enum(PROFILE_VISIBILITY)
      .describe("public: in the coach directory for everyone; clients_only: for their own clients; private: nobody else"),
    showRating: z.boolean(),
    showAvailability: z.boolean(),
    allowDirectMessages: z.boolean().describe('Whether their clients may start a conversation with them'),
  }),
  aiAssistance: z.object({
    enableAISuggestions: z.boolean().describe('Coaching suggestions in conversations with clients'),
    autoGenerateNotes: z.boolean().describe('A draft of session notes from the AI when a session is completed'),
    conversationAnalysis: z.boolean(),
    clientInsights: z.boolean(),
    sessionPreparation: z.boolean().describe('The pre-session brief'),
  }),
  calendar: z.object({ showPersonalEvents: z.boolean().describe("Blocked times shown on the coach's calendar") }),
});
export type CoachSettings = z.infer<typeof CoachSettingsSchema>;
export function defaultCoachSettings(): CoachSettings {
  return {
    privacy: { profileVisibility: 'clients_only', showRating: true, showAvailability: true, allowDirectMessages: true },
    aiAssistance: { enableAISuggestions: true, autoGenerateNotes: true, conversationAnalysis: true, clientInsights: true, sessionPreparation: true },
    calendar: { showPersonalEvents: true },
  };
}

/**
 * A client's privacy settings (spec section 3 defaults). shareProgressWithCoach also decides what
 * their coach sees of their AI coaching: on, the full transcripts; off, the summaries only (safety
 * alerts reach the coach either way).
 */
export const PrivacySchema = z.object({
  shareProgressWithCoach: z.boolean(),
  allowDataAnalytics: z.boolean(),
  visibleToOtherClients: z.boolean(),
});
export type Privacy = z.infer<typeof PrivacySchema>;
export function defaultPrivacy(): Privacy {
  return { shareProgressWithCoach: true, allowDataAnalytics: true, visibleToOtherClients: false };
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DayAvailabilitySchema = z.object({
  available: z.boolean(),
  startTime: z.string().regex(TIME_PATTERN, { error: 'Use a time such as 09:00' }),
  endTime: z.string().regex(TIME_PATTERN, { error: 'Use a time such as 17:00' }),
});
export const WeeklyAvailabilitySchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, DayAvailabilitySchema])) as Record<
    (typeof WEEKDAYS)[number],
    typeof DayAvailabilitySchema
  >,
);

export type WeeklyAvailability = z.infer<typeof WeeklyAvailabilitySchema>;

export const CoachSpecificSchema = z.object({
  certifications: z.array(z.string()),
  specializations: z.array(z.string()),
  experience: z.number().int().describe('Years of coaching experience'),
  hourlyRate: z.number().nullable(),
  availability: WeeklyAvailabilitySchema,
  rating: z.number().describe('Average session rating, 0 to 5'),
  totalSessions: z.number().int(),
});
export type CoachSpecific = z.infer<typeof CoachSpecificSchema>;

export const ClientSpecificSchema = z.object({
  goals: z.array(z.string()),
  currentChallenges: z.array(z.string()),
  preferredCoachingStyle: z
    .string()
    .describe("One of the AI coach's coaching styles (directive, non-directive, solution-focused, cognitive-behavioral), or '' for none"),
  achievedGoals: z.number().int(),
});
export type ClientSpecific = z.infer<typeof ClientSpecificSchema>;

export const UserSchema = z.object({
  _id: z.uuid(),
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
  coachId: z.uuid().nullable().describe("The client's coach; null for coaches, admins and unassigned clients"),
  profile: ProfileSchema,
  preferences: PreferencesSchema,
  coachSpecific: CoachSpecificSchema.optional(),
  clientSpecific: ClientSpecificSchema.optional(),
  coachSettings: CoachSettingsSchema.optional().describe('Coaches only'),
  privacy: PrivacySchema.optional().describe('Clients only'),
  permissions: z.array(PermissionSchema).optional().describe('Admins only: what this admin may do beyond the role (users.manage, analytics.view, ...)'),
  verification: CoachVerificationSchema.optional().describe('Coaches only: pending until an admin verifies them; only a verified coach invites and takes clients'),
});
export type User = z.infer<typeof UserSchema>;

export function defaultProfile(firstName: string, lastName: string): Profile {
  return {
    firstName,
    lastName,
    phone: '',
    bio: '',
    timezone: DEFAULT_TIMEZONE,
    languages: [],
    communicationPreferences: {
      emailNotifications: true,
      pushNotifications: true,
      smsNotifications: false,
      weeklyReports: true,
    },
  };
}

export function defaultPreferences(): Preferences {
  return {
    notifications: { email: true, sms: false, push: true, sessionReminders: true, goalUpdates: true },
    language: DEFAULT_LANGUAGE,
    theme: DEFAULT_THEME,
  };
}

export function defaultCoachSpecific(): CoachSpecific {
  const availability = Object.fromEntries(WEEKDAYS.map((day) => [day, { ...AVAILABILITY_DEFAULT }]));
  return {
    certifications: [],
    specializations: [],
    experience: 0,
    hourlyRate: null,
    availability: availability as CoachSpecific['availability'],
    rating: 0,
    totalSessions: 0,
  };
}

export function defaultClientSpecific(): ClientSpecific {
  return { goals: [], currentChallenges: [], preferredCoachingStyle: '', achievedGoals: 0 };
}

const OptionalText = (max: number) => z.string().trim().max(max, { error: `Must be at most ${max} characters` });

export const ProfileUpdateSchema = z.strictObject({
  firstName: FirstNameSchema.optional(),
  lastName: LastNameSchema.optional(),
  phone: OptionalText(PHONE_MAX_LENGTH).optional(),
  bio: OptionalText(BIO_MAX_LENGTH).optional(),
  timezone: TimeZoneSchema.optional(),
  languages: TextListSchema.optional(),
  communicationPreferences: CommunicationPreferencesSchema.partial().strict().optional(),
});

export const PreferencesUpdateSchema = z.strictObject({
  notifications: PreferencesSchema.shape.notifications.partial().strict().optional(),
  language: z.enum(LANGUAGES).optional(),
  theme: z.enum(THEMES).optional(),
});

export const CoachSpecificUpdateSchema = z.strictObject({
  certifications: TextListSchema.optional(),
  specializations: TextListSchema.optional(),
  experience: z.number().int().min(0).max(80).optional(),
  hourlyRate: z.number().min(0).max(100_000).nullable().optional(),
  availability: z
    .strictObject(
      Object.fromEntries(WEEKDAYS.map((day) => [day, DayAvailabilitySchema.strict().optional()])) as Record<
        (typeof WEEKDAYS)[number],
        z.ZodOptional<typeof DayAvailabilitySchema>
      >,
    )
    .optional(),
});

export const ClientSpecificUpdateSchema = z.strictObject({
  goals: TextListSchema.optional(),
  currentChallenges: TextListSchema.optional(),
  preferredCoachingStyle: z
    .enum([...COACHING_STYLES, ''], { error: 'preferredCoachingStyle must be directive, non-directive, solution-focused, cognitive-behavioral or empty' })
    .optional()
    .describe("One of the AI coach's coaching styles, or '' for none: the client's new AI conversations start in its methodology"),
});

/** PUT /auth/me: a partial update of the caller's own profile; role, isActive and ids are not fields here. */
export const UpdateMeBodySchema = z.strictObject({
  profile: ProfileUpdateSchema.optional(),
  preferences: PreferencesUpdateSchema.optional(),
  coachSpecific: CoachSpecificUpdateSchema.optional().describe('Coaches only'),
  clientSpecific: ClientSpecificUpdateSchema.optional().describe('Clients only'),
  coachSettings: z
    .strictObject({
      privacy: CoachSettingsSchema.shape.privacy.partial().strict().optional(),
      aiAssistance: CoachSettingsSchema.shape.aiAssistance.partial().strict().optional(),
      calendar: CoachSettingsSchema.shape.calendar.partial().strict().optional(),
    })
    .optional()
    .describe('Coaches only'),
  privacy: PrivacySchema.partial().strict().optional().describe('Clients only'),
});
export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>;

/** One coach of the directory (GET /users/coaches): what a client may know of a coach before working with them. */
export const CoachDirectoryEntrySchema = z.object({
  _id: z.uuid(),
  verificationStatus: VerificationStatusSchema.describe("Always 'verified' but in an admin's list of the others"),
  profile: z.object({ firstName: z.string(), lastName: z.string(), bio: z.string(), timezone: z.string(), languages: z.array(z.string()) }),
  coachSpecific: CoachSpecificSchema.pick({ certifications: true, specializations: true, experience: true, hourlyRate: true, totalSessions: true }).extend({
    rating: CoachSpecificSchema.shape.rating.optional().describe('Absent when the coach hides their rating (coachSettings.privacy.showRating)'),
    availability: WeeklyAvailabilitySchema.optional().describe('Their weekly hours; absent when the coach hides them (coachSettings.privacy.showAvailability)'),
  }),
});
export type CoachDirectoryEntry = z.infer<typeof CoachDirectoryEntrySchema>;
export const CoachDirectorySchema = z.object({ coaches: z.array(CoachDirectoryEntrySchema) });
