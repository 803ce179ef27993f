import { TEMPLATE_MESSAGES, type Template, TemplateListSchema, TemplateResultSchema } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { signUp } from '../support/factories.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';
import { messageBody, sessionPlanBody, templatesApi } from './support.js';

const { app, clock } = await createTestApp();

const templateOf = (response: { json: () => unknown }) => TemplateResultSchema.parse((response.json() as { data: unknown }).data).template;
const errorsOf = (response: { json: () => unknown }) => (response.json() as { errors?: { msg: string; path: string }[] }).errors ?? [];

describe('POST /api/templates', () => {
  it('creates a session plan and a message template, each unused, and lists them newest first, by kind when asked', async () => {
    const coach = await signUp(app, { role: 'coach' });
    const api = templatesApi(app, coach);
    const created = await api.create(sessionPlanBody());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe(TEMPLATE_MESSAGES.created);
    const plan = templateOf(created);
    expect(plan).toMatchObject({ kind: 'session_plan', title: 'First session', content: '', useCount: 0, lastUsedAt: null });
    expect(plan.agenda).toEqual([
      { title: 'Welcome', minutes: 10 },
      { title: 'Goals', minutes: 30 },
    ]);
    clock.advance(1_000);
    const message = templateOf(await api.create(messageBody()));
    expect(message).toMatchObject({ kind: 'message', content: 'Hi {{firstName}}, how did the week go?', agenda: [] });

    const all = TemplateListSchema.parse((await api.list()).json().data).templates;
    expect(all.map((template) => template._id)).toEqual([message._id, plan._id]);
    expect(TemplateListSchema.parse((await api.list('session_plan')).json().data).templates.map((template) => template._id)).toEqual([plan._id]);
    expect(TemplateListSchema.parse((await api.list('message')).json().data).templates.map((template) => template._id)).toEqual([message._id]);
    expect((await api.list('letters')).statusCode).toBe(400);
  });

  it.each([
    ['a session plan without agenda items', sessionPlanBody({ agenda: [] }), TEMPLATE_MESSAGES.agendaRequired, 'agenda'],
    ['a message template without text', messageBody({ content: '   ' }), TEMPLATE_MESSAGES.contentRequired, 'content'],
    ['no title', messageBody({ title: '  ' }), TEMPLATE_MESSAGES.titleRequired, 'title'],
    ['a title of 201 characters', messageBody({ title: 'x'.repeat(201) }), TEMPLATE_MESSAGES.titleTooLong, 'title'],
    ['a text of 5,001 characters', messageBody({ content: 'x'.repeat(5_001) }), TEMPLATE_MESSAGES.contentTooLong, 'content'],
    ['21 agenda items', sessionPlanBody({ agenda: Array.from({ length: 21 }, (_, index) => ({ title: `Item ${index}`, minutes: 5 })) }), TEMPLATE_MESSAGES.agendaTooLong, 'agenda'],
    ['an agenda item without a title', sessionPlanBody({ agenda: [{ title: '', minutes: 10 }] }), TEMPLATE_MESSAGES.agendaTitleRequired, 'agenda.0.title'],
    ['an agenda item of 0 minutes', sessionPlanBody({ agenda: [{ title: 'Intro', minutes: 0 }] }), TEMPLATE_MESSAGES.minutesInvalid, 'agenda.0.minutes'],
    ['an agenda item of 241 minutes', sessionPlanBody({ agenda: [{ title: 'Intro', minutes: 241 }] }), TEMPLATE_MESSAGES.minutesInvalid, 'agenda.0.minutes'],
    ['an agenda item of 2.5 minutes', sessionPlanBody({ agenda: [{ title: 'Intro', minutes: 2.5 }] }), TEMPLATE_MESSAGES.minutesInvalid, 'agenda.0.minutes'],
    ['an unknown kind', messageBody({ kind: 'letter' }), TEMPLATE_MESSAGES.kindInvalid, 'kind'],
  ])('refuses %s with 400 and the words for it', async (_case, body, message, path) => {
    const coach = await signUp(app, { role: 'coach' });
    const response = await templatesApi(app, coach).create(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorsOf(response)).toContainEqual({ msg: message, path });
  });
});

describe('PUT, duplicate, use and DELETE /api/templates/{id}', () => {
  it('edits, duplicates, counts uses of and deletes the coach’s template', async () => {
    const coach = await signUp(app, { role: 'coach' });
    const api = templatesApi(app, coach);
    const plan = templateOf(await api.create(sessionPlanBody()));

    clock.advance(60_000);
    const edited = await api.update(plan._id, { title: 'Kick-off', agenda: [{ title: 'Intro', minutes: 15 }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe(TEMPLATE_MESSAGES.saved);
    expect(templateOf(edited)).toMatchObject({ kind: 'session_plan', title: 'Kick-off', agenda: [{ title: 'Intro', minutes: 15 }], updatedAt: clock().toISOString() });
    expect(templateOf(await api.get(plan._id)).title).toBe('Kick-off');

    const emptied = await api.update(plan._id, { agenda: [] });
    expect(emptied.statusCode).toBe(400);
    expect(errorsOf(emptied)).toEqual([{ msg: TEMPLATE_MESSAGES.agendaRequired, path: 'agenda' }]);

    const used = templateOf(await api.use(plan._id));
    expect(used).toMatchObject({ useCount: 1, lastUsedAt: clock().toISOString() });

    const duplicated = await api.duplicate(plan._id);
    expect(duplicated.statusCode, duplicated.body).toBe(201);
    const copy = templateOf(duplicated);
    expect(copy).toMatchObject({ title: TEMPLATE_MESSAGES.copyOf('Kick-off'), agenda: [{ title: 'Intro', minutes: 15 }], useCount: 0, lastUsedAt: null });
    expect(copy._id).not.toBe(plan._id);

    const removed = await api.remove(plan._id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(TEMPLATE_MESSAGES.deleted);
    expect((await api.get(plan._id)).json().error.message).toBe(TEMPLATE_MESSAGES.notFound);
    expect(TemplateListSchema.parse((await api.list()).json().data).templates.map((template: Template) => template._id)).toEqual([copy._id]);
  });

  it('keeps a copy’s title within 200 characters', async () => {
    const coach = await signUp(app, { role: 'coach' });
    const api = templatesApi(app, coach);
    const long = templateOf(await api.create(messageBody({ title: 'T'.repeat(200) })));
    const copy = templateOf(await api.duplicate(long._id));
    expect(copy.title).toHaveLength(200);
    expect(copy.title.endsWith(TEMPLATE_MESSAGES.copyOf(''))).toBe(true);
  });
});

describe('who may use templates', () => {
  it("gives another coach 404 for a coach's template, and clients and admins 403", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const otherCoach = await signUp(app, { role: 'coach' });
    const admin = await signUpAdmin(app);
    const plan = templateOf(await templatesApi(app, coach).create(sessionPlanBody()));

    const other = templatesApi(app, otherCoach);
    for (const response of [await other.get(plan._id), await other.update(plan._id, { title: 'Mine now' }), await other.duplicate(plan._id), await other.use(plan._id), await other.remove(plan._id)]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.message).toBe(TEMPLATE_MESSAGES.notFound);
    }
    expect(TemplateListSchema.parse((await other.list()).json().data).templates).toEqual([]);

    for (const who of [client, admin]) {
      const api = templatesApi(app, who);
      for (const response of [await api.list(), await api.create(messageBody()), await api.get(plan._id), await api.remove(plan._id)]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      }
    }
    expect(templateOf(await templatesApi(app, coach).get(plan._id))).toMatchObject({ title: 'First session', useCount: 0 });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const coach = await signUp(app, { role: 'coach' });
    const api = templatesApi(app, coach);
    expect((await api.get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api.get('not-an-id')).statusCode).toBe(400);
  });
});
