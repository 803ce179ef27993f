import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionItemsOfQuery } from '../../src/modules/ai-coaching/action-items.repository.js';
import { conversationsPageQueries } from '../../src/modules/ai-coaching/conversations.repository.js';
import { messagesOfQuery } from '../../src/modules/ai-coaching/messages.repository.js';
import { coachClientsQuery } from '../../src/modules/coach/coach-clients.repository.js';
import { conversationsPageQuery } from '../../src/modules/conversations/conversations.repository.js';
import { holdingSessionsQuery, sessionsPageQuery } from '../../src/modules/sessions/sessions.repository.js';
import { goalsOfClientQuery, milestonesOfGoalsQuery } from '../../src/modules/goals/goals.repository.js';
import { createTestApp } from '../support/app.js';
import { bearer, signUp } from '../support/factories.js';
import { signUpCoachAndClient } from '../support/goals.js';

// The plans of the list queries, as the repositories build them, on PGlite and on PostgreSQL. Sequential
// scans are priced out, so a plan still holding one means no index can serve the query.

const { app, database } = await createTestApp();
const { db } = database;

const client = await signUp(app);
const other = await signUp(app);
for (const owner of [client, other]) {
  for (let n = 1; n <= 20; n += 1) {
    await app.inject({ method: 'POST', url: '/api/goals', headers: bearer(owner.token), payload: { title: `Goal ${n}`, category: 'Leadership' } });
    await app.inject({ method: 'POST', url: '/api/ai-coaching/conversations', headers: bearer(owner.token), payload: { title: `Conversation ${n}` } });
  }
}
const goalIds = (await goalsOfClientQuery(db, client.user._id)).map((goal) => goal.id);
const conversationIds = (await conversationsPageQueries(db, { userIds: [client.user._id] }, { page: 1, limit: 20 }).page).map((row) => row.id);

const pair = await signUpCoachAndClient(app);
for (let n = 1; n <= 20; n += 1) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(pair.coach.token),
    payload: { clientId: pair.client.user._id, title: `Talk ${n}` },
  });
  const id = created.json().data.conversation._id as string;
  for (const who of [pair.coach, pair.client]) {
    await app.inject({ method: 'POST', url: `/api/conversations/${id}/messages`, headers: bearer(who.token), payload: { content: `Message ${n}` } });
  }
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
type Step = { node: string; relation?: string; index?: string };

/** Every node of the plan; a bitmap heap scan names the index its bitmap index scans read. */
function stepsOf(node: PlanNode): Step[] {
  const children = (node.Plans ?? []).flatMap(stepsOf);
  const bitmapIndexes = children.filter((child) => child.node === 'Bitmap Index Scan').map((child) => child.index);
  const index = node['Node Type'] === 'Bitmap Heap Scan' ? [...new Set(bitmapIndexes)].join(' + ') : node['Index Name'];
  return [{ node: node['Node Type'], relation: node['Relation Name'], index }, ...children];
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

const scans = (steps: Step[], table: string) => steps.filter((step) => step.relation === table);

describe('the plans of the list queries', () => {
  it("read a client's goals newest first straight from an index, with no sort", async () => {
    for (const status of [undefined, 'active' as const]) {
      const steps = await planOf(goalsOfClientQuery(db, client.user._id, status));
      expect(scans(steps, 'goals')).toEqual([expect.objectContaining({ node: expect.stringMatching(/^Index/), index: 'goals_client_id_created_at_id_idx' })]);
      expect(steps.map((step) => step.node)).not.toContain('Sort');
    }
  });

  it('read the milestones of a page of goals through their index', async () => {
    const steps = await planOf(milestonesOfGoalsQuery(db, goalIds));
    expect(scans(steps, 'goal_milestones').map((step) => step.index)).toEqual(['goal_milestones_goal_id_position_idx']);
    expect(steps.map((step) => step.node)).not.toContain('Seq Scan');
  });

  it("read a user's AI conversations newest activity first straight from an index, and count them through it", async () => {
    const { page, count } = conversationsPageQueries(db, { userIds: [client.user._id] }, { page: 2, limit: 5 });
    const pageSteps = await planOf(page);
    expect(scans(pageSteps, 'ai_conversations')).toEqual([
      expect.objectContaining({ node: expect.stringMatching(/^Index/), index: 'ai_conversations_user_id_last_activity_idx' }),
    ]);
    expect(pageSteps.map((step) => step.node)).not.toContain('Sort');
    const countSteps = await planOf(count);
    expect(scans(countSteps, 'ai_conversations').map((step) => step.index)).toEqual(['ai_conversations_user_id_last_activity_idx']);
  });

  it("read a coach's view over several clients' conversations through the same index", async () => {
    const steps = await planOf(conversationsPageQueries(db, { userIds: [client.user._id, other.user._id] }, { page: 1, limit: 20 }).page);
    expect(steps.map((step) => step.node)).not.toContain('Seq Scan');
    expect(scans(steps, 'ai_conversations').every((step) => step.index === 'ai_conversations_user_id_last_activity_idx')).toBe(true);
  });

  it("read a conversation's messages and action items through their indexes", async () => {
    const messages = await planOf(messagesOfQuery(db, conversationIds[0]!));
    expect(scans(messages, 'ai_messages').map((step) => step.index)).toEqual(['ai_messages_conversation_id_created_at_idx']);
    const items = await planOf(actionItemsOfQuery(db, conversationIds));
    expect(scans(items, 'ai_action_items').map((step) => step.index)).toEqual(['ai_action_items_conversation_id_idx']);
  });

  it("read a page of the conversations between people, each one's latest message and the viewer's unread count through indexes", async () => {
    for (const viewer of [pair.coach, pair.client]) {
      const filter = { page: 1, limit: 20, sortBy: 'updatedAt' as const, sortOrder: 'desc' as const };
      const steps = await planOf(conversationsPageQuery(db, { userId: viewer.user._id }, filter, viewer.user._id));
      expect(steps.map((step) => step.node)).not.toContain('Seq Scan');
      expect(scans(steps, 'conversation_messages').every((step) => step.index === 'conversation_messages_conversation_created_idx')).toBe(true);
      expect(scans(steps, 'conversation_messages').length).toBeGreaterThan(0);
    }
  });

  it("read a coach's clients with their counts, and a coach's sessions, through indexes only", async () => {
    const coachId = pair.coach.user._id;
    const clients = await planOf(coachClientsQuery(db, coachId, { status: 'all', sortBy: 'lastActivity', sortOrder: 'desc', now: new Date() }).limit(50));
    expect(clients.map((step) => step.node)).not.toContain('Seq Scan');
    for (const table of ['sessions', 'conversations', 'goals', 'ai_conversations']) {
      expect(scans(clients, table).every((step) => step.index !== undefined), table).toBe(true);
    }
    const page = await planOf(sessionsPageQuery(db, { userId: coachId }, { page: 1, limit: 20, order: 'desc' }));
    expect(page.map((step) => step.node)).not.toContain('Seq Scan');
    const holding = await planOf(holdingSessionsQuery(db, coachId, new Date(), new Date(Date.now() + 60 * 86_400_000)));
    expect(scans(holding, 'sessions').map((step) => step.index)).toEqual(['sessions_coach_id_starts_at_idx']);
  });
});
