import { SessionListSchema, SESSION_MESSAGES, SUCCESS_MESSAGES, type Session } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { callAs, signUpAdminWith } from '../support/admins.js';
import { createTestApp } from '../support/app.js';
import { signUp } from '../support/factories.js';
import { schedule, sessionsApi, utcAt } from '../sessions/support.js';

const { app, clock } = await createTestApp();
const admin = await signUpAdminWith(app);
const reportViewer = await signUpAdminWith(app, ['analytics.view']);
const auditor = await signUpAdminWith(app, ['audit.view']);
const coach = await signUp(app, { role: 'coach', profile: { firstName: 'Philippa', lastName: 'Grindlewood' } });
const otherCoach = await signUp(app, { role: 'coach', profile: { firstName: 'Montgomery', lastName: 'Ashdown' } });
const client = await signUp(app, { profile: { firstName: 'Evangeline', lastName: 'Thistlewaite' } });
const otherClient = await signUp(app, { profile: { firstName: 'Cornelius', lastName: 'Blackthorn' } });
await app.services.usersService.assignCoach(client.user._id, coach.user._id);
await app.services.usersService.assignCoach(otherClient.user._id, otherCoach.user._id);

const first = await schedule(app, coach, client, utcAt(clock(), 2, '10:00'));
const second = await schedule(app, coach, client, utcAt(clock(), 3, '10:00'));
const third = await schedule(app, otherCoach, otherClient, utcAt(clock(), 4, '10:00'));

async function list(params: Record<string, string>) {
  const response = await callAs(app, admin, 'GET', `/sessions?${new URLSearchParams(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return SessionListSchema.parse(response.json().data);
}
const ids = (sessions: Session[]) => sessions.map((session) => session._id);

describe("GET /api/sessions as an admin's list of every session", () => {
  it('filters by coach (id or name), client (name or email), status and dates, paged on the server', async () => {
    expect(ids((await list({})).sessions)).toEqual([third._id, second._id, first._id]);
    expect(ids((await list({ coachId: coach.user._id })).sessions)).toEqual([second._id, first._id]);
    expect(ids((await list({ coach: 'grindle' })).sessions)).toEqual([second._id, first._id]);
    expect(ids((await list({ coach: 'Montgomery Ashdown' })).sessions)).toEqual([third._id]);
    expect(ids((await list({ client: otherClient.email.toUpperCase() })).sessions)).toEqual([third._id]);
    // A name is looked for among the people of that role only: a coach's name finds no client.
    expect((await list({ client: 'grindlewood' })).pagination.total).toBe(0);
    expect(ids((await list({ coach: 'philippa', client: 'thistle', dateFrom: utcAt(clock(), 3, '00:00') })).sessions)).toEqual([second._id]);
    const page = await list({ limit: '2', page: '2', sort: 'scheduledDate' });
    expect(ids(page.sessions)).toEqual([third._id]);
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3 });
  });

  it('keeps a coach to their own sessions whatever they filter by', async () => {
    const response = await sessionsApi(app, otherCoach).list({ coach: 'grindle' });
    expect(response.json().data.pagination.total).toBe(0);
  });

  it('answers 400 in words to a malformed coach id, never 500', async () => {
    const response = await callAs(app, admin, 'GET', '/sessions?coachId=nope');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
  });
});

describe('PATCH /api/sessions/:id/cancel by an admin', () => {
  it("cancels with the reason, as the admin, and writes it to the audit log with who, when and the session's people", async () => {
    const response = await callAs(app, reportViewer, 'PATCH', `/sessions/${first._id}/cancel`, { reason: 'The coach has left the platform' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: SUCCESS_MESSAGES.sessionCancelled, data: { session: { status: 'cancelled', cancellation: { by: 'admin', reason: 'The coach has left the platform', late: false } } } });

    const entries = (await callAs(app, auditor, 'GET', `/admin/audit?action=session.cancelled&targetId=${first._id}`)).json().data.entries;
    expect(entries).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ _id: reportViewer.user._id, role: 'admin' }),
        targetType: 'session',
        at: clock().toISOString(),
        before: { status: 'confirmed' },
        after: { status: 'cancelled', reason: 'The coach has left the platform', coachId: coach.user._id, clientId: client.user._id },
      }),
    ]);
  });

  it('refuses a cancellation without a reason in words, and a coach cancelling their own session is not audited', async () => {
    const blank = await callAs(app, admin, 'PATCH', `/sessions/${second._id}/cancel`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].msg).toBe(SESSION_MESSAGES.reasonRequired);
    expect((await sessionsApi(app, coach).cancel(second._id)).statusCode).toBe(200);
    expect((await callAs(app, auditor, 'GET', `/admin/audit?targetId=${second._id}`)).json().data.entries).toEqual([]);
  });
});
