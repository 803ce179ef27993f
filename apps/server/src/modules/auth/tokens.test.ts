import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const START = new Date('2030-01-01T00:00:00Z');
const claims = { userId: 'user-1', sessionId: 'session-1' };

function tokensAt(now: () => Date, secret = SECRET) {
  return createAccessTokens(secret, now, 900);
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: { code?: string }) => error.code);

describe('access tokens', () => {
  it('hand back the claims they were signed with, until they expire by the app clock', async () => {
    let now = START;
    const tokens = tokensAt(() => now);
    const token = await tokens.sign(claims);
    await expect(tokens.verify(token)).resolves.toEqual(claims);
    now = new Date(START.getTime() + 899_000);
    await expect(tokens.verify(token)).resolves.toEqual(claims);
    now = new Date(START.getTime() + 900_000);
    expect(await codeOf(tokens.verify(token))).toBe('TOKEN_EXPIRED');
  });

  it('remember a verified token but not what resembles it: a copy with other claims and the same signature is refused', async () => {
    const tokens = tokensAt(() => START);
    const token = await tokens.sign(claims);
    await expect(tokens.verify(token)).resolves.toEqual(claims);
    const [header, , signature] = token.split('.');
    const otherClaims = Buffer.from(JSON.stringify({ sub: 'user-2', sid: 'session-1', exp: 1_900_000_000, iss: 'coaching-platform', aud: 'coaching-platform:api' })).toString('base64url');
    expect(await codeOf(tokens.verify(`${header}.${otherClaims}.${signature}`))).toBe('UNAUTHORIZED');
    expect(await codeOf(tokens.verify(`${token} `))).toBe('UNAUTHORIZED');
    await expect(tokens.verify(token)).resolves.toEqual(claims);
  });

  it('refuse a token signed with another secret, a tampered one, an unsigned one and rubbish', async () => {
    const tokens = tokensAt(() => START);
    const foreign = await tokensAt(() => START, 'another-secret-of-the-same-kind-0123456789').sign(claims);
    const [header, , signature] = (await tokens.sign(claims)).split('.');
    const otherPayload = Buffer.from(JSON.stringify({ sub: 'admin-1', sid: 'session-1', exp: 1_999_999_999 })).toString('base64url');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${otherPayload}.`;
    for (const token of [foreign, `${header}.${otherPayload}.${signature}`, unsigned, 'not-a-token', '']) {
      expect(await codeOf(tokens.verify(token))).toBe('UNAUTHORIZED');
    }
  });

  it('refuse a token of the right secret meant for another issuer or audience, or without a session', async () => {
    const tokens = tokensAt(() => START);
    const exp = Math.floor(START.getTime() / 1000) + 600;
    const sign = createSigner({ key: SECRET, algorithm: 'HS256' });
    for (const payload of [
      { sub: 'user-1', sid: 's', exp, iss: 'someone-else', aud: 'coaching-platform:api' },
      { sub: 'user-1', sid: 's', exp, iss: 'coaching-platform', aud: 'another-api' },
      { sub: 'user-1', exp, iss: 'coaching-platform', aud: 'coaching-platform:api' },
      { sub: 'user-1', sid: 's', iss: 'coaching-platform', aud: 'coaching-platform:api', noTimestamp: true },
    ]) {
      expect(await codeOf(tokens.verify(sign(payload)))).toBe('UNAUTHORIZED');
    }
  });
});
