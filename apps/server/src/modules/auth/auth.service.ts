import type {
  AuthResult,
  AuthSession,
  User,
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
} from '@coaching/contract';
import { AUTH_LIMITS, AUTH_MESSAGES, GLOBAL_ERROR_MESSAGES, PATHS, SETTINGS_MESSAGES } from '@coaching/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../access/index.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { UserEvents } from '../../realtime/index.js';
import { toUser } from '../users/users.mapper.js';
import type { UserRow } from '../users/users.service.js';
import type { NewAccount, UsersService } from '../users/users.service.js';
import type { AuthRepository } from './auth.repository.js';
import { passwordResetMail } from './auth.mails.js';
import type { SessionCache } from './session-cache.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import { hashOpaqueToken, newOpaqueToken, type AccessTokens } from './tokens.js';

export type ClientInfo = { userAgent?: string; ipAddress?: string };
/**
 * Work a later module adds to a registration, inside its transaction: an invitation link's token makes
 * the new account that coach's client (modules/coach). A step that throws undoes the registration.
 */
export type RegistrationStep = (account: UserRow, body: RegisterBody) => Promise<void>;
/** An account as an invitation names it, before its password is hashed. */
export type NewAccountWithoutPassword = Omit<NewAccount, 'passwordHash'>;
/** A request's caller and their user record, as of at most the session cache's TTL ago. */
export type SignedIn = { caller: Caller; user: User };
/** What a sign-in hands back: the reply body, and the refresh token that travels in a cookie. */
export type IssuedSession = { result: AuthResult; refreshToken: string };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function createAuthService(deps: {
  auth: AuthRepository;
  usersService: UsersService;
  tokens: AccessTokens;
  mailer: Mailer;
  /** Tells the open event streams of a session that it has ended, and every instance's session cache. */
  userEvents: Pick<UserEvents, 'endSessions' | 'revokeSessions'>;
  sessionCache: SessionCache;
  /** Whether anyone may sign up (an admin may close it, issue 20): an invitation still works when closed. */
  registrationOpen: () => boolean;
  /** The language a new account starts in (the platform settings' default; the web then keeps the one its owner signed up in). */
  defaultLanguage?: () => string;
  publicUrl: string;
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  clock: () => Date;
  logger: FastifyBaseLogger;
}) {
  const { auth, usersService, tokens, mailer, clock, transaction, userEvents, sessionCache } = deps;

  async function endSession(userId: string, sessionId: string, reason: 'logout' | 'revoked', now: Date): Promise<void> {
    await auth.revokeSession(sessionId, reason === 'logout' ? 'logout' : 'refresh token reused', now);
    userEvents.revokeSessions(userId, [sessionId]);
    userEvents.endSessions(userId, reason, [sessionId]);
  }

  async function openSession(userId: string, client: ClientInfo, tx?: Db): Promise<IssuedSession> {
    const now = clock();
    const { token: refreshToken, tokenHash } = newOpaqueToken();
    const session = await auth.createSession(
      {
        userId,
        userAgent: client.userAgent?.slice(0, 500),
        ipAddress: client.ipAddress,
        expiresAt: new Date(now.getTime() + AUTH_LIMITS.sessionTtlDays * DAY),
        refreshTokenHash: tokenHash,
      },
      tx,
    );
    const user = await usersService.findAccountById(userId, tx);
    const token = await tokens.sign({ userId, sessionId: session.id });
    return { result: { user: toUser(user!), token, expiresIn: tokens.ttlSeconds }, refreshToken };
  }

  function lockedError(lockedUntil: Date, now: Date): AppError {
    const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
    return new AppError('ACCOUNT_LOCKED', { headers: { 'retry-after': String(seconds) } });
  }

  async function recordFailure(email: string, now: Date): Promise<void> {
    await auth.recordFailedLogin(email, {
      now,
      windowStart: new Date(now.getTime() - AUTH_LIMITS.failedLoginWindowMinutes * MINUTE),
      maxFailures: AUTH_LIMITS.maxFailedLoginsPerAccount,
      lockedUntil: new Date(now.getTime() + AUTH_LIMITS.lockoutMinutes * MINUTE),
    });
  }

  /**
   * The caller behind an access token, with their user record: from the live-session cache when this
   * instance confirmed the session in the last few seconds, else from one statement joining session and
   * user. A revocation or a change to the user's record empties the cache on every instance.
   */
  async function signedIn(accessToken: string): Promise<SignedIn> {
    const claims = await tokens.verify(accessToken);
    const now = clock();
    const cached = sessionCache.find(claims.sessionId, claims.userId, now);
    if (cached) return { caller: { userId: claims.userId, sessionId: claims.sessionId, role: cached.role }, user: cached.user };
    const readAt = sessionCache.generation();
    const row = await auth.findLiveSession(claims.sessionId, claims.userId, now);
    if (!row) throw new AppError('UNAUTHORIZED', GLOBAL_ERROR_MESSAGES.sessionExpired);
    const user = toUser(row.user);
    sessionCache.remember({ sessionId: row.sessionId, userId: row.user.id, role: row.user.role, expiresAt: row.expiresAt, user }, now, readAt);
    return { caller: { userId: row.user.id, sessionId: row.sessionId, role: row.user.role }, user };
  }

  const registrationSteps: RegistrationStep[] = [];

  return {
    addRegistrationStep(step: RegistrationStep): void {
      registrationSteps.push(step);
    },

    async register(body: RegisterBody, client: ClientInfo): Promise<IssuedSession> {
      if (!deps.registrationOpen() && !body.invitationToken) throw new AppError('FORBIDDEN', SETTINGS_MESSAGES.registrationClosed);
      const passwordHash = await hashPassword(body.password);
      const { invitationToken: _token, ...account } = body;
      return transaction(async (tx) => {
        const user = await usersService.createAccount({ ...account, passwordHash, language: deps.defaultLanguage?.() }, tx);
        for (const step of registrationSteps) await step(user, body);
        return openSession(user.id, client, tx);
      });
    },

    /**
     * An account opened from an invitation (issue 20): `claim`, in the transaction, answers the account the
     * invitation names (and locks it); the person's password is theirs; `accepted` closes the invitation in
     * the same transaction. The new account is signed in.
     */
    async registerInvited(
      password: string,
      client: ClientInfo,
      claim: () => Promise<NewAccountWithoutPassword>,
      accepted: (account: UserRow) => Promise<void>,
    ): Promise<IssuedSession> {
      const passwordHash = await hashPassword(password);
      return transaction(async (tx) => {
        const user = await usersService.createAccount({ ...(await claim()), passwordHash }, tx);
        await accepted(user);
        return openSession(user.id, client, tx);
      });
    },

    async login(body: LoginBody, client: ClientInfo): Promise<IssuedSession> {
      const now = clock();
      const throttle = await auth.findThrottle(body.email);
      if (throttle?.lockedUntil && throttle.lockedUntil > now) throw lockedError(throttle.lockedUntil, now);

      const account = await usersService.findAccountByEmail(body.email);
      const passwordMatches = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), body.password);
      if (!account || !passwordMatches) {
        await recordFailure(body.email, now);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (!account.isActive) throw new AppError('ACCOUNT_DISABLED');

      await auth.clearThrottle(body.email);
      await usersService.recordSignIn(account.id, now);
      return openSession(account.id, client);
    },

    signedIn,

    /**
     * Resolves a Bearer token to its live session; a revoked session or a deactivated user fails at
     * once. A session confirmed moments ago is taken from the cache, which every revocation empties.
     */
    async authenticate(accessToken: string): Promise<Caller> {
      return (await signedIn(accessToken)).caller;
    },

    /** Rotates the refresh token. A token presented twice means it was stolen: the whole session ends. */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      const invalid = () => new AppError('INVALID_REFRESH_TOKEN');
      if (!refreshToken) throw invalid();
      const now = clock();
      const found = await auth.findRefreshToken(hashOpaqueToken(refreshToken));
      if (!found) throw invalid();
      if (found.usedAt) {
        await endSession(found.userId, found.sessionId, 'revoked', now);
        deps.logger.warn({ sessionId: found.sessionId }, 'refresh token reuse detected; session revoked');
        throw invalid();
      }
      if (found.revokedAt || found.expiresAt <= now) throw invalid();
      const account = await usersService.findAccountById(found.userId);
      if (!account?.isActive) throw invalid();

      const next = newOpaqueToken();
      const rotated = await transaction(async (tx) => {
        if (!(await auth.consumeRefreshToken(found.tokenId, now, tx))) return false;
        await auth.addRefreshToken(found.sessionId, next.tokenHash, new Date(now.getTime() + AUTH_LIMITS.sessionTtlDays * DAY), now, tx);
        return true;
      });
      if (!rotated) {
        await endSession(found.userId, found.sessionId, 'revoked', now);
        throw invalid();
      }
      const token = await tokens.sign({ userId: account.id, sessionId: found.sessionId });
      return { result: { user: toUser(account), token, expiresIn: tokens.ttlSeconds }, refreshToken: next.token };
    },

    /** Ends the session named by the access token or, failing that, by the refresh token. Never fails. */
    async logout(options: { accessToken?: string; refreshToken?: string }): Promise<void> {
      const now = clock();
      if (options.accessToken) {
        const claims = await tokens.verify(options.accessToken).catch(() => undefined);
        if (claims) {
          await endSession(claims.userId, claims.sessionId, 'logout', now);
          return;
        }
      }
      if (options.refreshToken) {
        const found = await auth.findRefreshToken(hashOpaqueToken(options.refreshToken));
        if (found) await endSession(found.userId, found.sessionId, 'logout', now);
      }
    },

    /** Ends every session of the user, then opens a fresh one for the device that made the change. */
    async changePassword(context: Caller, body: ChangePasswordBody, client: ClientInfo): Promise<IssuedSession> {
      const account = await usersService.findAccountById(context.userId);
      if (!account || !(await verifyPassword(account.passwordHash, body.currentPassword))) {
        throw new AppError('INVALID_CURRENT_PASSWORD', {
          errors: [{ msg: AUTH_MESSAGES.currentPasswordIncorrect, path: 'currentPassword' }],
        });
      }
      const passwordHash = await hashPassword(body.newPassword);
      const now = clock();
      const { issued, ended } = await transaction(async (tx) => {
        await usersService.setPasswordHash(account.id, passwordHash, now, tx);
        const ended = await auth.revokeAllSessions(account.id, 'password changed', now, tx);
        await auth.retireResetTokens(account.id, now, tx);
        return { issued: await openSession(account.id, client, tx), ended };
      });
      userEvents.revokeSessions(account.id);
      // This device carries on with the new session: its open stream is not told to sign out.
      userEvents.endSessions(account.id, 'password_changed', ended.filter((sessionId) => sessionId !== context.sessionId));
      return issued;
    },

    /** The caller's signed-in devices, theirs only, the one asking marked as current. */
    async listSessions(context: Caller): Promise<AuthSession[]> {
      const rows = await auth.listLiveSessions(context.userId, clock());
      return rows.map((row) => ({
        _id: row.id,
        userAgent: row.userAgent,
        ipAddress: row.ipAddress,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.id === context.sessionId,
      }));
    },

    /**
     * Signs one of the caller's devices out: its access token fails at once on every instance and its open
     * pages are told. Someone else's session, or one already ended, is not found.
     */
    async endOwnSession(context: Caller, sessionId: string): Promise<void> {
      if (!(await auth.revokeOwnSession(context.userId, sessionId, 'signed out from the devices list', clock()))) {
        throw new AppError('NOT_FOUND', AUTH_MESSAGES.deviceNotFound);
      }
      userEvents.revokeSessions(context.userId, [sessionId]);
      userEvents.endSessions(context.userId, 'revoked', [sessionId]);
    },

    /** Signs out every device of the caller but the one asking; answers how many were signed out. */
    async endOtherSessions(context: Caller): Promise<number> {
      const ended = await auth.revokeOtherSessions(context.userId, context.sessionId, 'signed out everywhere else', clock());
      if (ended.length > 0) {
        userEvents.revokeSessions(context.userId, ended);
        userEvents.endSessions(context.userId, 'revoked', ended);
      }
      return ended.length;
    },

    /**
     * Marks every open session of a user an admin deactivated as ended, with why (issue 20): a later
     * reactivation brings none of them back. usersService.setActive has already told every instance's
     * session cache and the user's open pages. Answers how many sessions ended.
     */
    async revokeSessionsOfDeactivated(userId: string, tx?: Db): Promise<number> {
      return (await auth.revokeAllSessions(userId, 'account deactivated', clock(), tx)).length;
    },

    /** Always the same answer; only an existing, active account gets a mail. */
    async forgotPassword(email: string): Promise<void> {
      const account = await usersService.findAccountByEmail(email);
      if (!account?.isActive) return;
      const now = clock();
      const { token, tokenHash } = newOpaqueToken();
      await auth.createResetToken(account.id, tokenHash, new Date(now.getTime() + AUTH_LIMITS.resetTokenTtlMinutes * MINUTE));
      const link = `${deps.publicUrl}${PATHS.resetPassword}?token=${encodeURIComponent(token)}`;
      const mail = passwordResetMail({ firstName: account.profile.firstName, link });
      const sent = await mailer.send({ to: account.email, kind: 'password-reset', ...mail });
      if (sent.status === 'logged') {
        deps.logger.info({ to: account.email, link }, 'password reset mail kept in the outbox (no SMTP_URL)');
      }
    },

    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const passwordHash = await hashPassword(body.password);
      const now = clock();
      const { userId, ended } = await transaction(async (tx) => {
        const userId = await auth.consumeResetToken(hashOpaqueToken(body.token), now, tx);
        if (!userId) throw new AppError('INVALID_RESET_TOKEN');
        const account = await usersService.findAccountById(userId, tx);
        if (!account?.isActive) throw new AppError('INVALID_RESET_TOKEN');
        await usersService.setPasswordHash(userId, passwordHash, now, tx);
        await auth.retireResetTokens(userId, now, tx);
        const ended = await auth.revokeAllSessions(userId, 'password reset', now, tx);
        await auth.clearThrottle(account.email.toLowerCase(), tx);
        return { userId, ended };
      });
      userEvents.revokeSessions(userId);
      userEvents.endSessions(userId, 'password_reset', ended);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
