import { AI_COACHING_MESSAGES, defaultPlatformSettings, SETTINGS_MESSAGES } from '@coaching/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SETTINGS_CHANGED_TOPIC } from '../../src/modules/settings/settings.store.js';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { callAs, signUpAdminCast } from '../support/admins.js';
import { closedPort } from '../support/fake-openai.js';
import { bearer, registrationBody, signUp } from '../support/factories.js';

const { app, database } = await createTestApp();
const cast = await signUpAdminCast(app);

const register = (overrides = {}) => app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody(overrides) });
const publicSettings = async () => (await app.inject({ method: 'GET', url: '/api/settings/public' })).json().data;

describe('GET /api/admin/settings', () => {
  it('answers the defaults to any admin, a report viewer too, before anything was changed', async () => {
    const response = await callAs(app, cast.reportViewer, 'GET', '/admin/settings');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      settings: {
        registrationOpen: true,
        coachVerificationRequired: true,
        timezone: 'UTC',
        defaultLanguage: 'en',
        mailSenderName: 'Coaching Platform',
        mailSenderAddress: 'no-reply@coaching.local',
      },
      updatedAt: null,
    });
  });

  it('answers 403 to a coach and a client, and 401 to no one', async () => {
    for (const who of [cast.coach, cast.client]) expect((await callAs(app, who, 'GET', '/admin/settings')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/settings', () => {
  it('keeps what was sent, leaves the rest, and records the change with the fields before and after', async () => {
    const response = await callAs(app, cast.admin, 'PUT', '/admin/settings', { timezone: 'Europe/Madrid', mailSenderName: 'Acme Coaching' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: SETTINGS_MESSAGES.generalSaved,
      data: { settings: { timezone: 'Europe/Madrid', mailSenderName: 'Acme Coaching', registrationOpen: true, defaultLanguage: 'en' } },
    });
    expect(response.json().data.updatedAt).toEqual(expect.any(String));
    expect((await callAs(app, cast.reportViewer, 'GET', '/admin/settings')).json().data.settings.timezone).toBe('Europe/Madrid');

    const audit = (await callAs(app, cast.auditor, 'GET', '/admin/audit?action=settings.updated')).json().data.entries;
    expect(audit[0]).toMatchObject({
      action: 'settings.updated',
      targetType: 'settings',
      targetId: 'general',
      actor: { _id: cast.admin.user._id },
      before: { timezone: 'UTC', mailSenderName: 'Coaching Platform' },
      after: { timezone: 'Europe/Madrid', mailSenderName: 'Acme Coaching' },
    });
  });

  it('refuses an unknown timezone, a bad sender address and fields it does not know, in words, changing nothing', async () => {
    const before = (await callAs(app, cast.admin, 'GET', '/admin/settings')).json().data.settings;
    const badZone = await callAs(app, cast.admin, 'PUT', '/admin/settings', { timezone: 'Mars/Olympus' });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.body).toContain('Unknown timezone');
    const badAddress = await callAs(app, cast.admin, 'PUT', '/admin/settings', { mailSenderAddress: 'not an address' });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.body).toContain(SETTINGS_MESSAGES.senderAddressInvalid);
    expect((await callAs(app, cast.admin, 'PUT', '/admin/settings', { registrationOpen: 'no' })).statusCode).toBe(400);
    expect((await callAs(app, cast.admin, 'PUT', '/admin/settings', { theme: 'dark' })).statusCode).toBe(400);
    expect((await callAs(app, cast.admin, 'GET', '/admin/settings')).json().data.settings).toEqual(before);
  });

  it('answers 403 to an admin without users.manage, and to a coach, changing nothing', async () => {
    for (const who of [cast.reportViewer, cast.auditor, cast.coach]) {
      const response = await callAs(app, who, 'PUT', '/admin/settings', { registrationOpen: false });
      expect(response.statusCode).toBe(403);
    }
    expect((await publicSettings()).registrationOpen).toBe(true);
  });
});

describe('closing registration', () => {
  it('refuses sign-ups in words while closed, says so to the sign-up page, and lets them in again once reopened', async () => {
    await callAs(app, cast.admin, 'PUT', '/admin/settings', { registrationOpen: false });
    expect(await publicSettings()).toEqual({ registrationOpen: false, coachVerificationRequired: true, defaultLanguage: 'en' });
    const refused = await register();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(SETTINGS_MESSAGES.registrationClosed);

    await callAs(app, cast.admin, 'PUT', '/admin/settings', { registrationOpen: true });
    expect((await register()).statusCode).toBe(201);
  });
});

describe('the default language', () => {
  it('is the language of an account opened while it is set', async () => {
    await callAs(app, cast.admin, 'PUT', '/admin/settings', { defaultLanguage: 'fr' });
    const response = await register();
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.preferences.language).toBe('fr');
    await callAs(app, cast.admin, 'PUT', '/admin/settings', { defaultLanguage: 'en' });
    expect((await register()).json().data.user.preferences.language).toBe('en');
  });
});

describe('the AI settings', () => {
  it('answers the defaults and the built-in engine to any admin', async () => {
    const response = await callAs(app, cast.auditor, 'GET', '/admin/ai-settings');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ settings: defaultPlatformSettings().ai, engine: { kind: 'builtin', model: null, baseUrl: null } });
  });

  it('starts new AI conversations and guardrails from the defaults an admin sets', async () => {
    const response = await callAs(app, cast.admin, 'PUT', '/admin/ai-settings', {
      defaults: { temperature: 0.3, maxTokens: 800, coachingStyle: 'directive', guardrails: { communicationStyle: 'direct', responseLength: 'brief' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.settings.defaults).toMatchObject({ temperature: 0.3, maxTokens: 800, coachingStyle: 'directive', guardrails: { communicationStyle: 'direct', responseLength: 'brief', sessionFrequency: 'weekly' } });

    const newcomer = await signUp(app);
    const conversation = await createConversation(app, newcomer.token);
    expect(conversation).toMatchObject({ aiConfig: { temperature: 0.3, maxTokens: 800, coaching_style: 'directive' } });
    const guardrails = await aiCoachingApi(app, newcomer.token).guardrails(newcomer.user._id);
    expect(guardrails.json().data.guardrails ?? guardrails.json().data).toMatchObject({ communicationStyle: 'direct', responseLength: 'brief' });

    const audit = (await callAs(app, cast.auditor, 'GET', '/admin/audit?action=settings.updated')).json().data.entries;
    expect(audit[0]).toMatchObject({ targetId: 'ai', before: { temperature: 0.7, maxTokens: 2000 }, after: { temperature: 0.3, maxTokens: 800 } });
  });

  it('holds every person to the message rate an admin sets, at once', async () => {
    expect((await callAs(app, cast.admin, 'PUT', '/admin/ai-settings', { messagesPerMinute: 2 })).statusCode).toBe(200);
    const person = await signUp(app);
    const conversation = await createConversation(app, person.token);
    const api = aiCoachingApi(app, person.token);
    for (const content of ['I want to plan my week', 'Mostly meetings']) expect((await api.send(conversation._id, { content })).statusCode).toBe(200);
    const refused = await api.send(conversation._id, { content: 'And emails' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(AI_COACHING_MESSAGES.tooManyMessages);
    await callAs(app, cast.admin, 'PUT', '/admin/ai-settings', { messagesPerMinute: 30 });
  });

  it('refuses a rate out of bounds and a temperature out of range, and answers 403 without ai.configure', async () => {
    const rate = await callAs(app, cast.admin, 'PUT', '/admin/ai-settings', { messagesPerMinute: 0 });
    expect(rate.statusCode).toBe(400);
    expect(rate.body).toContain(SETTINGS_MESSAGES.rateInvalid);
    expect((await callAs(app, cast.admin, 'PUT', '/admin/ai-settings', { defaults: { temperature: 3 } })).statusCode).toBe(400);
    expect((await callAs(app, cast.reportViewer, 'PUT', '/admin/ai-settings', { messagesPerMinute: 5 })).statusCode).toBe(403);
    expect((await callAs(app, cast.admin, 'GET', '/admin/ai-settings')).json().data.settings.messagesPerMinute).toBe(30);
  });

  it('tests the built-in engine: an answer, and how long it took', async () => {
    const response = await callAs(app, cast.reportViewer, 'POST', '/admin/ai-settings/test');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ ok: true, engine: { kind: 'builtin' }, error: null });
    expect(result.reply.length).toBeGreaterThan(10);
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
  });
});

describe('testing a configured model that does not answer', () => {
  it('says the model did not answer, and why, naming the endpoint by its origin only', async () => {
    const port = await closedPort();
    const other = await createTestApp({ env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'house-model', AI_API_KEY: 'secret-key', AI_TIMEOUT_MS: '1000' } });
    try {
      const admin = await signUpAdminCast(other.app);
      const response = await callAs(other.app, admin.admin, 'POST', '/admin/ai-settings/test');
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json().data;
      expect(result).toMatchObject({ ok: false, reply: null, engine: { kind: 'model', model: 'house-model', baseUrl: `http://127.0.0.1:${port}` } });
      expect(result.error).toMatch(new RegExp(`^${SETTINGS_MESSAGES.testFailed}: `));
      expect(response.body).not.toContain('secret-key');
    } finally {
      await other.app.close();
    }
  });
});

describe('the crisis resources', () => {
  const resources = async () => (await callAs(app, cast.reportViewer, 'GET', '/admin/crisis-resources')).json().data.resources as { _id: string; country: string; kind: string; name: string; contact: string }[];

  it('lists every row, the fallback (ZZ) last', async () => {
    const list = await resources();
    expect(list.length).toBeGreaterThan(10);
    expect(list.at(-1)!.country).toBe('ZZ');
    expect(list.find((row) => row.country === 'GB' && row.kind === 'crisis_line')).toMatchObject({ name: 'Samaritans', contact: '116 123' });
  });

  it("adds a country's line, which the next crisis reply of a client there names", async () => {
    const saved = await callAs(app, cast.admin, 'PUT', '/admin/crisis-resources', { country: 'nz', kind: 'crisis_line', name: 'Need to Talk?', contact: '1737', url: 'https://1737.org.nz' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: SETTINGS_MESSAGES.resourceSaved, data: { resource: { country: 'NZ', kind: 'crisis_line', contact: '1737' } } });

    const person = await signUp(app);
    await app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(person.token), payload: { profile: { timezone: 'Pacific/Auckland' } } });
    const conversation = await createConversation(app, person.token);
    const reply = await aiCoachingApi(app, person.token).send(conversation._id, { content: "I've decided to kill myself tonight" });
    expect(reply.json().data.aiMessage?.content ?? reply.body).toContain('Need to Talk? on 1737');
  });

  it('changes a row in place, audited, and refuses a bad country code and a bad address in words', async () => {
    const row = (await resources()).find((resource) => resource.country === 'IE' && resource.kind === 'crisis_line')!;
    const changed = await callAs(app, cast.admin, 'PATCH', `/admin/crisis-resources/${row._id}`, { name: 'Samaritans Ireland', contact: '116 123', url: '' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.resource).toMatchObject({ _id: row._id, name: 'Samaritans Ireland', url: null });
    const audit = (await callAs(app, cast.auditor, 'GET', '/admin/audit?action=crisis_resource.saved')).json().data.entries;
    expect(audit[0]).toMatchObject({ targetType: 'crisis_resource', targetId: 'IE:crisis_line', before: { name: 'Samaritans' }, after: { name: 'Samaritans Ireland' } });

    const badCountry = await callAs(app, cast.admin, 'PUT', '/admin/crisis-resources', { country: 'Ireland', kind: 'crisis_line', name: 'x', contact: 'y' });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.body).toContain(SETTINGS_MESSAGES.countryInvalid);
    const badUrl = await callAs(app, cast.admin, 'PATCH', `/admin/crisis-resources/${row._id}`, { name: 'x', contact: 'y', url: 'javascript:alert(1)' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.body).toContain(SETTINGS_MESSAGES.resourceUrlInvalid);
  });

  it('deletes a row, but never the fallback emergency number, and only with ai.configure', async () => {
    const list = await resources();
    const fallback = list.find((resource) => resource.country === 'ZZ' && resource.kind === 'emergency')!;
    const kept = await callAs(app, cast.admin, 'DELETE', `/admin/crisis-resources/${fallback._id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.message).toBe(SETTINGS_MESSAGES.fallbackEmergencyRequired);

    const abuse = list.find((resource) => resource.country === 'IE' && resource.kind === 'abuse_line')!;
    expect((await callAs(app, cast.reportViewer, 'DELETE', `/admin/crisis-resources/${abuse._id}`)).statusCode).toBe(403);
    const removed = await callAs(app, cast.admin, 'DELETE', `/admin/crisis-resources/${abuse._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await resources()).some((resource) => resource._id === abuse._id)).toBe(false);
    expect((await callAs(app, cast.admin, 'DELETE', `/admin/crisis-resources/${abuse._id}`)).statusCode).toBe(404);
  });
});

describe('settings kept in memory', () => {
  it('reads them again when another instance says they changed', async () => {
    // Another instance's change: the row as it wrote it, then its word on the bus.
    await database.db.execute(sql`update platform_settings set settings = jsonb_set(settings, '{general}', coalesce(settings->'general', '{}') || '{"defaultLanguage": "de"}')`);
    expect((await publicSettings()).defaultLanguage).not.toBe('de');
    await app.services.realtime.bus.publish(SETTINGS_CHANGED_TOPIC, { at: new Date().toISOString() });
    await expect.poll(async () => (await publicSettings()).defaultLanguage).toBe('de');
  });
});
