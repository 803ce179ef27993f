import type { TranscriptRead } from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import type { AiConversationRow } from './conversations.repository.js';
import type { TranscriptReadsRepository } from './transcript-reads.repository.js';

const READ_LOG_LIMIT = 200;

/**
 * Tiered transparency of AI coaching (issue 18): what someone other than the client sees of a
 * conversation, as the access policy decides it, and the log of every full read, which the client sees.
 */
export function createTranscriptTransparency(deps: {
  policy: Pick<AccessPolicy, 'transcriptView' | 'requireRole'>;
  reads: TranscriptReadsRepository;
  clock: () => Date;
}) {
  const { policy, reads, clock } = deps;
  return {
    /** 'full' or 'summary' for this reader; a full read by anyone but the client is recorded. */
    async open(caller: Caller, row: AiConversationRow, kind: 'transcript' | 'export'): Promise<'full' | 'summary'> {
      if (caller.userId === row.userId) return 'full';
      const view = await policy.transcriptView(caller, row.userId);
      if (view === 'full') {
        await reads.insert({ clientId: row.userId, conversationId: row.id, conversationTitle: row.title, readerId: caller.userId, readerRole: caller.role, kind, at: clock() });
      }
      return view;
    },

    /** GET /ai-coaching/transcript-reads: the client's own log, newest first. */
    async log(caller: Caller): Promise<TranscriptRead[]> {
      policy.requireRole(caller, 'transcripts.readLog');
      return (await reads.listOf(caller.userId, READ_LOG_LIMIT)).map((row) => ({
        _id: row.id,
        reader: { _id: row.readerId, firstName: row.readerFirstName, lastName: row.readerLastName, role: row.readerRole },
        conversationId: row.conversationId,
        conversationTitle: row.conversationTitle,
        kind: row.kind,
        readAt: row.readAt.toISOString(),
      }));
    },
  };
}

export type TranscriptTransparency = ReturnType<typeof createTranscriptTransparency>;
