import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PERMISSIONS, USER_ADMIN_MESSAGES } from '@coaching/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requireAdminsRemain } from '../../src/modules/admin/user-admin.service.js';
import { MIGRATIONS_FOLDER } from '../../src/paths.js';
import { seedDemoData } from '../../src/seed.js';
import { createTestApp } from '../support/app.js';
import { callAs, signUpAdminCast, signUpAdminWith } from '../support/admins.js';
import { getMe } from '../support/factories.js';

const { app, database } = await createTestApp();
const cast = await signUpAdminCast(app);

describe('PATCH /api/users/:id/permissions', () => {
  it('grants another admin exactly the permissions sent, in the contract order, and /auth/me shows them', async () => {
    const other = await signUpAdminWith(app, []);
    const response = await callAs(app, cast.admin, 'PATCH', `/users/${other.user._id}/permissions`, { permissions: ['audit.view', 'analytics.view', 'audit.view'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: USER_ADMIN_MESSAGES.permissionsUpdated, data: { user: { _id: other.user._id, permissions: ['analytics.view', 'audit.view'] } } });
    expect((await getMe(app, other.token)).json().data.user.permissions).toEqual(['analytics.view', 'audit.view']);
  });

  it('takes effect at once: an admin granted users.manage may edit users on their next request, and loses it as fast', async () => {
    const other = await signUpAdminWith(app, ['analytics.view']);
    const attempt = () => callAs(app, other, 'PATCH', `/users/${cast.auditor.user._id}/permissions`, { permissions: ['audit.view'] });
    expect((await attempt()).statusCode).toBe(403);
    await callAs(app, cast.admin, 'PATCH', `/users/${other.user._id}/permissions`, { permissions: ['users.manage'] });
    expect((await attempt()).statusCode).toBe(200);
    await callAs(app, cast.admin, 'PATCH', `/users/${other.user._id}/permissions`, { permissions: [] });
    expect((await attempt()).statusCode).toBe(403);
  });

  it('answers 403 to a report viewer, an auditor, a coach and a client, and changes nothing', async () => {
    for (const who of [cast.reportViewer, cast.auditor, cast.coach, cast.client]) {
      const response = await callAs(app, who, 'PATCH', `/users/${cast.secondAdmin.user._id}/permissions`, { permissions: [] });
      expect(response.statusCode, who.user.role).toBe(403);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    }
    expect((await getMe(app, cast.secondAdmin.token)).json().data.user.permissions).toEqual([...PERMISSIONS]);
  });

  it("refuses an admin's own permissions in words", async () => {
    const response = await callAs(app, cast.admin, 'PATCH', `/users/${cast.admin.user._id}/permissions`, { permissions: ['analytics.view'] });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(USER_ADMIN_MESSAGES.cannotChangeOwnPermissions);
  });

  it('refuses permissions for a coach or a client (409) and an unknown user (404)', async () => {
    for (const who of [cast.coach, cast.client]) {
      const response = await callAs(app, cast.admin, 'PATCH', `/users/${who.user._id}/permissions`, { permissions: ['analytics.view'] });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(USER_ADMIN_MESSAGES.permissionsForAdminsOnly);
    }
    const missing = await callAs(app, cast.admin, 'PATCH', '/users/00000000-0000-4000-8000-000000000000/permissions', { permissions: [] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(USER_ADMIN_MESSAGES.userNotFound);
  });

  it('answers 400, never 500, to a malformed id, an unknown permission or a missing list', async () => {
    const target = cast.secondAdmin.user._id;
    for (const [url, payload] of [
      ['/users/not-an-id/permissions', { permissions: [] }],
      [`/users/${target}/permissions`, { permissions: ['users.destroy'] }],
      [`/users/${target}/permissions`, { permissions: 'users.manage' }],
      [`/users/${target}/permissions`, {}],
    ] as const) {
      const response = await callAs(app, cast.admin, 'PATCH', url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    }
  });
});

describe('the admins who may manage users', () => {
  it('never run out, even when two managers strip each other at once: one wins, the other is refused', async () => {
    const { app: fresh } = await createTestApp();
    const first = await signUpAdminWith(fresh, ['users.manage']);
    const second = await signUpAdminWith(fresh, ['users.manage']);
    const [a, b] = await Promise.all([
      callAs(fresh, first, 'PATCH', `/users/${second.user._id}/permissions`, { permissions: ['analytics.view'] }),
      callAs(fresh, second, 'PATCH', `/users/${first.user._id}/permissions`, { permissions: ['analytics.view'] }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    // One after the other (PGlite) the loser no longer manages users: 403. Truly at once (PostgreSQL) the loser
    // passed that check and waits on the admins' lock, then finds it would leave no manager: 409 in words.
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const refused = [a, b].find((response) => response.statusCode === 409);
    if (refused) expect(refused.json().error.message).toBe(USER_ADMIN_MESSAGES.lastPermissionManager);
    const managers = await Promise.all([first, second].map((admin) => fresh.services.usersService.permissionsOf(admin.user._id)));
    expect(managers.filter((permissions) => permissions.includes('users.manage'))).toHaveLength(1);
  });
});

describe('requireAdminsRemain', () => {
  const target = { id: 'b', role: 'admin' } as Parameters<typeof requireAdminsRemain>[1];
  const admins = [
    { id: 'a', permissions: ['analytics.view' as const] },
    { id: 'b', permissions: ['users.manage' as const] },
  ];

  it('refuses a change that leaves no active admin, or none who manages users', () => {
    expect(() => requireAdminsRemain([admins[1]!], target, { activeAdmin: false, permissions: [] })).toThrow(USER_ADMIN_MESSAGES.lastActiveAdmin);
    expect(() => requireAdminsRemain(admins, target, { activeAdmin: true, permissions: ['audit.view'] })).toThrow(USER_ADMIN_MESSAGES.lastPermissionManager);
    expect(() => requireAdminsRemain(admins, target, { activeAdmin: false, permissions: [] })).toThrow(USER_ADMIN_MESSAGES.lastPermissionManager);
  });

  it('lets it through while another active admin manages users', () => {
    const managed = [{ id: 'a', permissions: ['users.manage' as const] }, admins[1]!];
    expect(() => requireAdminsRemain(managed, target, { activeAdmin: false, permissions: [] })).not.toThrow();
  });
});

describe('admins who came before permissions', () => {
  it('keep every permission (the migration grants them all), and so does the demo admin', async () => {
    const { app: fresh, database: db } = await createTestApp();
    const older = await signUpAdminWith(fresh, []);
    const migration = readFileSync(join(MIGRATIONS_FOLDER, '0017_admin_permissions.sql'), 'utf8');
    const grant = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE'))!;
    await db.db.execute(sql.raw(grant));
    expect(await fresh.services.usersService.permissionsOf(older.user._id)).toEqual([...PERMISSIONS]);

    expect(await seedDemoData(database)).toBe(true);
    const demo = await app.services.usersService.findAccountByEmail('admin@example.com');
    expect(demo?.permissions).toEqual([...PERMISSIONS]);
  });
});
