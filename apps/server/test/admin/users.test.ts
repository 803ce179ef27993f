import { type User, USER_ADMIN_MESSAGES, type UserStats } from '@coaching/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { callAs, signUpAdminCast, signUpAdminWith } from '../support/admins.js';
import { signUp, type SignedIn } from '../support/factories.js';

/** Its own database: the list's totals count every account in it. */
const { app } = await createTestApp();
const cast = await signUpAdminCast(app);

/** Accounts made one after another (the database stamps them), with names to sort and search by. */
const made: SignedIn[] = [];
for (const [firstName, lastName, role] of [
  ['Zoe', 'Adams', 'client'],
  ['amir', 'Bashir', 'coach'],
  ['Chloé', 'Nguyen', 'client'],
  ['Dana', 'Okafor', 'coach'],
  ['Eli', 'Park', 'client'],
] as const) {
  made.push(await signUp(app, { role, profile: { firstName, lastName, phone: `+1 555 01${made.length}` } }));
}
const everyone = [cast.admin, cast.secondAdmin, cast.reportViewer, cast.auditor, cast.coach, cast.client, ...made];

type Page = { users: User[]; pagination: { page: number; limit: number; total: number; pages: number } };
const list = async (query = '', who = cast.admin) => {
  const response = await callAs(app, who, 'GET', `/users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Page;
};

describe('GET /api/users', () => {
  it('answers a page of 25, newest first, with the total and the page count', async () => {
    const page = await list();
    expect(page.pagination).toEqual({ page: 1, limit: 25, total: everyone.length, pages: 1 });
    expect(page.users[0]!._id).toBe(made.at(-1)!.user._id);
    const times = page.users.map((user) => user.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.users[0]).not.toHaveProperty('passwordHash');
  });

  it('pages at 10, 25, 50 or 100, and a page past the end is empty with the total', async () => {
    const first = await list('?limit=10');
    const second = await list('?limit=10&page=2');
    expect(first.users).toHaveLength(10);
    expect(second.users).toHaveLength(everyone.length - 10);
    expect(second.pagination).toEqual({ page: 2, limit: 10, total: everyone.length, pages: 2 });
    expect(new Set([...first.users, ...second.users].map((user) => user._id)).size).toBe(everyone.length);
    expect(await list('?limit=10&page=5')).toMatchObject({ users: [], pagination: { total: everyone.length } });
    for (const limit of [50, 100]) expect((await list(`?limit=${limit}`)).pagination.limit).toBe(limit);
  });

  it('sorts by every column of the grid, both ways', async () => {
    const names = (page: Page) => page.users.map((user) => user.profile.firstName.toLowerCase());
    const byName = names(await list('?sortBy=name&sortOrder=asc'));
    expect(byName).toEqual([...byName].sort());
    expect(names(await list('?sortBy=name&sortOrder=desc'))).toEqual([...byName].reverse());
    const emails = (await list('?sortBy=email&sortOrder=asc')).users.map((user) => user.email);
    expect(emails).toEqual([...emails].sort());
    const usernames = (await list('?sortBy=username&sortOrder=desc')).users.map((user) => user.username.toLowerCase());
    expect(usernames).toEqual([...usernames].sort().reverse());
    const roles = (await list('?sortBy=role&sortOrder=asc')).users.map((user) => user.role);
    expect(roles).toEqual([...roles].sort());
    const phones = (await list('?sortBy=phone&sortOrder=asc')).users.map((user) => user.profile.phone);
    expect(phones).toEqual([...phones].sort());
    const oldest = await list('?sortBy=createdAt&sortOrder=asc');
    expect(oldest.users.at(-1)!._id).toBe(made.at(-1)!.user._id);
  });

  it('filters by role and by status, and sorts by status', async () => {
    const coaches = await list('?role=coach');
    expect(coaches.pagination.total).toBe(3);
    expect(coaches.users.every((user) => user.role === 'coach')).toBe(true);
    await callAs(app, cast.admin, 'DELETE', `/users/${made[4]!.user._id}`);
    expect((await list('?status=inactive')).users.map((user) => user._id)).toEqual([made[4]!.user._id]);
    expect((await list('?status=active')).pagination.total).toBe(everyone.length - 1);
    expect((await list('?role=client&status=active')).pagination.total).toBe(3);
    expect((await list('?sortBy=status&sortOrder=asc')).users[0]!._id).toBe(made[4]!.user._id);
    await callAs(app, cast.admin, 'PATCH', `/users/${made[4]!.user._id}/reactivate`);
  });

  it('finds by part of the email, username, first or last name, whatever the case, with % and _ taken literally', async () => {
    const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).users.map((user) => user._id);
    expect(await ids('AMIR')).toEqual([made[1]!.user._id]);
    expect(await ids('nguy')).toEqual([made[2]!.user._id]);
    expect(await ids('dana okafor')).toEqual([made[3]!.user._id]);
    expect(await ids(made[0]!.user.username.slice(5))).toEqual([made[0]!.user._id]);
    expect(await ids(made[0]!.email.slice(0, 9))).toContain(made[0]!.user._id);
    expect(await ids('%')).toEqual([]);
    expect(await ids('_')).toEqual(expect.arrayContaining(everyone.map((who) => who.user._id)));
    expect((await list('?q=park&role=coach')).pagination.total).toBe(0);
  });

  it('answers 400, never 500, to a bad page size, sort, order, role, status or page', async () => {
    for (const query of ['?limit=20', '?limit=0', '?limit=1000', '?sortBy=password', '?sortOrder=up', '?role=owner', '?status=deleted', '?page=0', '?page=x']) {
      const response = await callAs(app, cast.admin, 'GET', `/users${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    }
    expect((await callAs(app, cast.admin, 'GET', '/users?limit=20')).json().errors[0]).toEqual({ msg: USER_ADMIN_MESSAGES.pageSizeInvalid, path: 'limit' });
  });

  it('is for admins who manage users: a second admin may, a report viewer, an auditor, a coach and a client hear 403', async () => {
    expect((await list('', cast.secondAdmin)).pagination.total).toBe(everyone.length);
    for (const who of [cast.reportViewer, cast.auditor, cast.coach, cast.client]) {
      expect((await callAs(app, who, 'GET', '/users')).statusCode, who.user.username).toBe(403);
    }
  });
});

describe('GET /api/users/:id', () => {
  it('answers the account with its role details; an admin with their permissions', async () => {
    const coach = await callAs(app, cast.admin, 'GET', `/users/${made[1]!.user._id}`);
    expect(coach.statusCode).toBe(200);
    expect(coach.json().data.user).toMatchObject({ _id: made[1]!.user._id, role: 'coach', profile: { firstName: 'amir' }, coachSpecific: expect.any(Object) });
    expect(coach.json().data.user).not.toHaveProperty('permissions');
    const viewer = await callAs(app, cast.admin, 'GET', `/users/${cast.reportViewer.user._id}`);
    expect(viewer.json().data.user.permissions).toEqual(['analytics.view']);
  });

  it('answers 404 to an unknown id and 400 to a malformed one', async () => {
    const missing = await callAs(app, cast.admin, 'GET', '/users/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(USER_ADMIN_MESSAGES.userNotFound);
    expect((await callAs(app, cast.admin, 'GET', '/users/12345')).statusCode).toBe(400);
  });

  it('answers 403 to a report viewer, a coach and a client, even about themselves', async () => {
    for (const who of [cast.reportViewer, cast.coach, cast.client]) {
      expect((await callAs(app, who, 'GET', `/users/${who.user._id}`)).statusCode).toBe(403);
    }
  });

  it('does not shadow the coach directory at /users/coaches', async () => {
    const response = await callAs(app, cast.client, 'GET', '/users/coaches');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.coaches).toEqual(expect.any(Array));
  });
});

describe('GET /api/users/search/:term', () => {
  it('answers the newest matching accounts', async () => {
    const response = await callAs(app, cast.admin, 'GET', `/users/search/${encodeURIComponent('Chloé')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.users.map((user: User) => user._id)).toEqual([made[2]!.user._id]);
    const all = await callAs(app, cast.admin, 'GET', '/users/search/example.com');
    expect(all.json().data.users).toHaveLength(everyone.length);
  });

  it('answers 400 to a blank term, 403 to whoever does not manage users', async () => {
    const blank = await callAs(app, cast.admin, 'GET', '/users/search/%20%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].msg).toBe(USER_ADMIN_MESSAGES.searchTermRequired);
    for (const who of [cast.reportViewer, cast.coach, cast.client]) expect((await callAs(app, who, 'GET', '/users/search/a')).statusCode).toBe(403);
  });
});

describe('GET /api/users/stats/overview', () => {
  it('counts the accounts by state and role, and this month against last (UTC months), erased accounts left out', async () => {
    const { app: fresh, clock: freshClock, database } = await createTestApp();
    const now = freshClock();
    const viewer = await signUpAdminWith(fresh, ['analytics.view']);
    const coach = await signUp(fresh, { role: 'coach' });
    const lastMonth = [await signUp(fresh), await signUp(fresh), await signUp(fresh, { role: 'coach' }), await signUp(fresh)];
    const older = await signUp(fresh);
    const erased = await signUp(fresh);
    await fresh.services.usersService.setActive(coach.user._id, false);
    const at = (months: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1, 12)).toISOString();
    const stamp = (who: SignedIn[], iso: string) =>
      database.db.execute(sql`update users set created_at = ${iso}::timestamptz where id in (${sql.join(who.map((one) => sql`${one.user._id}::uuid`), sql`, `)})`);
    await stamp([viewer, coach], at(0));
    await stamp(lastMonth, at(-1));
    await stamp([older], at(-3));
    await database.db.execute(sql`update users set deleted_at = now(), is_active = false where id = ${erased.user._id}::uuid`);

    const response = await callAs(fresh, viewer, 'GET', '/users/stats/overview');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      total: 7,
      active: 6,
      inactive: 1,
      byRole: { client: 4, coach: 2, admin: 1 },
      activeByRole: { client: 4, coach: 1, admin: 1 },
      newThisMonth: 2,
      newLastMonth: 4,
      growth: -50,
    } satisfies UserStats);
  });

  it('is for admins who view analytics: the report viewer and full admins; an auditor, a coach and a client hear 403', async () => {
    expect((await callAs(app, cast.reportViewer, 'GET', '/users/stats/overview')).statusCode).toBe(200);
    expect((await callAs(app, cast.secondAdmin, 'GET', '/users/stats/overview')).statusCode).toBe(200);
    for (const who of [cast.auditor, cast.coach, cast.client]) expect((await callAs(app, who, 'GET', '/users/stats/overview')).statusCode).toBe(403);
  });
});
