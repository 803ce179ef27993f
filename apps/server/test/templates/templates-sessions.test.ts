import { type Session, SessionResultSchema, TEMPLATE_MESSAGES } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { signUpCoachAndClient } from '../support/goals.js';
import { DAY, sessionsApi } from '../sessions/support.js';
import { messageBody, sessionPlanBody, templatesApi } from './support.js';

const { app, clock } = await createTestApp();

const inTwoDays = () => new Date(clock().getTime() + 2 * DAY).toISOString();
const sessionOf = (response: { json: () => unknown }): Session => SessionResultSchema.parse((response.json() as { data: unknown }).data).session;

describe('POST /api/sessions with planTemplateId', () => {
  it('copies the plan onto the session, counts a use of the template, and both people see the plan', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const plan = (await templatesApi(app, coach).create(sessionPlanBody())).json().data.template as { _id: string };

    const response = await sessionsApi(app, coach).create({ clientId: client.user._id, scheduledDate: inTwoDays(), planTemplateId: plan._id });
    expect(response.statusCode, response.body).toBe(201);
    const expected = { templateId: plan._id, title: 'First session', agenda: [{ title: 'Welcome', minutes: 10 }, { title: 'Goals', minutes: 30 }] };
    expect(sessionOf(response).plan).toEqual(expected);
    expect(sessionOf(await sessionsApi(app, client).get(sessionOf(response)._id)).plan).toEqual(expected);
    expect((await templatesApi(app, coach).get(plan._id)).json().data.template).toMatchObject({ useCount: 1, lastUsedAt: clock().toISOString() });

    // The session keeps its copy when the template changes or goes.
    await templatesApi(app, coach).update(plan._id, { title: 'Renamed' });
    await templatesApi(app, coach).remove(plan._id);
    expect(sessionOf(await sessionsApi(app, coach).get(sessionOf(response)._id)).plan).toEqual(expected);
  });

  it('leaves plan null when none is attached', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const response = await sessionsApi(app, coach).create({ clientId: client.user._id, scheduledDate: inTwoDays() });
    expect(sessionOf(response).plan).toBeNull();
  });

  it("refuses another coach's session plan with 404 and schedules nothing, and refuses a message template with 400", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { coach: otherCoach } = await signUpCoachAndClient(app);
    const theirs = (await templatesApi(app, otherCoach).create(sessionPlanBody())).json().data.template as { _id: string };

    const refused = await sessionsApi(app, coach).create({ clientId: client.user._id, scheduledDate: inTwoDays(), planTemplateId: theirs._id });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json().error.message).toBe(TEMPLATE_MESSAGES.notFound);
    expect((await sessionsApi(app, coach).list()).json().data.pagination.total).toBe(0);
    expect((await templatesApi(app, otherCoach).get(theirs._id)).json().data.template.useCount).toBe(0);

    const message = (await templatesApi(app, coach).create(messageBody())).json().data.template as { _id: string };
    const wrongKind = await sessionsApi(app, coach).create({ clientId: client.user._id, scheduledDate: inTwoDays(), planTemplateId: message._id });
    expect(wrongKind.statusCode, wrongKind.body).toBe(400);
    expect(wrongKind.json().errors).toEqual([{ msg: TEMPLATE_MESSAGES.notASessionPlan, path: 'planTemplateId' }]);
    expect((await templatesApi(app, coach).get(message._id)).json().data.template.useCount).toBe(0);
  });

  it('does not count a use when the session cannot be scheduled', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const plan = (await templatesApi(app, coach).create(sessionPlanBody())).json().data.template as { _id: string };
    const start = inTwoDays();
    expect((await sessionsApi(app, coach).create({ clientId: client.user._id, scheduledDate: start })).statusCode).toBe(201);
    const overlapping = await sessionsApi(app, coach).create({ clientId: client.user._id, scheduledDate: start, planTemplateId: plan._id });
    expect(overlapping.statusCode).toBe(409);
    expect((await templatesApi(app, coach).get(plan._id)).json().data.template.useCount).toBe(0);
  });
});
