import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transcriptReads } from '../../db/schema/practice.js';
import { users } from '../../db/schema/users.js';

export type NewTranscriptRead = {
  clientId: string;
  conversationId: string;
  conversationTitle: string;
  readerId: string;
  readerRole: string;
  kind: 'transcript' | 'export';
  at: Date;
};

/** The log of who read a client's AI transcripts (transcript_reads). */
export function createTranscriptReadsRepository(db: Db) {
  return {
    async insert(read: NewTranscriptRead): Promise<void> {
      const { at, ...values } = read;
      await db.insert(transcriptReads).values({ ...values, readAt: at });
    },

    /** The latest reads of one client's transcripts, with each reader's name. */
    listOf(clientId: string, limit: number) {
      return db
        .select({
          id: transcriptReads.id,
          readerId: transcriptReads.readerId,
          readerRole: transcriptReads.readerRole,
          readerFirstName: sql<string>`coalesce(${users.profile}->>'firstName', '')`,
          readerLastName: sql<string>`coalesce(${users.profile}->>'lastName', '')`,
          conversationId: transcriptReads.conversationId,
          conversationTitle: transcriptReads.conversationTitle,
          kind: transcriptReads.kind,
          readAt: transcriptReads.readAt,
        })
        .from(transcriptReads)
        .leftJoin(users, eq(users.id, transcriptReads.readerId))
        .where(eq(transcriptReads.clientId, clientId))
        .orderBy(desc(transcriptReads.readAt))
        .limit(limit);
    },
  };
}

export type TranscriptReadsRepository = ReturnType<typeof createTranscriptReadsRepository>;
