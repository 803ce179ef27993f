import { SETTINGS_MESSAGES, type AuditEntry, type GeneralSettings, type Permission, type UpdateGeneralSettingsBody } from '@coaching/contract';
import { apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { testUser } from '../../test/render.js';
import { AdminSettingsPage } from './admin-settings-page.js';

export const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';
export const OTHER_ADMIN_ID = 'a0000000-0000-4000-8000-000000000002';
const EVERY_PERMISSION: Permission[] = ['users.manage', 'analytics.view', 'ai.configure', 'conversations.oversee', 'audit.view'];

export const DEFAULT_GENERAL: GeneralSettings = {
  registrationOpen: true,
  coachVerificationRequired: true,
  timezone: 'UTC',
  defaultLanguage: 'en',
  mailSenderName: 'Coaching Platform',
  mailSenderAddress: 'no-reply@coaching.local',
};

export function makeEntry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    at: new Date(Date.UTC(2026, 10, n, 9)).toISOString(),
    action: 'settings.updated',
    actor: { _id: OTHER_ADMIN_ID, username: 'riley_ops', firstName: 'Riley', lastName: 'Stone', role: 'admin' },
    targetType: 'settings',
    targetId: 'general',
    ip: '203.0.113.7',
    before: { registrationOpen: true },
    after: { registrationOpen: false },
    ...overrides,
  };
}

/** What the fake API holds: the settings and when they changed, the audit log; every call but /auth/me is recorded. */
export type FakeSettingsServer = { settings: GeneralSettings; updatedAt: string | null; entries: AuditEntry[]; calls: FetchCall[] };

type Options = { permissions?: Permission[]; entries?: AuditEntry[]; override?: (call: FetchCall) => FakeReply | undefined };

/** Signs in as an admin with the given permissions (all by default), stubs the settings and audit API and renders /admin/settings. */
export function renderAdminSettings(options: Options = {}) {
  const me = testUser({ _id: ADMIN_ID, role: 'admin', email: 'admin@example.com', username: 'morgan_admin', permissions: options.permissions ?? EVERY_PERMISSION });
  const server: FakeSettingsServer = { settings: { ...DEFAULT_GENERAL }, updatedAt: null, entries: options.entries ?? [], calls: [] };
  return renderWithFakeApi({ user: me, server, handle, override: options.override, routes: [{ path: '/admin/settings', element: <AdminSettingsPage /> }], path: '/admin/settings' });
}

/** The GET /admin/audit calls made, as their query strings. */
export const auditQueries = (server: FakeSettingsServer) =>
  server.calls.filter((call) => call.method === 'GET' && call.path.startsWith('/admin/audit')).map((call) => call.path.split('?')[1] ?? '');

function handle(server: FakeSettingsServer, call: FetchCall): Response {
  const [pathname = '', search = ''] = call.path.split('?');
  if (pathname === '/admin/settings' && call.method === 'GET') return apiOk('GET /admin/settings', { settings: server.settings, updatedAt: server.updatedAt });
  if (pathname === '/admin/settings' && call.method === 'PUT') {
    server.settings = { ...server.settings, ...(call.body as UpdateGeneralSettingsBody) };
    server.updatedAt = new Date(Date.UTC(2026, 11, 3, 14, 30)).toISOString();
    return apiOk('PUT /admin/settings', { settings: server.settings, updatedAt: server.updatedAt }, { message: SETTINGS_MESSAGES.generalSaved });
  }
  const query = new URLSearchParams(search);
  const limit = Number(query.get('limit') ?? 25);
  const page = Number(query.get('page') ?? 1);
  const entries = server.entries.filter(
    (entry) =>
      (!query.get('action') || entry.action === query.get('action')) &&
      (!query.get('actorId') || entry.actor._id === query.get('actorId')) &&
      (!query.get('targetId') || entry.targetId === query.get('targetId')),
  );
  return apiOk('GET /admin/audit', { entries: entries.slice((page - 1) * limit, page * limit), pagination: { page, limit, total: entries.length, pages: Math.ceil(entries.length / limit) } });
}
