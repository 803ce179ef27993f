import {
  defaultCoachSettings,
  notificationSettingsBody,
  notificationSettingsOf,
  type CoachSettings,
  type NotificationSettings,
  type SessionPreferences,
  type UpdateCoachAvailabilityBody,
  type UpdateMeBody,
  type User,
} from '@coaching/contract';

/** The notification switches of the coach's page. */
export type CoachNotifications = Pick<NotificationSettings, 'email' | 'push' | 'sms'>;

/** What the Save button stores on the user (PUT /auth/me). */
export type AccountSettings = { coachSettings: CoachSettings; notifications: CoachNotifications };

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
  const { email, push, sms } = notificationSettingsOf(user);
  return { coachSettings: user.coachSettings ?? defaultCoachSettings(), notifications: { email, push, sms } };
}

/** Both places the account keeps email, push and SMS are set (see notificationSettingsOf). */
export function updateMeBody(settings: AccountSettings): UpdateMeBody {
  return { coachSettings: settings.coachSettings, ...notificationSettingsBody(settings.notifications) };
}

export function availabilityBody(preferences: SessionPreferences): UpdateCoachAvailabilityBody {
  return { sessionPreferences: Object.fromEntries(SESSION_PREFERENCE_FIELDS.map((key) => [key, preferences[key]])) };
}
