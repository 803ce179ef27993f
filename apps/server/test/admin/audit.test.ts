import { type AuditEntry, USER_ADMIN_MESSAGES } from '@coaching/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { callAs, signUpAdminCast, signUpAdminWith } from '../support/admins.js';
import { bearer } from '../support/factories.js';

const { app, database } = await createTestApp();
const cast = await signUpAdminCast(app);
const entriesOf = (query = '') => callAs(app, cast.admin, 'GET', `/admin/audit${query}`);

/** Grants an admin made for the purpose, from a given address: one entry in the log. */
async function grantFrom(ip: string, permissions: string[] = ['analytics.view']) {
  const target = await signUpAdminWith(app, []);
  const response = await app.inject({ method: 'PATCH', url: `/api/users/${target.user._id}/permissions`, headers: bearer(cast.admin.token), remoteAddress: ip, payload: { permissions } });
  expect(response.statusCode, response.body).toBe(200);
  return target;
}

describe('the audit log of admin actions', () => {
  it('records who granted what to whom, when, from where, with the permissions before and after', async () => {
    const target = await grantFrom('203.0.113.9', ['audit.view', 'analytics.view']);
    const response = await entriesOf(`?targetId=${target.user._id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { entries, pagination } = response.json().data as { entries: AuditEntry[]; pagination: object };
    expect(pagination).toEqual({ page: 1, limit: 25, total: 1, pages: 1 });
    expect(entries).toEqual([
      {
        _id: expect.any(String),
        at: expect.any(String),
        action: 'user.permissions_changed',
        actor: { _id: cast.admin.user._id, username: cast.admin.user.username, firstName: 'Riley', lastName: 'Chen', role: 'admin' },
        targetType: 'user',
        targetId: target.user._id,
        ip: '203.0.113.9',
        before: { permissions: [] },
        after: { permissions: ['analytics.view', 'audit.view'] },
      },
    ]);
  });

  it('records nothing for a grant that changes nothing, or one that is refused', async () => {
    const target = await grantFrom('198.51.100.1', ['analytics.view']);
    await callAs(app, cast.admin, 'PATCH', `/users/${target.user._id}/permissions`, { permissions: ['analytics.view'] });
    await callAs(app, cast.admin, 'PATCH', `/users/${cast.coach.user._id}/permissions`, { permissions: ['analytics.view'] });
    await callAs(app, cast.admin, 'PATCH', `/users/${cast.admin.user._id}/permissions`, { permissions: [] });
    expect((await entriesOf(`?targetId=${target.user._id}`)).json().data.pagination.total).toBe(1);
    expect((await entriesOf(`?targetId=${cast.coach.user._id}`)).json().data.pagination.total).toBe(0);
    expect((await entriesOf(`?targetId=${cast.admin.user._id}`)).json().data.pagination.total).toBe(0);
  });

  it('pages newest first and filters by actor, action and target together', async () => {
    const { app: fresh } = await createTestApp();
    const admin = await signUpAdminWith(fresh);
    const second = await signUpAdminWith(fresh);
    const targets = [];
    for (let n = 0; n < 12; n += 1) {
      const target = await signUpAdminWith(fresh, []);
      targets.push(target);
      const granter = n % 3 === 0 ? second : admin;
      expect((await callAs(fresh, granter, 'PATCH', `/users/${target.user._id}/permissions`, { permissions: ['audit.view'] })).statusCode).toBe(200);
    }
    const page = async (query: string) => (await callAs(fresh, admin, 'GET', `/admin/audit${query}`)).json().data as { entries: AuditEntry[]; pagination: { total: number; pages: number } };
    const first = await page('?limit=10');
    expect(first.pagination).toMatchObject({ total: 12, pages: 2 });
    expect(first.entries.map((entry) => entry.targetId)).toEqual(targets.slice(2).reverse().map((target) => target.user._id));
    expect((await page('?limit=10&page=2')).entries.map((entry) => entry.targetId)).toEqual([targets[1]!.user._id, targets[0]!.user._id]);
    const bySecond = await page(`?actorId=${second.user._id}&action=user.permissions_changed`);
    expect(bySecond.pagination.total).toBe(4);
    expect(bySecond.entries.every((entry) => entry.actor._id === second.user._id)).toBe(true);
    expect((await page(`?actorId=${second.user._id}&targetId=${targets[1]!.user._id}`)).pagination.total).toBe(0);
    expect((await page('?action=user.deactivated')).pagination.total).toBe(0);
  });

  it('answers 400 to a page size other than 10, 25, 50 or 100, an unknown action or a malformed actor id', async () => {
    for (const query of ['?limit=7', '?limit=lots', '?page=0', '?action=user.erased', '?actorId=someone']) {
      const response = await entriesOf(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    }
    expect((await entriesOf('?limit=7')).json().errors[0].msg).toBe(USER_ADMIN_MESSAGES.pageSizeInvalid);
  });

  it('is read only by admins who hold audit.view: the auditor and full admins; a report viewer, a coach and a client hear 403', async () => {
    expect((await callAs(app, cast.auditor, 'GET', '/admin/audit')).statusCode).toBe(200);
    expect((await callAs(app, cast.secondAdmin, 'GET', '/admin/audit')).statusCode).toBe(200);
    for (const who of [cast.reportViewer, cast.coach, cast.client]) {
      const response = await callAs(app, who, 'GET', '/admin/audit');
      expect(response.statusCode, who.user.role).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });
});

/** An error's message and its causes' (the driver's error sits under the query builder's). */
const messagesOf = (error: unknown): string => (error instanceof Error ? `${error.message} ${messagesOf(error.cause)}` : '');

describe('the audit_log table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself, whoever asks', async () => {
    await grantFrom('192.0.2.7');
    const before = (await database.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as { rows: { n: number }[] };
    expect(Number(before.rows[0]!.n)).toBeGreaterThan(0);
    for (const statement of [sql`update audit_log set action = 'user.updated'`, sql`delete from audit_log`, sql`truncate audit_log`]) {
      const refused = await database.inTransaction(() => database.db.execute(statement)).then(() => undefined, (error: unknown) => error);
      expect(messagesOf(refused), String(statement.queryChunks[0])).toMatch(/audit_log is append-only: (UPDATE|DELETE|TRUNCATE) refused/);
    }
    const after = (await database.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as { rows: { n: number }[] };
    expect(after.rows[0]!.n).toEqual(before.rows[0]!.n);
  });

  it('still takes new entries', async () => {
    await expect(database.db.execute(sql`insert into audit_log (actor_id, actor_role, action, target_type, target_id) values (gen_random_uuid(), 'admin', 'user.updated', 'user', 'x')`)).resolves.toBeDefined();
  });
});
