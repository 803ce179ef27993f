import { DEFAULT_SESSION_TITLE, defaultPreferences, defaultProfile } from '@coaching/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** What of a client shows in other people's records: found before the client's own rows go. */
export type ClientTraces = {
  clientId: string;
  email: string;
  fullName: string;
  /** The client's sessions, AI conversations and conversations with coaches. */
  recordIds: string[];
  /** The people whose inboxes, event streams and mails may speak of the client: their coaches and the admins. */
  relatedIds: string[];
  relatedEmails: string[];
};

/** A LIKE pattern that finds `text` anywhere, with LIKE's own wildcards in it taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
const anyOf = (patterns: string[]): SQL => (patterns.length === 0 ? sql`array[]::text[]` : sql`array[${sql.join(patterns.map((pattern) => sql`${pattern}`), sql`, `)}]::text[]`);

/**
 * Erases a client's personal data from every table (issue 19), in the request's transaction. What they
 * wrote and what was kept about them goes; the account row stays as an anonymous tombstone, and their
 * sessions stay as anonymous counts in their coach's history (times, status, ratings), so the platform's
 * and the coach's figures hold.
 */
export function createAccountErasureRepository(db: Db) {
  return {
    async traces(clientId: string): Promise<ClientTraces | undefined> {
      const [account] = rowsOf<{ email: string; first_name: string | null; last_name: string | null; coach_id: string | null }>(
        await db.execute(sql`select email, profile->>'firstName' as first_name, profile->>'lastName' as last_name, coach_id from users where id = ${clientId}`),
      );
      if (!account) return undefined;
      const records = rowsOf<{ id: string }>(
        await db.execute(sql`
          select id from sessions where client_id = ${clientId}
          union all select id from ai_conversations where user_id = ${clientId}
          union all select id from conversations where client_id = ${clientId}`),
      );
      const related = rowsOf<{ id: string; email: string }>(
        await db.execute(sql`
          select id, email from users where id <> ${clientId} and (
            role = 'admin' or id = ${account.coach_id}
            or id in (select coach_id from sessions where client_id = ${clientId})
            or id in (select coach_id from conversations where client_id = ${clientId}))`),
      );
      return {
        clientId,
        email: account.email,
        fullName: `${account.first_name ?? ''} ${account.last_name ?? ''}`.trim(),
        recordIds: records.map((row) => row.id),
        relatedIds: related.map((row) => row.id),
        relatedEmails: related.map((row) => row.email.toLowerCase()),
      };
    },

    async erase(traces: ClientTraces, tombstone: { passwordHash: string; at: Date }): Promise<void> {
      const { clientId } = traces;
      const at = tombstone.at.toISOString();
      // Where another person's log names the client: by an id of theirs, their email, their full name.
      const mentions = anyOf([clientId, ...traces.recordIds, traces.email, ...(traces.fullName.length > 1 ? [traces.fullName] : [])].map(containing));
      const related = traces.relatedIds.length === 0 ? sql`array[]::uuid[]` : sql`array[${sql.join(traces.relatedIds.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;
      const relatedEmails = anyOf(traces.relatedEmails);
      const statements: SQL[] = [
        // What the client wrote and kept.
        sql`delete from goals where client_id = ${clientId}`,
        sql`delete from reflections where client_id = ${clientId}`,
        sql`delete from skill_ratings where client_id = ${clientId}`,
        sql`delete from ai_conversations where user_id = ${clientId}`,
        sql`delete from ai_conversation_alerts where user_id = ${clientId}`,
        sql`delete from ai_guardrails where user_id = ${clientId}`,
        sql`delete from conversations where client_id = ${clientId}`,
        sql`delete from transcript_reads where client_id = ${clientId}`,
        // What others kept about them.
        sql`delete from client_ai_settings where client_id = ${clientId}`,
        sql`delete from coach_client_notes where client_id = ${clientId}`,
        sql`delete from client_invitations where lower(email) = lower(${traces.email}) or existing_user_id = ${clientId} or accepted_user_id = ${clientId}`,
        // Their sessions stay in the coach's history without them: upcoming ones are cancelled, and nothing
        // the client wrote or said about themself (a booking's title and place, feedback comments, reasons) stays.
        sql`update sessions set status = 'cancelled', cancellation = jsonb_build_object('by', 'client', 'reason', '', 'at', ${at}::text, 'late', false, 'waived', false)
            where client_id = ${clientId} and status in ('scheduled', 'confirmed')`,
        sql`update sessions set
              notes = '', notes_draft = false,
              title = case when requested_by = 'client' then ${DEFAULT_SESSION_TITLE} else title end,
              location = case when requested_by = 'client' then jsonb_set(location, '{details}', '""') else location end,
              feedback = case when feedback is null then null else jsonb_set(feedback, '{comments}', '""') end,
              cancellation = case when cancellation is null then null else jsonb_set(cancellation, '{reason}', '""') end,
              updated_at = ${at}::timestamptz
            where client_id = ${clientId}`,
        sql`delete from jobs where payload::text ilike any(${mentions}) or group_key ilike any(${mentions})`,
        // Their own inbox, streams and replays, and what of them shows in their coaches' and admins'.
        sql`delete from notifications where user_id = ${clientId} or (user_id = any(${related}) and data::text ilike any(${mentions}))`,
        sql`delete from user_events where user_id = ${clientId} or (user_id = any(${related}) and event::text ilike any(${mentions}))`,
        sql`delete from idempotency_keys where user_id = ${clientId} or (user_id = any(${related}) and response::text ilike any(${mentions}))`,
        sql`delete from mail_outbox where lower(recipient) = lower(${traces.email})
            or (lower(recipient) = any(${relatedEmails}) and (subject ilike any(${mentions}) or text_body ilike any(${mentions}) or coalesce(html_body, '') ilike any(${mentions})))`,
        // How they signed in.
        sql`delete from login_throttles where lower(email) = lower(${traces.email})`,
        sql`delete from password_reset_tokens where user_id = ${clientId}`,
        sql`delete from auth_sessions where user_id = ${clientId}`,
        sql`delete from calendar_feeds where user_id = ${clientId}`,
        sql`delete from push_subscriptions where user_id = ${clientId}`,
        // The tombstone: no name, no address, no way in; the role and the dates stay for the counts.
        sql`update users set
              email = ${`deleted-${clientId}@deleted.invalid`}, username = ${`deleted-${clientId}`}, password_hash = ${tombstone.passwordHash},
              is_active = false, coach_id = null, last_login_at = null,
              profile = ${JSON.stringify(defaultProfile('', ''))}::jsonb, preferences = ${JSON.stringify(defaultPreferences())}::jsonb,
              client_specific = null, coach_specific = null, coach_settings = null, privacy = null,
              deleted_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
            where id = ${clientId}`,
      ];
      for (const statement of statements) await db.execute(statement);
    },
  };
}

export type AccountErasureRepository = ReturnType<typeof createAccountErasureRepository>;
