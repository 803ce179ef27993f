import type {
  AuthResult,
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  Role,
} from '@coaching/contract';
import { AUTH_LIMITS, AUTH_MESSAGES, GLOBAL_ERROR_MESSAGES } from '@coaching/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, unauthorized } from '../../http/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import { toUser } from '../users/users.mapper.js';
import type { UsersService } from '../users/users.service.js';
import type { AuthRepository } from './auth.repository.js';
import { passwordResetMail } from './auth.mails.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import { hashOpaqueToken, newOpaqueToken, type AccessTokens } from './tokens.js';

export type AuthContext = { userId: string; sessionId: string; role: Role };
export type ClientInfo = { userAgent?: string; ipAddress?: string };
/** What a sign-in hands back: the reply body, and the refresh token that travels in a cookie. */
export type IssuedSession = { result: AuthResult; refreshToken: string };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function createAuthService(deps: {
  auth: AuthRepository;
  usersService: UsersService;
  tokens: AccessTokens;
  mailer: Mailer;
  publicUrl: string;
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  clock: () => Date;
  logger: FastifyBaseLogger;
}) {
  const { auth, usersService, tokens, mailer, clock, transaction } = deps;

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
    return new AppError(429, 'ACCOUNT_LOCKED', AUTH_MESSAGES.accountLocked, { headers: { 'retry-after': String(seconds) } });
  }

  async function recordFailure(email: string, now: Date): Promise<void> {
    await auth.recordFailedLogin(email, {
      now,
      windowStart: new Date(now.getTime() - AUTH_LIMITS.failedLoginWindowMinutes * MINUTE),
      maxFailures: AUTH_LIMITS.maxFailedLoginsPerAccount,
      lockedUntil: new Date(now.getTime() + AUTH_LIMITS.lockoutMinutes * MINUTE),
    });
  }

  return {
    async register(body: RegisterBody, client: ClientInfo): Promise<IssuedSession> {
      const passwordHash = await hashPassword(body.password);
      return transaction(async (tx) => {
        const user = await usersService.createAccount({ ...body, passwordHash }, tx);
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
        throw unauthorized(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
      }
      if (!account.isActive) throw new AppError(403, 'ACCOUNT_DISABLED', AUTH_MESSAGES.accountDisabled);

      await auth.clearThrottle(body.email);
      await usersService.recordSignIn(account.id, now);
      return openSession(account.id, client);
    },

    /** Resolves a Bearer token to its live session; a revoked session or a deactivated user fails at once. */
    async authenticate(accessToken: string): Promise<AuthContext> {
      const claims = await tokens.verify(accessToken);
      const session = await auth.findLiveSession(claims.sessionId, claims.userId, clock());
      if (!session) throw unauthorized(GLOBAL_ERROR_MESSAGES.sessionExpired);
      return { userId: session.userId, sessionId: session.sessionId, role: session.role };
    },

    /** Rotates the refresh token. A token presented twice means it was stolen: the whole session ends. */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      const invalid = () => unauthorized(AUTH_MESSAGES.invalidRefreshToken, 'INVALID_REFRESH_TOKEN');
      if (!refreshToken) throw invalid();
      const now = clock();
      const found = await auth.findRefreshToken(hashOpaqueToken(refreshToken));
      if (!found) throw invalid();
      if (found.usedAt) {
        await auth.revokeSession(found.sessionId, 'refresh token reused', now);
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
        await auth.revokeSession(found.sessionId, 'refresh token reused', now);
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
          await auth.revokeSession(claims.sessionId, 'logout', now);
          return;
        }
      }
      if (options.refreshToken) {
        const found = await auth.findRefreshToken(hashOpaqueToken(options.refreshToken));
        if (found) await auth.revokeSession(found.sessionId, 'logout', now);
      }
    },

    /** Ends every session of the user, then opens a fresh one for the device that made the change. */
    async changePassword(context: AuthContext, body: ChangePasswordBody, client: ClientInfo): Promise<IssuedSession> {
      const account = await usersService.findAccountById(context.userId);
      if (!account || !(await verifyPassword(account.passwordHash, body.currentPassword))) {
        throw new AppError(400, 'INVALID_CURRENT_PASSWORD', AUTH_MESSAGES.currentPasswordIncorrect, {
          errors: [{ msg: AUTH_MESSAGES.currentPasswordIncorrect, path: 'currentPassword' }],
        });
      }
      const passwordHash = await hashPassword(body.newPassword);
      const now = clock();
      return transaction(async (tx) => {
        await usersService.setPasswordHash(account.id, passwordHash, now, tx);
        await auth.revokeAllSessions(account.id, 'password changed', now, tx);
        await auth.retireResetTokens(account.id, now, tx);
        return openSession(account.id, client, tx);
      });
    },

    /** Always the same answer; only an existing, active account gets a mail. */
    async forgotPassword(email: string): Promise<void> {
      const account = await usersService.findAccountByEmail(email);
      if (!account?.isActive) return;
      const now = clock();
      const { token, tokenHash } = newOpaqueToken();
      await auth.createResetToken(account.id, tokenHash, new Date(now.getTime() + AUTH_LIMITS.resetTokenTtlMinutes * MINUTE));
      const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      const mail = passwordResetMail({ firstName: account.profile.firstName, link });
      const sent = await mailer.send({ to: account.email, kind: 'password-reset', ...mail });
      if (sent.status === 'logged') {
        deps.logger.info({ to: account.email, link }, 'password reset mail kept in the outbox (no SMTP_URL)');
      }
    },

    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const passwordHash = await hashPassword(body.password);
      const now = clock();
      await transaction(async (tx) => {
        const userId = await auth.consumeResetToken(hashOpaqueToken(body.token), now, tx);
        if (!userId) throw new AppError(400, 'INVALID_RESET_TOKEN', AUTH_MESSAGES.invalidResetToken);
        const account = await usersService.findAccountById(userId, tx);
        if (!account?.isActive) throw new AppError(400, 'INVALID_RESET_TOKEN', AUTH_MESSAGES.invalidResetToken);
        await usersService.setPasswordHash(userId, passwordHash, now, tx);
        await auth.retireResetTokens(userId, now, tx);
        await auth.revokeAllSessions(userId, 'password reset', now, tx);
        await auth.clearThrottle(account.email.toLowerCase(), tx);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
