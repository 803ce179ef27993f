import {
  SETTINGS_MESSAGES,
  defaultPlatformSettings,
  type AiEngine,
  type AiSettings,
  type AiTestReply,
  type CrisisResource,
  type Permission,
  type UpdateAiSettingsBody,
  type UpdateCrisisResourceBody,
  type UpsertCrisisResourceBody,
} from '@coaching/contract';
import { apiFail, apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { testUser } from '../../test/render.js';
import { AdminAiSettingsPage } from './admin-ai-settings-page.js';

const EVERY_PERMISSION: Permission[] = ['users.manage', 'analytics.view', 'ai.configure', 'conversations.oversee', 'audit.view'];
const UPDATED = new Date(Date.UTC(2026, 11, 3, 14, 30)).toISOString();

export function makeResource(n: number, country: string, kind: CrisisResource['kind'], name: string, contact: string, url: string | null = null): CrisisResource {
  return { _id: `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`, country, kind, name, contact, url, updatedAt: UPDATED };
}

export const FALLBACK_EMERGENCY = makeResource(9, 'ZZ', 'emergency', 'Local emergency services', '112');
export const SAMARITANS = makeResource(1, 'GB', 'crisis_line', 'Samaritans', '116 123', 'https://www.samaritans.org');

/** What the fake API holds; every call but /auth/me is recorded. */
export type FakeAiServer = { settings: AiSettings; engine: AiEngine; test: AiTestReply; resources: CrisisResource[]; calls: FetchCall[] };

type Options = { permissions?: Permission[]; engine?: AiEngine; test?: AiTestReply; override?: (call: FetchCall) => FakeReply | undefined };

/** Signs in as an admin with the given permissions (all by default), stubs the AI settings API and renders /admin/ai-settings. */
export function renderAdminAiSettings(options: Options = {}) {
  const me = testUser({ _id: 'a0000000-0000-4000-8000-000000000001', role: 'admin', email: 'admin@example.com', username: 'morgan_admin', permissions: options.permissions ?? EVERY_PERMISSION });
  const server: FakeAiServer = {
    settings: defaultPlatformSettings().ai,
    engine: options.engine ?? { kind: 'builtin', model: null, baseUrl: null },
    test: options.test ?? { ok: true, engine: { kind: 'builtin', model: null, baseUrl: null }, latencyMs: 42, reply: 'Happy to help you plan your week.', error: null },
    resources: [SAMARITANS, FALLBACK_EMERGENCY],
    calls: [],
  };
  return renderWithFakeApi({ user: me, server, handle, override: options.override, routes: [{ path: '/admin/ai-settings', element: <AdminAiSettingsPage /> }], path: '/admin/ai-settings' });
}

function handle(server: FakeAiServer, call: FetchCall): FakeReply {
  const reply = () => ({ settings: server.settings, engine: server.engine, updatedAt: UPDATED });
  if (call.path === '/admin/ai-settings' && call.method === 'GET') return apiOk('GET /admin/ai-settings', reply());
  if (call.path === '/admin/ai-settings' && call.method === 'PUT') {
    const body = call.body as UpdateAiSettingsBody;
    const defaults = server.settings.defaults;
    server.settings = {
      defaults: { ...defaults, ...body.defaults, guardrails: { ...defaults.guardrails, ...body.defaults?.guardrails } },
      messagesPerMinute: body.messagesPerMinute ?? server.settings.messagesPerMinute,
    };
    return apiOk('PUT /admin/ai-settings', reply(), { message: SETTINGS_MESSAGES.aiSaved });
  }
  // The test takes a moment, as a model does: the button is busy meanwhile.
  if (call.path === '/admin/ai-settings/test') return new Promise((resolve) => setTimeout(() => resolve(apiOk('POST /admin/ai-settings/test', server.test)), 150));
  if (call.path === '/admin/crisis-resources' && call.method === 'GET') return apiOk('GET /admin/crisis-resources', { resources: server.resources });
  if (call.path === '/admin/crisis-resources' && call.method === 'PUT') {
    const body = call.body as UpsertCrisisResourceBody;
    const resource = makeResource(100 + server.resources.length, body.country.toUpperCase(), body.kind, body.name, body.contact, body.url || null);
    server.resources = [resource, ...server.resources.filter((each) => each.country !== resource.country || each.kind !== resource.kind)];
    return apiOk('PUT /admin/crisis-resources', { resource }, { message: SETTINGS_MESSAGES.resourceSaved });
  }
  const id = /^\/admin\/crisis-resources\/([^/]+)$/.exec(call.path)?.[1];
  const found = server.resources.find((resource) => resource._id === id);
  if (!found) return apiFail(404, SETTINGS_MESSAGES.resourceNotFound, 'NOT_FOUND');
  if (call.method === 'PATCH') {
    const body = call.body as UpdateCrisisResourceBody;
    const resource = { ...found, name: body.name, contact: body.contact, url: body.url || null };
    server.resources = server.resources.map((each) => (each._id === id ? resource : each));
    return apiOk('PATCH /admin/crisis-resources/:id', { resource }, { message: SETTINGS_MESSAGES.resourceSaved });
  }
  if (found.country === 'ZZ' && found.kind === 'emergency') return apiFail(409, SETTINGS_MESSAGES.fallbackEmergencyRequired, 'CONFLICT');
  server.resources = server.resources.filter((each) => each._id !== id);
  return apiOk('DELETE /admin/crisis-resources/:id', {}, { message: SETTINGS_MESSAGES.resourceDeleted });
}
