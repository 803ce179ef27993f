import { WEEKDAYS, type Session, type UpdateCoachAvailabilityBody } from '@coaching/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, signIn, type SignedIn } from '../support/factories.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const query = (params: Record<string, string | number>) =>
  Object.keys(params).length ? `?${new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]))}` : '';

/** The sessions, availability and calendar API as one signed-in user calls it. */
export function sessionsApi(app: FastifyInstance, who: SignedIn | string) {
  // Read at each call, so that a user signed in again (again()) calls with their new token.
  const token = () => (typeof who === 'string' ? who : who.token);
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(token()), ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    list: (params: Record<string, string | number> = {}) => call('GET', `/sessions${query(params)}`),
    create: (body: unknown) => call('POST', '/sessions', body),
    upcoming: (params: Record<string, string | number> = {}) => call('GET', `/sessions/upcoming/list${query(params)}`),
    get: (id: string) => call('GET', `/sessions/${id}`),
    update: (id: string, body: unknown) => call('PUT', `/sessions/${id}`, body),
    confirm: (id: string) => call('PATCH', `/sessions/${id}/confirm`),
    start: (id: string) => call('PATCH', `/sessions/${id}/start`),
    complete: (id: string, body?: unknown) => call('PATCH', `/sessions/${id}/complete`, body),
    noShow: (id: string) => call('PATCH', `/sessions/${id}/no-show`),
    cancel: (id: string, body: unknown = { reason: 'Something came up at work' }) => call('PATCH', `/sessions/${id}/cancel`, body),
    waive: (id: string) => call('PATCH', `/sessions/${id}/waive`),
    feedback: (id: string, body: unknown = {}) => call('PATCH', `/sessions/${id}/feedback`, body),
    analytics: (id: string) => call('GET', `/sessions/${id}/analytics`),
    ics: (id: string) => call('GET', `/sessions/${id}/ics`),
    availability: () => call('GET', '/coach/availability'),
    setAvailability: (body: unknown) => call('PUT', '/coach/availability', body),
    slots: (coachId: string, params: Record<string, string | number> = {}) => call('GET', `/coaches/${coachId}/availability${query(params)}`),
    feed: () => call('GET', '/calendar/feed'),
    rotateFeed: () => call('POST', '/calendar/feed/rotate'),
  };
}

export const errorOf = (response: LightMyRequestResponse) => (response.json() as { error: { message: string } }).error.message;

/** Every day open from `startTime` to `endTime`. */
export function everyDay(startTime = '09:00', endTime = '17:00') {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, { available: true, startTime, endTime }])) as NonNullable<UpdateCoachAvailabilityBody['weekly']>;
}

/** Opens the coach's hours (UTC, 09:00-17:00 every day unless `body` says otherwise); the default is every day off. */
export async function openHours(app: FastifyInstance, coach: SignedIn, body: UpdateCoachAvailabilityBody = {}) {
  const response = await sessionsApi(app, coach).setAvailability({ timezone: 'UTC', weekly: everyDay(), ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** `time` (HH:mm, UTC) on the day `daysAhead` days after `now`'s UTC day, as an ISO string. */
export function utcAt(now: Date, daysAhead: number, time: string): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysAhead));
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(day.getTime() + hours * HOUR + minutes * MINUTE).toISOString();
}

/** A client books `start` (expects 201). */
export async function book(app: FastifyInstance, client: SignedIn, scheduledDate: string): Promise<Session> {
  const response = await sessionsApi(app, client).create({ scheduledDate });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.session as Session;
}

/** A coach schedules a session with their client (expects 201). */
export async function schedule(app: FastifyInstance, coach: SignedIn, client: SignedIn, scheduledDate: string, extra: object = {}): Promise<Session> {
  const response = await sessionsApi(app, coach).create({ clientId: client.user._id, scheduledDate, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.session as Session;
}

/** Signs in again: access tokens expire after minutes, and tests move the clock by hours. */
export async function again(app: FastifyInstance, ...users: SignedIn[]): Promise<void> {
  for (const user of users) Object.assign(user, await signIn(app, user.email, user.password));
}
