// A platform of 100,000 accounts for the admin bench: rows made by the database itself (generate_series), in a
// few statements, shaped like the demo accounts so that every reply the API builds from them is valid.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { rowsOf } from '../apps/server/src/db/rows.js';

export type Scale = { users: number; sessions: number; aiConversations: number; goals: number };
export const DEFAULT_SCALE: Scale = { users: 100_000, sessions: 30_000, aiConversations: 30_000, goals: 20_000 };

const countOf = async (database: Database, role: string) =>
  Number(rowsOf<{ count: string | number }>(await database.db.execute(sql`select count(*) as count from users where role = ${role}`))[0]?.count ?? 0);

/**
 * Fills a migrated database holding the demo accounts up to `scale.users` accounts (1% coaches with rates from
 * 50 to 199 an hour, 0.1% admins, the rest clients; one in 20 deactivated), registered over the last 18 months,
 * with sessions over the last 13 months and the next month (70% completed, 10% cancelled, 10% no-shows),
 * AI conversations and goals.
 */
export async function seedPlatformAtScale(database: Database, scale: Scale = DEFAULT_SCALE): Promise<void> {
  const { db } = database;
  const existing = Number(rowsOf<{ count: string | number }>(await db.execute(sql`select count(*) as count from users`))[0]?.count ?? 0);
  const extra = scale.users - existing;
  if (extra > 0) {
    await db.execute(sql`
      insert into users (username, email, password_hash, role, is_active, profile, preferences, coach_specific, client_specific, verification_status, created_at, updated_at)
      select 'scale_' || n, 'scale-' || n || '@example.com', template.password_hash, s.role, n % 20 <> 7,
        jsonb_set(jsonb_set(jsonb_set(template.profile, '{firstName}', to_jsonb((array['Ana','Ben','Chloé','Dev','Emma','Farid','Grace','Hugo'])[1 + n % 8] || n)),
          '{lastName}', to_jsonb((array['Smith','García','Chen','Müller','Rossi','Kim','Nguyen','Dubois'])[1 + (n / 8) % 8])),
          '{phone}', to_jsonb(case when n % 3 = 0 then '' else '+1 555 ' || lpad((n % 10000)::text, 4, '0') end)),
        template.preferences,
        case when s.role = 'coach' then jsonb_set(coach.coach_specific, '{hourlyRate}', to_jsonb(50 + n % 150)) end,
        case when s.role = 'client' then template.client_specific end,
        case when s.role = 'coach' then 'verified' end,
        now() - (n % 540) * interval '1 day' - (n % 1440) * interval '1 minute',
        now() - (n % 540) * interval '1 day'
      from generate_series(1, ${extra}) n
      cross join lateral (select case when n % 100 = 0 then 'coach' when n % 1000 = 1 then 'admin' else 'client' end as role) s
      cross join (select password_hash, profile, preferences, client_specific from users where email = 'client@example.com') template
      cross join (select coach_specific from users where email = 'coach@example.com') coach`);
  }
  const [coaches, clients] = [await countOf(database, 'coach'), await countOf(database, 'client')];
  const peopleOf = (role: string) => sql`(select id, row_number() over (order by id) as k from users where role = ${role})`;
  await db.execute(sql`
    insert into sessions (coach_id, client_id, title, status, starts_at, ends_at, duration, location, requested_by, completed_at, created_at, updated_at)
    select co.id, cl.id, 'Coaching session', v.status, v.at, v.at + make_interval(mins => v.minutes), v.minutes, '{"type":"video_call","details":""}'::jsonb, 'coach',
      case when v.status = 'completed' then v.at + make_interval(mins => v.minutes) end, v.at, v.at
    from generate_series(1, ${scale.sessions}) n
    cross join lateral (select
      case when n % 10 < 7 then 'completed' when n % 10 = 7 then 'cancelled' when n % 10 = 8 then 'no_show' else 'scheduled' end as status,
      date_trunc('hour', now()) - ((n % 425) - 30) * interval '1 day' as at,
      (array[30, 45, 60, 90])[1 + n % 4] as minutes) v
    join ${peopleOf('coach')} co on co.k = 1 + n % ${coaches}
    join ${peopleOf('client')} cl on cl.k = 1 + (n * 7) % ${clients}`);
  await db.execute(sql`
    insert into ai_conversations (user_id, title, methodology, ai_config, message_count, sentiment, status, created_at, updated_at, last_activity_at)
    select cl.id, 'Coaching conversation', 'solution-focused',
      coalesce((select ai_config from ai_conversations limit 1), '{"systemPrompt":"","temperature":0.7,"maxTokens":2000,"coaching_style":"solution-focused"}'::jsonb),
      2 * (n % 12), 0.3 + (n % 7) / 10.0, case when n % 4 = 0 then 'completed' else 'active' end,
      now() - (n % 400) * interval '1 day', now() - (n % 400) * interval '1 day', now() - (n % 400) * interval '1 day'
    from generate_series(1, ${scale.aiConversations}) n
    join ${peopleOf('client')} cl on cl.k = 1 + (n * 13) % ${clients}`);
  await db.execute(sql`
    insert into goals (client_id, title, description, category, target_date, smart_criteria, created_at, updated_at)
    select cl.id, 'Goal ' || n, '', (array['Leadership','Communication','Personal Growth','Health & Wellness'])[1 + n % 4], now() + interval '90 days',
      '{"specific":"","measurable":"","achievable":"","relevant":"","timeBound":""}'::jsonb, now() - (n % 400) * interval '1 day', now() - (n % 400) * interval '1 day'
    from generate_series(1, ${scale.goals}) n
    join ${peopleOf('client')} cl on cl.k = 1 + (n * 17) % ${clients}`);
  // As autovacuum leaves a loaded PostgreSQL: statistics gathered, pages marked visible (index-only scans read no rows).
  await db.execute(sql`vacuum analyze`);
}
