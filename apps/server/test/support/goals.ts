import type { Goal, GoalBody } from '@coaching/contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import { bearer, PASSWORD, registrationBody, signIn, signUp, type SignedIn } from './factories.js';

export const DAY = 86_400_000;

export function goalBody(overrides: Partial<GoalBody> = {}): GoalBody {
  return {
    title: 'Speak up in leadership meetings',
    description: 'Share my view before the decision is made, not after.',
    category: 'Leadership',
    targetDate: '2031-06-30',
    smartCriteria: {
      specific: 'Give my view in the first ten minutes of every leadership meeting.',
      measurable: 'At least one contribution in 8 of the next 10 meetings.',
      achievable: 'I prepare one point the evening before.',
      relevant: 'My manager asked me to be more visible.',
      timeBound: 'Within the next ten weeks.',
    },
    ...overrides,
  };
}

/** The goals API as one signed-in user (or nobody, with no token) calls it. */
export function goalsApi(app: FastifyInstance, token?: string) {
  const headers = token ? bearer(token) : {};
  const query = (params: Record<string, string>) => {
    const search = new URLSearchParams(params).toString();
    return search ? `?${search}` : '';
  };
  return {
    list: (params: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/api/goals${query(params)}`, headers }),
    stats: (params: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/api/goals/stats${query(params)}`, headers }),
    get: (id: string) => app.inject({ method: 'GET', url: `/api/goals/${id}`, headers }),
    create: (payload: unknown) => app.inject({ method: 'POST', url: '/api/goals', headers, payload: payload as object }),
    update: (id: string, payload: unknown) => app.inject({ method: 'PUT', url: `/api/goals/${id}`, headers, payload: payload as object }),
    toggle: (goalId: string, milestoneId: string, payload: unknown) =>
      app.inject({ method: 'PUT', url: `/api/goals/${goalId}/milestones/${milestoneId}`, headers, payload: payload as object }),
    remove: (id: string) => app.inject({ method: 'DELETE', url: `/api/goals/${id}`, headers }),
  };
}

export async function createGoal(app: FastifyInstance, token: string, overrides: Partial<GoalBody> = {}): Promise<Goal> {
  const response = await goalsApi(app, token).create(goalBody(overrides));
  if (response.statusCode !== 201) throw new Error(`goal creation failed: ${response.statusCode} ${response.body}`);
  return response.json().data as Goal;
}

/** A coach and a client in their care. */
export async function signUpCoachAndClient(app: FastifyInstance): Promise<{ coach: SignedIn; client: SignedIn }> {
  const coach = await signUp(app, { role: 'coach' });
  const client = await signUp(app);
  await app.services.usersService.assignCoach(client.user._id, coach.user._id);
  return { coach, client };
}

/**
 * Everyone an ownership test needs: a client and their coach, a second client and a second coach
 * (same roles, no tie to them) and an admin.
 */
export async function signUpCast(app: FastifyInstance) {
  const { coach, client } = await signUpCoachAndClient(app);
  const otherClient = await signUp(app);
  const otherCoach = await signUp(app, { role: 'coach' });
  const admin = await signUpAdmin(app);
  return { coach, client, otherClient, otherCoach, admin };
}

/** Registration offers no admin role, so the account is made through the users service. */
export async function signUpAdmin(app: FastifyInstance): Promise<SignedIn> {
  const { email, username, profile } = registrationBody();
  await app.services.usersService.createAccount({ email, username, profile, role: 'admin', passwordHash: await hashPassword(PASSWORD) });
  return signIn(app, email, PASSWORD);
}
