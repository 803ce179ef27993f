import { randomBytes } from 'node:crypto';
import type { AuthResult, RegisterBody } from '@coaching/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const PASSWORD = 'Str0ng!Pass';

export function registrationBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const suffix = randomBytes(4).toString('hex');
  return {
    email: `user-${suffix}@example.com`,
    username: `user_${suffix}`,
    password: PASSWORD,
    profile: { firstName: 'Riley', lastName: 'Chen' },
    role: 'client',
    ...overrides,
  };
}

export type SignedIn = AuthResult & { email: string; password: string; refreshToken: string };

export function refreshCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'refreshToken');
  if (!cookie) throw new Error(`no refresh cookie in ${response.statusCode} reply`);
  return cookie.value;
}

/**
 * A new account through registration. A coach is then verified, as an admin would (issue 20), so that they
 * take clients as the tests expect; signUpUnverified keeps a coach waiting.
 */
export async function signUp(app: FastifyInstance, overrides: Partial<RegisterBody> = {}): Promise<SignedIn> {
  const signedIn = await signUpUnverified(app, overrides);
  if (signedIn.user.role !== 'coach') return signedIn;
  const at = new Date().toISOString();
  await app.services.usersService.saveVerification(signedIn.user._id, 'verified', { certifications: [], experience: null, submittedAt: at, decidedAt: at, decidedBy: null, reason: null });
  return { ...signedIn, user: (await getMe(app, signedIn.token)).json().data.user };
}

/** A new account through registration, as it comes out of it: a coach waits for verification. */
export async function signUpUnverified(app: FastifyInstance, overrides: Partial<RegisterBody> = {}): Promise<SignedIn> {
  const body = registrationBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const data = response.json().data as AuthResult;
  return { ...data, email: body.email, password: body.password, refreshToken: refreshCookie(response) };
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json().data as AuthResult), email, password, refreshToken: refreshCookie(response) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function getMe(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}
