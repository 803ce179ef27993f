import { defaultCoachSettings, type CoachSettings, type Preferences, type SessionPreferences, type UpdateCoachAvailabilityBody, type UpdateMeBody, type User } from '@coaching/contract';

/** What the Save button stores on the user (PUT /auth/me). */
export type AccountSettings = { coachSettings: CoachSettings; notifications: Preferences['notifications'] };

/** The session preferences this page edits; the schedule page edits the booking notice and horizon too. */
export const SESSION_PREFERENCE_FIELDS = [
  'defaultDuration',
  'bufferTime',
  'maxDailyClients',
  'cancellationNotice',
  'autoAcceptBookings',
  'requireConfirmation',
  'allowRescheduling',
] as const satisfies readonly (keyof SessionPreferences)[];

export function accountSettingsOf(user: User): AccountSettings {
  return { coachSettings: user.coachSettings ?? defaultCoachSettings(), notifications: user.preferences.notifications };
}

export function updateMeBody(settings: AccountSettings): UpdateMeBody {
  return { coachSettings: settings.coachSettings, preferences: { notifications: settings.notifications } };
}

export function availabilityBody(preferences: SessionPreferences): UpdateCoachAvailabilityBody {
  return { sessionPreferences: Object.fromEntries(SESSION_PREFERENCE_FIELDS.map((key) => [key, preferences[key]])) };
}
