import { describe, expect, it } from 'vitest';
import { notificationSettingsBody, notificationSettingsOf } from './notifications.js';
import { defaultPreferences, defaultProfile } from './users.js';

const user = () => ({ profile: defaultProfile('Jordan', 'Taylor'), preferences: defaultPreferences() });

describe('notificationSettingsOf', () => {
  it('gives the spec defaults for a new account', () => {
    expect(notificationSettingsOf(user())).toEqual({ email: true, sms: false, push: true, weeklyReports: true, sessionReminders: true, goalUpdates: true });
  });

  it('reads email, SMS and push as on only when both copies of the spec User say so', () => {
    const account = user();
    account.profile.communicationPreferences.emailNotifications = false;
    account.preferences.notifications.push = false;
    expect(notificationSettingsOf(account)).toMatchObject({ email: false, push: false, weeklyReports: true });
  });
});

describe('notificationSettingsBody', () => {
  it('sets both copies of a channel, and only what changed', () => {
    expect(notificationSettingsBody({ email: false })).toEqual({
      preferences: { notifications: { email: false } },
      profile: { communicationPreferences: { emailNotifications: false } },
    });
    expect(notificationSettingsBody({ sessionReminders: false })).toEqual({ preferences: { notifications: { sessionReminders: false } } });
    expect(notificationSettingsBody({ weeklyReports: false })).toEqual({ profile: { communicationPreferences: { weeklyReports: false } } });
  });
});
