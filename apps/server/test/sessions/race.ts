import { SESSION_MESSAGES, type Session } from '@coaching/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PASSWORD, signIn, signUp, type SignedIn } from '../support/factories.js';
import { book, openHours, sessionsApi, utcAt } from './support.js';

/**
 * `count` clients of one coach ask for the same slot at the same moment, spread over `apps` (instances
 * of one deployment): exactly one gets it, every other hears 409 slotUnavailable, and one session is kept.
 */
export async function raceForOneSlot(apps: readonly [FastifyInstance, ...FastifyInstance[]], clock: () => Date, count: number): Promise<void> {
  const [first] = apps;
  const coach = await signUp(first, { role: 'coach' });
  await openHours(first, coach, { sessionPreferences: { autoAcceptBookings: true, requireConfirmation: false } });
  const clients: { app: FastifyInstance; client: SignedIn }[] = [];
  for (let n = 0; n < count; n += 1) {
    const client = await signUp(first);
    await first.services.usersService.assignCoach(client.user._id, coach.user._id);
    const app = apps[n % apps.length]!;
    clients.push({ app, client: app === first ? client : await signIn(app, client.email, PASSWORD) });
  }

  const start = utcAt(clock(), 2, '10:00');
  const replies = await Promise.all(clients.map(({ app, client }) => sessionsApi(app, client).create({ scheduledDate: start })));
  const statuses = replies.map((reply) => reply.statusCode).sort();
  expect(statuses, replies.map((reply) => reply.body).join('\n')).toEqual([201, ...Array<number>(count - 1).fill(409)]);
  for (const reply of replies.filter((one) => one.statusCode === 409)) expect(reply.json().error.message).toBe(SESSION_MESSAGES.slotUnavailable);

  const stored = (await sessionsApi(first, coach).list()).json().data as { sessions: Session[]; pagination: { total: number } };
  expect(stored.pagination.total).toBe(1);
  const winner = replies.find((reply) => reply.statusCode === 201)!.json().data.session as Session;
  expect(stored.sessions[0]).toMatchObject({ _id: winner._id, scheduledDate: start, status: 'confirmed' });

  // The coach's overlapping scheduling and the next free slot are decided against it too.
  const coachRace = await Promise.all([
    sessionsApi(apps.at(-1)!, coach).create({ clientId: clients[0]!.client.user._id, scheduledDate: utcAt(clock(), 2, '12:30') }),
    ...clients.slice(1, 4).map(({ app, client }) => sessionsApi(app, client).create({ scheduledDate: utcAt(clock(), 2, '12:00') })),
  ]);
  expect(coachRace.filter((reply) => reply.statusCode === 201), coachRace.map((reply) => reply.body).join('\n')).toHaveLength(1);
  expect((await sessionsApi(first, coach).list()).json().data.pagination.total).toBe(2);
  // Still bookable elsewhere.
  await book(first, clients[5 % clients.length]!.client, utcAt(clock(), 3, '10:00'));
}
