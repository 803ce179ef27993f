import type { CoachDirectoryEntry, CoachDirectoryQuery, CoachSettings, Permission, Privacy, RegisterBody, UpdateMeBody, User, VerificationStatus, WeeklyAvailability } from '@coaching/contract';
import {
  COACH_SETTINGS_MESSAGES,
  COACH_VERIFICATION_MESSAGES,
  defaultPlatformSettings,
  defaultClientSpecific,
  defaultCoachSpecific,
  defaultPreferences,
  defaultProfile,
} from '@coaching/contract';
import type { Db } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { AppError, validationError } from '../../http/app-error.js';
import type { UserEvents } from '../../realtime/index.js';
import { coachSettingsFrom, preferencesFrom, privacyFrom, toUser } from './users.mapper.js';
import type { CoachVerificationRecord, Contact, Person, UserRow, UsersRepository } from './users.repository.js';

export type { CoachVerificationRecord, Contact, Person, UserRow };

/** A coach of the directory and who may find them there (coachSettings.privacy.profileVisibility). */
export type DirectoryListing = { entry: CoachDirectoryEntry; visibility: CoachSettings['privacy']['profileVisibility'] };

export type NewAccount = Omit<RegisterBody, 'password' | 'role'> & {
  role: UserRow['role'];
  passwordHash: string;
  coachId?: string | null;
  /** An admin's permissions: what the admin who invites them grants, none unless given. */
  permissions?: Permission[];
  /** A coach's verification to start with; by the platform's requirement when not given (useCoachVerificationRequirement). */
  verificationStatus?: VerificationStatus;
  /** The account's language (preferences.language); the default when not given. */
  language?: string;
};

/** A coach's verification before anything was submitted. */
export const emptyVerification = (): CoachVerificationRecord => ({ certifications: [], experience: null, submittedAt: null, decidedAt: null, decidedBy: null, reason: null });

/** What an admin changes of another account (issue 20): the admin user form, and permissions. */
export type AdminChanges = Partial<
  Pick<UserRow, 'email' | 'role' | 'profile' | 'permissions' | 'coachSpecific' | 'clientSpecific' | 'coachId' | 'verificationStatus' | 'verification'>
>;

const emailTaken = () => new AppError('EMAIL_TAKEN');
const usernameTaken = () => new AppError('USERNAME_TAKEN');
const userNotFound = () => new AppError('NOT_FOUND', 'User not found');

export function createUsersService(deps: {
  users: UsersRepository;
  /**
   * Revokes a deactivated user's sessions on every instance and ends their open event streams, and tells
   * the session caches of every change to a user's record; absent in the seed.
   */
  userEvents?: Pick<UserEvents, 'endSessions' | 'revokeSessions' | 'userChanged'>;
}) {
  const { users: repository } = deps;
  // Every write to a user's row goes through here: the session caches holding the old record drop it
  // once the change has committed.
  const users = {
    ...repository,
    async update(...args: Parameters<UsersRepository['update']>): ReturnType<UsersRepository['update']> {
      const row = await repository.update(...args);
      deps.userEvents?.userChanged(args[0]);
      return row;
    },
  };

  /**
   * Whether a coach who joins from now on waits for an admin's verification (issue 20). The platform
   * settings' coachVerificationRequired, once a module hands it over; its default until then.
   */
  let coachVerificationRequired = () => defaultPlatformSettings().general.coachVerificationRequired;

  async function requireUser(userId: string) {
    const row = await users.findById(userId);
    if (!row) throw userNotFound();
    return row;
  }

  return {
    /** Includes the password hash: for the auth module's sign-in and nothing else. */
    findAccountByEmail: (email: string) => users.findByEmail(email),
    findAccountById: (userId: string, tx?: Db) => users.findById(userId, tx),

    /** The seam through which the platform settings decide whether new coaches wait for verification. */
    useCoachVerificationRequirement(required: () => boolean): void {
      coachVerificationRequired = required;
    },

    /** Where a coach who joins now starts: pending while the platform requires verification, else verified. */
    newCoachVerificationStatus(): VerificationStatus {
      return coachVerificationRequired() ? 'pending' : 'verified';
    },

    async createAccount(account: NewAccount, tx?: Db): Promise<UserRow> {
      if (await users.findByEmail(account.email, tx)) throw emailTaken();
      if (await users.existsByUsername(account.username, tx)) throw usernameTaken();
      const profile = defaultProfile(account.profile.firstName, account.profile.lastName);
      const isCoach = account.role === 'coach';
      const verificationStatus = account.verificationStatus ?? (coachVerificationRequired() ? 'pending' : 'verified');
      try {
        return await users.insert(
          {
            email: account.email,
            username: account.username,
            passwordHash: account.passwordHash,
            role: account.role,
            coachId: account.coachId ?? null,
            profile: { ...profile, phone: account.profile.phone ?? '', bio: account.profile.bio ?? '' },
            preferences: { ...defaultPreferences(), ...(account.language ? { language: account.language } : {}) },
            coachSpecific: isCoach ? defaultCoachSpecific() : null,
            verificationStatus: isCoach ? verificationStatus : null,
            verification: isCoach ? emptyVerification() : null,
            clientSpecific: account.role === 'client' ? defaultClientSpecific() : null,
            permissions: account.role === 'admin' ? [...new Set(account.permissions ?? [])] : [],
          },
          tx,
        );
      } catch (error) {
        // Two sign-ups racing for one address: the unique index decides, the loser hears 409.
        const constraint = violatedUniqueConstraint(error);
        if (constraint?.includes('email')) throw emailTaken();
        if (constraint?.includes('username')) throw usernameTaken();
        throw error;
      }
    },

    async setPasswordHash(userId: string, passwordHash: string, now: Date, tx?: Db): Promise<void> {
      await users.update(userId, { passwordHash, passwordChangedAt: now }, tx);
    },

    async recordSignIn(userId: string, now: Date): Promise<UserRow | undefined> {
      return users.update(userId, { lastLoginAt: now });
    },

    async setActive(userId: string, isActive: boolean, tx?: Db): Promise<UserRow> {
      const row = await users.update(userId, { isActive }, tx);
      if (!row) throw userNotFound();
      if (!isActive) {
        deps.userEvents?.revokeSessions(userId);
        deps.userEvents?.endSessions(userId, 'deactivated');
      }
      return row;
    },

    /** An admin's edit of an account (issue 20); an email someone else has is refused with 409. */
    async saveAdminChanges(userId: string, changes: AdminChanges, tx?: Db): Promise<UserRow> {
      try {
        const row = await users.update(userId, changes, tx);
        if (!row) throw userNotFound();
        return row;
      } catch (error) {
        if (violatedUniqueConstraint(error)?.includes('email')) throw emailTaken();
        throw error;
      }
    },

    /** What the user may do as an admin beyond the role: none for anyone but an active admin. */
    async permissionsOf(userId: string, tx?: Db): Promise<Permission[]> {
      const row = await users.findById(userId, tx);
      return row?.role === 'admin' && row.isActive && row.deletedAt === null ? row.permissions : [];
    },

    findCoachIdOfClient: (clientId: string, tx?: Db) => users.findCoachIdOfClient(clientId, tx),

    async findPerson(userId: string, tx?: Db): Promise<Person | undefined> {
      const [person] = await users.findPeople([userId], tx);
      return person;
    },
    findPeople: (userIds: string[], tx?: Db) => users.findPeople(userIds, tx),
    findContact: (userId: string, tx?: Db) => users.findContact(userId, tx),
    clientIdsOfCoach: (coachId: string, tx?: Db) => users.listClientIdsOfCoach(coachId, tx),
    allClientIds: (tx?: Db) => users.listClientIds(tx),
    /** The timezones of the active clients (the weekly report's sweep finds whose Monday morning it is). */
    activeClientTimezones: (tx?: Db) => users.listActiveClientTimezones(tx),
    /** The active clients of these timezones who had an account by `joinedBy`, with their notification switches. */
    activeClientContactsIn: (timezones: string[], joinedBy: Date, tx?: Db) => users.listActiveClientContactsIn(timezones, joinedBy, tx),
    /** Every active admin: they watch over every client (safety alerts). */
    activeAdminIds: (tx?: Db) => users.listActiveIdsOfRole('admin', tx),

    /** A coach's verification status; undefined for anyone who is not a coach. */
    async verificationStatusOf(userId: string, tx?: Db): Promise<VerificationStatus | undefined> {
      const row = await users.findById(userId, tx);
      return row?.role === 'coach' ? (row.verificationStatus ?? 'pending') : undefined;
    },

    /** A coach's verification as submitted or decided (issue 20); the status and the record change together. */
    async saveVerification(coachId: string, status: VerificationStatus, record: CoachVerificationRecord, tx?: Db): Promise<UserRow> {
      const row = await users.update(coachId, { verificationStatus: status, verification: record }, tx);
      if (!row) throw userNotFound();
      return row;
    },

    /**
     * The active coaches of the directory (the verified ones unless told), as it shows them: their public
     * profile, none of their account, their rating and weekly hours only when they show them; with who may
     * find them (the caller decides).
     */
    async coachDirectory(verification: CoachDirectoryQuery['verification'] = 'verified'): Promise<DirectoryListing[]> {
      return (await users.listActiveCoaches(verification)).map((row) => {
        const coach = row.coachSpecific ?? defaultCoachSpecific();
        const { privacy } = coachSettingsFrom(row.coachSettings);
        const entry: CoachDirectoryEntry = {
          _id: row.id,
          verificationStatus: row.verificationStatus ?? 'pending',
          profile: { firstName: row.profile.firstName, lastName: row.profile.lastName, bio: row.profile.bio, timezone: row.profile.timezone, languages: row.profile.languages },
          coachSpecific: {
            certifications: coach.certifications,
            specializations: coach.specializations,
            experience: coach.experience,
            hourlyRate: coach.hourlyRate,
            totalSessions: coach.totalSessions,
            ...(privacy.showRating ? { rating: coach.rating } : {}),
            ...(privacy.showAvailability ? { availability: coach.availability } : {}),
          },
        };
        return { entry, visibility: privacy.profileVisibility };
      });
    },

    /** A coach's settings, the defaults filling what they have not saved. */
    async coachSettingsOf(coachId: string, tx?: Db): Promise<CoachSettings> {
      const row = await users.findById(coachId, tx);
      if (row?.role !== 'coach') throw new AppError('NOT_FOUND', 'Coach not found');
      return coachSettingsFrom(row.coachSettings);
    },

    /** A client's privacy settings, the defaults filling what they have not saved. */
    async privacyOf(clientId: string, tx?: Db): Promise<Privacy> {
      const row = await users.findById(clientId, tx);
      if (row?.role !== 'client') throw new AppError('NOT_FOUND', 'Client not found');
      return privacyFrom(row.privacy);
    },

    /** A coach's weekly hours and the timezone they are kept in; undefined for anyone who is not a coach. */
    async coachCalendar(coachId: string): Promise<{ timezone: string; availability: WeeklyAvailability } | undefined> {
      const row = await users.findById(coachId);
      if (row?.role !== 'coach') return undefined;
      return { timezone: row.profile.timezone, availability: (row.coachSpecific ?? defaultCoachSpecific()).availability };
    },

    /** Changes a coach's weekly hours and timezone (their profile's), as the schedule screen edits them. */
    async saveCoachCalendar(coachId: string, changes: { timezone?: string; availability?: WeeklyAvailability }): Promise<void> {
      const current = await requireUser(coachId);
      const coachSpecific = current.coachSpecific ?? defaultCoachSpecific();
      await users.update(coachId, {
        profile: { ...current.profile, ...(changes.timezone ? { timezone: changes.timezone } : {}) },
        coachSpecific: { ...coachSpecific, availability: changes.availability ?? coachSpecific.availability },
      });
    },

    /**
     * Puts a client in a coach's care (null ends it); both ids must name an account of that role, and the
     * coach must be verified (issue 20): nobody becomes the client of a coach an admin has not verified.
     */
    async assignCoach(clientId: string, coachId: string | null, tx?: Db): Promise<void> {
      const client = await users.findById(clientId, tx);
      if (client?.role !== 'client') throw new AppError('NOT_FOUND', 'Client not found');
      if (coachId !== null) {
        const coach = await users.findById(coachId, tx);
        if (coach?.role !== 'coach') throw new AppError('NOT_FOUND', 'Coach not found');
        if (coach.verificationStatus !== 'verified') throw new AppError('CONFLICT', COACH_VERIFICATION_MESSAGES.coachNotVerified);
      }
      await users.update(clientId, { coachId }, tx);
    },

    /** A client's goals and profile as their coach's invitation completes them (what the client wrote stays). */
    async saveClientDetails(clientId: string, changes: Pick<UserRow, 'clientSpecific' | 'profile'>, tx?: Db): Promise<void> {
      await users.update(clientId, changes, tx);
    },

    async getSelf(userId: string): Promise<User> {
      return toUser(await requireUser(userId));
    },

    /** A user edits only their own record; role, activity and ids are not reachable from here. */
    async updateSelf(userId: string, body: UpdateMeBody): Promise<User> {
      const current = await requireUser(userId);
      if (body.coachSpecific && current.role !== 'coach') throw new AppError('FORBIDDEN', 'Only coaches have coach details');
      if (body.clientSpecific && current.role !== 'client') throw new AppError('FORBIDDEN', 'Only clients have client details');
      if (body.coachSettings && current.role !== 'coach') {
        throw validationError([{ msg: COACH_SETTINGS_MESSAGES.coachSettingsForCoachesOnly, path: 'coachSettings' }]);
      }
      if (body.privacy && current.role !== 'client') throw validationError([{ msg: COACH_SETTINGS_MESSAGES.privacyForClientsOnly, path: 'privacy' }]);

      const profile = {
        ...current.profile,
        ...body.profile,
        communicationPreferences: {
          ...current.profile.communicationPreferences,
          ...body.profile?.communicationPreferences,
        },
      };
      const saved = preferencesFrom(current.preferences);
      const preferences = {
        ...saved,
        ...body.preferences,
        notifications: { ...saved.notifications, ...body.preferences?.notifications },
      };
      const coachSpecific = body.coachSpecific
        ? (() => {
            const base = current.coachSpecific ?? defaultCoachSpecific();
            return {
              ...base,
              ...body.coachSpecific,
              availability: { ...base.availability, ...body.coachSpecific.availability },
            };
          })()
        : undefined;
      const clientSpecific = body.clientSpecific
        ? { ...(current.clientSpecific ?? defaultClientSpecific()), ...body.clientSpecific }
        : undefined;
      const coachSettings = body.coachSettings
        ? (() => {
            const base = coachSettingsFrom(current.coachSettings);
            return {
              privacy: { ...base.privacy, ...body.coachSettings.privacy },
              aiAssistance: { ...base.aiAssistance, ...body.coachSettings.aiAssistance },
              calendar: { ...base.calendar, ...body.coachSettings.calendar },
            };
          })()
        : undefined;
      const privacy = body.privacy ? { ...privacyFrom(current.privacy), ...body.privacy } : undefined;

      const updated = await users.update(userId, {
        profile,
        preferences,
        ...(coachSpecific ? { coachSpecific } : {}),
        ...(clientSpecific ? { clientSpecific } : {}),
        ...(coachSettings ? { coachSettings } : {}),
        ...(privacy ? { privacy } : {}),
      });
      if (!updated) throw userNotFound();
      return toUser(updated);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
