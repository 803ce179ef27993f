import { type CoachDirectoryQuery, DEFAULT_TIMEZONE, notificationSettingsOf } from '@coaching/contract';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type CoachVerificationRecord, users, type NewUserRow, type UserRow } from '../../db/schema/users.js';
import { preferencesFrom } from './users.mapper.js';

export type { CoachVerificationRecord, NewUserRow, UserRow };
export type Person = Pick<UserRow, 'id' | 'role' | 'coachId'> & { firstName: string; lastName: string; timezone: string };
/** How to reach a person and where they are: for mail and for the crisis resources of their country. */
export type Contact = Person & {
  email: string;
  timezone: string;
  phone: string;
  language: string;
  /** Both email switches are on: the notification setting (preferences) and the profile's communication preference. */
  wantsEmail: boolean;
  /** Push notifications are on, in both places the account keeps them (browsers and Web Push). */
  wantsPush: boolean;
  /** Text messages are on, in both places the account keeps them. */
  wantsSms: boolean;
  /** Session reminders are on (preferences.notifications.sessionReminders). */
  wantsSessionReminders: boolean;
  /** Goal notifications are on (preferences.notifications.goalUpdates). */
  wantsGoalUpdates: boolean;
  /** The weekly progress report is on (profile.communicationPreferences.weeklyReports); it is mailed only with wantsEmail. */
  wantsWeeklyReports: boolean;
  /** The account may sign in: active and not deleted. */
  active: boolean;
};

const contactColumns = {
  id: users.id,
  role: users.role,
  coachId: users.coachId,
  email: users.email,
  profile: users.profile,
  preferences: users.preferences,
  isActive: users.isActive,
  deletedAt: users.deletedAt,
};

function toContact(row: { [K in keyof typeof contactColumns]: UserRow[K] }): Contact {
  const { profile, preferences: saved, isActive, deletedAt, ...rest } = row;
  const preferences = preferencesFrom(saved);
  const wants = notificationSettingsOf({ profile, preferences });
  return {
    ...rest,
    firstName: profile.firstName,
    lastName: profile.lastName,
    timezone: profile.timezone || DEFAULT_TIMEZONE,
    phone: profile.phone,
    language: preferences.language,
    wantsEmail: wants.email,
    wantsPush: wants.push,
    wantsSms: wants.sms,
    wantsSessionReminders: wants.sessionReminders,
    wantsGoalUpdates: wants.goalUpdates,
    wantsWeeklyReports: wants.weeklyReports,
    active: isActive && deletedAt === null,
  };
}

/** A profile saved without a timezone is in the default one. */
const timezoneOf = sql<string>`coalesce(${users.profile}->>'timezone', ${DEFAULT_TIMEZONE})`;
const activeClient = and(eq(users.role, 'client'), eq(users.isActive, true), isNull(users.deletedAt));

export function createUsersRepository(db: Db) {
  return {
    async findById(id: string, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async existsByUsername(username: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row !== undefined;
    },

    async insert(values: NewUserRow, tx: Db = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<Omit<NewUserRow, 'id'>>, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** The coach of a client; undefined when the id is not a client's or the client has no coach. */
    async findCoachIdOfClient(clientId: string, tx: Db = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ coachId: users.coachId })
        .from(users)
        .where(and(eq(users.id, clientId), eq(users.role, 'client')))
        .limit(1);
      return row?.coachId ?? undefined;
    },

    /** Who the users are, without anything secret: id, role, coach and name. */
    async findContact(id: string, tx: Db = db): Promise<Contact | undefined> {
      const [row] = await tx.select(contactColumns).from(users).where(eq(users.id, id)).limit(1);
      return row && toContact(row);
    },

    /** The timezones the active clients live in, each once. */
    async listActiveClientTimezones(tx: Db = db): Promise<string[]> {
      const rows = await tx.selectDistinct({ timezone: timezoneOf }).from(users).where(activeClient);
      return rows.map((row) => row.timezone);
    },

    /** The active clients of these timezones whose account was made by `joinedBy`. */
    async listActiveClientContactsIn(timezones: string[], joinedBy: Date, tx: Db = db): Promise<Contact[]> {
      if (timezones.length === 0) return [];
      const rows = await tx
        .select(contactColumns)
        .from(users)
        .where(and(activeClient, inArray(timezoneOf, timezones), lte(users.createdAt, joinedBy)));
      return rows.map(toContact);
    },

    async findPeople(ids: string[], tx: Db = db): Promise<Person[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: users.id, role: users.role, coachId: users.coachId, profile: users.profile })
        .from(users)
        .where(inArray(users.id, ids));
      return rows.map(({ profile, ...row }) => ({ ...row, firstName: profile.firstName, lastName: profile.lastName, timezone: profile.timezone }));
    },

    async listClientIds(tx: Db = db): Promise<string[]> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'client'));
      return rows.map((row) => row.id);
    },

    /** Every active coach of a verification status (or all), by name: the directory. */
    async listActiveCoaches(verification: CoachDirectoryQuery['verification'], tx: Db = db): Promise<UserRow[]> {
      return tx
        .select()
        .from(users)
        .where(and(eq(users.role, 'coach'), eq(users.isActive, true), verification === 'all' ? undefined : eq(users.verificationStatus, verification)))
        .orderBy(sql`lower(${users.profile}->>'lastName')`, sql`lower(${users.profile}->>'firstName')`, users.id);
    },

    async listActiveIdsOfRole(role: UserRow['role'], tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, role), eq(users.isActive, true)));
      return rows.map((row) => row.id);
    },

    async listClientIdsOfCoach(coachId: string, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.coachId, coachId), eq(users.role, 'client')));
      return rows.map((row) => row.id);
    },

    async count(tx: Db = db): Promise<number> {
      const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
      return row?.count ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
