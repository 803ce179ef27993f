import { type CoachSettings, type CoachVerification, defaultCoachSettings, defaultPreferences, defaultPrivacy, type Preferences, type Privacy, type User } from '@coaching/contract';
import type { UserRow } from './users.repository.js';

/**
 * Each default field, or the saved value when it is there and of the default's type: settings saved by an
 * older version (a field since dropped or renamed) never reach a reply.
 */
function over<T extends Record<string, unknown>>(defaults: T, saved: Partial<T> | undefined): T {
  const merged = Object.entries(defaults).map(([key, fallback]) => {
    const value = saved?.[key];
    return [key, typeof value === typeof fallback ? value : fallback];
  });
  return Object.fromEntries(merged) as T;
}

/** A coach's settings: what they saved over the defaults, group by group. */
export function coachSettingsFrom(saved: Partial<CoachSettings> | null | undefined): CoachSettings {
  const defaults = defaultCoachSettings();
  return {
    privacy: over(defaults.privacy, saved?.privacy),
    aiAssistance: over(defaults.aiAssistance, saved?.aiAssistance),
    calendar: over(defaults.calendar, saved?.calendar),
  };
}

/** A client's privacy settings: what they saved over the defaults. */
export function privacyFrom(saved: Partial<Privacy> | null | undefined): Privacy {
  return over(defaultPrivacy(), saved ?? undefined);
}

/**
 * A user's preferences over the defaults: notification switches added since an account was made (session
 * reminders, goal updates) read as the defaults until the user changes them.
 */
export function preferencesFrom(saved: Partial<Preferences> | null | undefined): Preferences {
  const defaults = defaultPreferences();
  return {
    notifications: over(defaults.notifications, saved?.notifications),
    language: typeof saved?.language === 'string' ? saved.language : defaults.language,
    theme: saved?.theme ?? defaults.theme,
  };
}

/** A coach's verification as they and admins read it; a coach without a record is pending with nothing submitted. */
export function verificationOf(row: Pick<UserRow, 'verificationStatus' | 'verification'>): CoachVerification {
  const record = row.verification;
  return {
    status: row.verificationStatus ?? 'pending',
    certifications: record?.certifications ?? [],
    experience: record?.experience ?? null,
    submittedAt: record?.submittedAt ?? null,
    decidedAt: record?.decidedAt ?? null,
    reason: record?.reason ?? null,
  };
}

/** The public shape of a user: never the password hash, always ISO dates and `_id`. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    coachId: row.coachId,
    profile: row.profile,
    preferences: preferencesFrom(row.preferences),
    ...(row.role === 'coach' && row.coachSpecific ? { coachSpecific: row.coachSpecific } : {}),
    ...(row.role === 'client' && row.clientSpecific ? { clientSpecific: row.clientSpecific } : {}),
    ...(row.role === 'coach' ? { coachSettings: coachSettingsFrom(row.coachSettings) } : {}),
    ...(row.role === 'client' ? { privacy: privacyFrom(row.privacy) } : {}),
    ...(row.role === 'admin' ? { permissions: row.permissions } : {}),
    ...(row.role === 'coach' ? { verification: verificationOf(row) } : {}),
  };
}
