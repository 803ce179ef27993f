import { type UserListQuery, USER_SORT_FIELDS, UserListQuerySchema } from '@coaching/contract';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usersCountQuery, usersPageQuery } from '../../src/modules/admin/user-admin.repository.js';
import { createTestApp } from '../support/app.js';

// The plans of the admin user list (issue 20: it must stay fast at 100,000 users), as the repository
// builds them, on PGlite and on PostgreSQL. Sequential scans are priced out, so a plan still holding one,
// or a Sort, means no index serves the page.

const { database } = await createTestApp();
const { db } = database;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
type Step = { node: string; relation?: string; index?: string };

function stepsOf(node: PlanNode): Step[] {
  return [{ node: node['Node Type'], relation: node['Relation Name'], index: node['Index Name'] }, ...(node.Plans ?? []).flatMap(stepsOf)];
}

/** EXPLAIN of exactly the statement the query builder sends, with its parameters bound. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<Step[]> {
  const { sql: text, params } = query.toSQL();
  const parts = text.split(/\$(\d+)/);
  const bound: SQL = sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)));
  return database.inTransaction(async () => {
    await db.execute(sql`set local enable_seqscan = off`);
    const result = (await db.execute(sql`explain (format json) ${bound}`)) as unknown as { rows: Record<string, unknown>[] };
    const cell = Object.values(result.rows[0] ?? {})[0];
    const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
    return stepsOf(plan.Plan);
  });
}

const query = (overrides: Partial<Record<keyof UserListQuery, string>>): UserListQuery => UserListQuerySchema.parse(overrides);

/** The index each sort reads its page from. */
const INDEX_OF_SORT: Record<(typeof USER_SORT_FIELDS)[number], string> = {
  createdAt: 'users_created_at_id_idx',
  name: 'users_name_idx',
  username: 'users_username_lower_key',
  email: 'users_email_lower_key',
  role: 'users_role_created_at_id_idx',
  status: 'users_is_active_created_at_id_idx',
  phone: 'users_phone_created_at_id_idx',
};

describe('the plans of the admin user list', () => {
  it.each(USER_SORT_FIELDS.flatMap((sortBy) => (['asc', 'desc'] as const).map((sortOrder) => [sortBy, sortOrder] as const)))(
    'read a page sorted by %s %s straight from its index, with no sort',
    async (sortBy, sortOrder) => {
      const steps = await planOf(usersPageQuery(db, query({ sortBy, sortOrder, page: '3' })));
      expect(steps.filter((step) => step.relation === 'users')).toEqual([expect.objectContaining({ node: expect.stringMatching(/^Index/), index: INDEX_OF_SORT[sortBy] })]);
      expect(steps.map((step) => step.node)).not.toContain('Sort');
    },
  );

  it('read the default page of one role from the index that leads with it', async () => {
    const byRole = await planOf(usersPageQuery(db, query({ role: 'coach' })));
    expect(byRole.filter((step) => step.relation === 'users').map((step) => step.index)).toEqual(['users_role_created_at_id_idx']);
    expect(byRole.map((step) => step.node)).not.toContain('Sort');
  });

  it('read one status through an index', async () => {
    // On a table this small the planner may find the few rows of a status through its index and sort them;
    // with 100,000 users (measured on both databases) it reads the deactivated ones in order from
    // users_is_active_created_at_id_idx and the active ones from users_created_at_id_idx, 25 rows each.
    for (const status of ['active', 'inactive']) {
      const steps = await planOf(usersPageQuery(db, query({ status })));
      expect(steps.map((step) => step.node)).not.toContain('Seq Scan');
    }
  });

  it("read the coaches waiting for verification (the grid's pending filter) through an index", async () => {
    for (const filter of [{ role: 'coach', verification: 'pending' }, { verification: 'pending' }]) {
      const steps = await planOf(usersPageQuery(db, query(filter)));
      expect(steps.map((step) => step.node)).not.toContain('Seq Scan');
      expect((await planOf(usersCountQuery(db, query(filter)))).map((step) => step.node)).not.toContain('Seq Scan');
    }
  });

  it('count a role through an index', async () => {
    const steps = await planOf(usersCountQuery(db, { role: 'client' }));
    expect(steps.map((step) => step.node)).not.toContain('Seq Scan');
  });
});
