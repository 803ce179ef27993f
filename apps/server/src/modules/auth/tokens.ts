import { createHash, randomBytes } from 'node:crypto';
import { AUTH_LIMITS, GLOBAL_ERROR_MESSAGES } from '@coaching/contract';
import { createSigner, createVerifier } from 'fast-jwt';
import { LRUCache } from 'lru-cache';
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

/**
 * How many verified access tokens are remembered, and for how long: a token seen in the last minute is not
 * decoded and its signature not recomputed again (a fifth of a signed-in request's CPU). Keyed by the token
 * itself, so no two tokens share an entry. Expiry is checked on every request all the same (below), and the
 * session behind the token by the caller.
 */
const VERIFIED_TOKENS_CACHED = 10_000;
const VERIFIED_TOKENS_TTL_MS = 60_000;

type Payload = { sub?: unknown; sid?: unknown; exp?: unknown };

/**
 * Signed and checked synchronously with node:crypto (fast-jwt): jose's WebCrypto calls cost about 7% of
 * a signed-in request's CPU plus a hop to the thread pool. Time comes from `clock`, so issued-at and
 * expiry follow the app's clock, not the library's.
 */
export function createAccessTokens(
  secret: string,
  clock: () => Date = () => new Date(),
  ttlSeconds: number = AUTH_LIMITS.accessTokenTtlSeconds,
): AccessTokens {
  const signer = createSigner({ key: secret, algorithm: ALGORITHM, iss: ISSUER, aud: AUDIENCE, noTimestamp: true });
  const verifier = createVerifier({
    key: secret,
    algorithms: [ALGORITHM],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    requiredClaims: ['sub', 'sid', 'exp', 'iss', 'aud'],
    // Checked below against `clock`.
    ignoreExpiration: true,
    ignoreNotBefore: true,
  });
  const verified = new LRUCache<string, AccessClaims & { expiresAtMs: number }>({ max: VERIFIED_TOKENS_CACHED, ttl: VERIFIED_TOKENS_TTL_MS });
  const invalid = () => new AppError('UNAUTHORIZED', GLOBAL_ERROR_MESSAGES.sessionExpired);
  return {
    ttlSeconds,
    async sign({ userId, sessionId }) {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      return signer({ sub: userId, sid: sessionId, iat: issuedAt, exp: issuedAt + ttlSeconds });
    },
    async verify(token) {
      let claims = verified.get(token);
      if (!claims) {
        let payload: Payload;
        try {
          payload = verifier(token) as Payload;
        } catch {
          throw invalid();
        }
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') throw invalid();
        claims = { userId: payload.sub, sessionId: payload.sid, expiresAtMs: payload.exp * 1000 };
        verified.set(token, claims);
      }
      if (claims.expiresAtMs <= clock().getTime()) throw new AppError('TOKEN_EXPIRED');
      return { userId: claims.userId, sessionId: claims.sessionId };
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
