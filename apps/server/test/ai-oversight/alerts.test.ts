import { AI_COACHING_MESSAGES, AI_OVERSIGHT_MESSAGES, CoachAiInsightsSchema, OversightAlertListSchema, SafetyAlertChangedEventSchema } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { nextOfType, openUserEvents } from '../support/event-stream.js';
import type { SignedIn } from '../support/factories.js';
import { signUpCast } from '../support/goals.js';
import { oversightApi, raiseAlert } from './oversight-api.js';

const { app } = await createTestApp();
const { coach, client, otherCoach, admin } = await signUpCast(app);

async function alertsOf(viewer: SignedIn) {
  const response = await oversightApi(app, viewer.token).alerts();
  expect(response.statusCode).toBe(200);
  return OversightAlertListSchema.parse(response.json().data).alerts;
}

async function newAlert(): Promise<{ alertId: string; conversationId: string }> {
  const conversationId = await raiseAlert(app, client);
  const alert = (await alertsOf(coach)).find((open) => open.conversationId === conversationId);
  if (!alert) throw new Error('no alert was raised');
  return { alertId: alert._id, conversationId };
}

describe('POST /api/ai-coaching/alerts/:id/resolve', () => {
  it("lets the client's coach close an alert with a note; it leaves the lists and lifts the hold on coaching", async () => {
    const { alertId, conversationId } = await newAlert();
    expect((await aiCoachingApi(app, client.token).get(conversationId)).json().data.conversation.safetyHold).toBe(true);

    const response = await oversightApi(app, coach.token).resolve(alertId, { note: '  Called Riley; she is safe and sees her GP on Monday.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: AI_OVERSIGHT_MESSAGES.alertResolved,
      data: {
        alert: {
          _id: alertId,
          clientId: client.user._id,
          clientName: 'Riley Chen',
          status: 'resolved',
          resolvedAt: expect.any(String),
          acknowledgedAt: expect.any(String),
          resolutionNote: 'Called Riley; she is safe and sees her GP on Monday.',
        },
      },
    });
    expect((await alertsOf(coach)).map((alert) => alert._id)).not.toContain(alertId);
    expect((await alertsOf(admin)).map((alert) => alert._id)).not.toContain(alertId);
    const insights = CoachAiInsightsSchema.parse((await aiCoachingApi(app, coach.token).coachInsights()).json().data);
    expect(insights.conversationAlerts.map((alert) => alert._id)).not.toContain(alertId);
    expect((await aiCoachingApi(app, client.token).get(conversationId)).json().data.conversation.safetyHold).toBe(false);
  });

  it('keeps the first resolution when the alert is resolved again, and takes no body at all', async () => {
    const { alertId } = await newAlert();
    const first = await oversightApi(app, admin.token).resolve(alertId);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.alert).toMatchObject({ status: 'resolved', resolutionNote: null });
    const again = await oversightApi(app, coach.token).resolve(alertId, { note: 'Later note' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.alert).toMatchObject({ resolvedAt: first.json().data.alert.resolvedAt, resolutionNote: null });
  });

  it('answers 404 to another coach and an unknown id, 403 to a client, and changes nothing', async () => {
    const { alertId } = await newAlert();
    const stranger = await oversightApi(app, otherCoach.token).resolve(alertId, { note: 'Not mine' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toMatchObject({ code: 'NOT_FOUND', message: AI_COACHING_MESSAGES.alertNotFound });
    const unknown = await oversightApi(app, coach.token).resolve('7d9f4a52-0c1e-4c55-9d1b-2f0e3b6a9c11');
    expect(unknown.statusCode).toBe(404);
    const own = await oversightApi(app, client.token).resolve(alertId);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('FORBIDDEN');
    expect((await alertsOf(coach)).find((alert) => alert._id === alertId)).toMatchObject({ status: 'open', resolvedAt: null });
  });

  it("refuses a note that is too long or not text with the contract's words", async () => {
    const { alertId } = await newAlert();
    const long = await oversightApi(app, coach.token).resolve(alertId, { note: 'x'.repeat(1_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([expect.objectContaining({ msg: AI_OVERSIGHT_MESSAGES.resolutionNoteTooLong })]);
    const number = await oversightApi(app, coach.token).resolve(alertId, { note: 42 });
    expect(number.statusCode).toBe(400);
    expect(number.json().errors).toEqual([expect.objectContaining({ msg: AI_OVERSIGHT_MESSAGES.resolutionNoteInvalid })]);
  });
});

describe('GET /api/ai-coaching/alerts', () => {
  it('keeps an acknowledged alert to follow up, with when it was acknowledged, until it is resolved', async () => {
    const { alertId } = await newAlert();
    expect((await oversightApi(app, coach.token).review(alertId)).statusCode).toBe(200);
    const alert = (await alertsOf(coach)).find((open) => open._id === alertId);
    expect(alert).toMatchObject({ status: 'acknowledged', acknowledgedAt: expect.any(String), resolvedAt: null, level: 'crisis', kind: 'suicide' });
    // The dashboard's open list is the alerts no one has looked at yet.
    const insights = CoachAiInsightsSchema.parse((await aiCoachingApi(app, coach.token).coachInsights()).json().data);
    expect(insights.conversationAlerts.map((open) => open._id)).not.toContain(alertId);
    expect(insights.conversationAlerts.every((open) => open.acknowledgedAt === null && open.resolvedAt === null)).toBe(true);
  });

  it("shows a coach only their own clients' alerts, and a client none at all", async () => {
    await newAlert();
    expect(await alertsOf(otherCoach)).toEqual([]);
    expect((await oversightApi(app, client.token).alerts()).statusCode).toBe(403);
  });
});

describe('live updates', () => {
  it("tells the client's coach and the admins when an alert is acknowledged and when it is resolved", async () => {
    const { alertId } = await newAlert();
    const coachStream = await openUserEvents(app, coach.token);
    const adminStream = await openUserEvents(app, admin.token);

    await oversightApi(app, coach.token).review(alertId);
    const acknowledged = SafetyAlertChangedEventSchema.parse((await nextOfType(coachStream, 'safety.alert-changed')).data);
    expect(acknowledged.data).toMatchObject({ alertId, clientId: client.user._id, status: 'acknowledged' });
    expect(SafetyAlertChangedEventSchema.parse((await nextOfType(adminStream, 'safety.alert-changed')).data).data.status).toBe('acknowledged');

    await oversightApi(app, admin.token).resolve(alertId, { note: 'Handled' });
    const resolved = SafetyAlertChangedEventSchema.parse((await nextOfType(coachStream, 'safety.alert-changed')).data);
    expect(resolved.data).toMatchObject({ alertId, status: 'resolved' });
    coachStream.close();
    adminStream.close();
  });
});
