import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { callAs } from '../support/admins.js';
import { type SignedIn, signUp } from '../support/factories.js';

export const MINUTE = 60_000;

/** Someone of the role with that name, registered now. */
export const person = (app: FastifyInstance, firstName: string, lastName: string, role: 'client' | 'coach' = 'client') => signUp(app, { role, profile: { firstName, lastName } });

export async function setHourlyRate(app: FastifyInstance, coach: SignedIn, hourlyRate: number): Promise<void> {
  const response = await callAs(app, coach, 'PUT', '/auth/me', { coachSpecific: { hourlyRate } });
  expect(response.statusCode, response.body).toBe(200);
}

/** A session of the coach with the client, a minute after `now`, of `duration` minutes. */
export async function scheduleSession(app: FastifyInstance, coach: SignedIn, client: SignedIn, now: Date, duration = 60): Promise<string> {
  const response = await callAs(app, coach, 'POST', '/sessions', { clientId: client.user._id, scheduledDate: new Date(now.getTime() + MINUTE).toISOString(), duration });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.session._id as string;
}

/** Held and completed by the coach. */
export async function completeSession(app: FastifyInstance, coach: SignedIn, sessionId: string): Promise<void> {
  expect((await callAs(app, coach, 'PATCH', `/sessions/${sessionId}/start`)).statusCode).toBe(200);
  const completed = await callAs(app, coach, 'PATCH', `/sessions/${sessionId}/complete`, {});
  expect(completed.statusCode, completed.body).toBe(200);
}

/** The 15th of the month before `now`'s, at 10:00 UTC: last month, whatever the day of this one. */
export const midLastMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 10));

/** Moves a registration back in time (the database stamps it with its own clock). */
export async function registeredAt(database: Database, userId: string, at: Date): Promise<void> {
  await database.db.execute(sql`update users set created_at = ${at.toISOString()}::timestamptz where id = ${userId}`);
}

/** Moves a completed session back in time, whole. */
export async function heldAt(database: Database, sessionId: string, at: Date): Promise<void> {
  await database.db.execute(sql`update sessions set starts_at = ${at.toISOString()}::timestamptz, ends_at = ${at.toISOString()}::timestamptz + make_interval(mins => duration),
    completed_at = ${at.toISOString()}::timestamptz + make_interval(mins => duration) where id = ${sessionId}`);
}
