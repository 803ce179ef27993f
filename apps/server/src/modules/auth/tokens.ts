import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AUTH_LIMITS, GLOBAL_ERROR_MESSAGES } from '@coaching/contract';
import { AppError } from '../../http/app-error.js';

const ALGORITHM = 'HS256';
const ISSUER = 'coaching-platform';
const AUDIENCE = 'coaching-platform:api';

export type AccessClaims = { userId: string; sessionId: string };

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims>;
  ttlSeconds: number;
}

export function createAccessTokens(
  secret: string,
  clock: () => Date = () => new Date(),
  ttlSeconds: number = AUTH_LIMITS.accessTokenTtlSeconds,
): AccessTokens {
  // Imported once: handed raw bytes, jose imports a WebCrypto key on every sign and verify (2% of an
  // authenticated request's CPU in a profile of GET /api/auth/me).
  const key: Promise<webcrypto.CryptoKey> = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return {
    ttlSeconds,
    async sign({ userId, sessionId }) {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(await key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('claims missing');
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw new AppError('UNAUTHORIZED', GLOBAL_ERROR_MESSAGES.sessionExpired);
      }
    },
  };
}

/** Opaque secrets (refresh and reset tokens) are handed out once and stored only as this hash. */
export function newOpaqueToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
