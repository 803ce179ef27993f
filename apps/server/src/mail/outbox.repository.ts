import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type MailAttachment, mailOutbox, type OutboxStatus } from '../db/schema/mail.js';

export type OutboxMessage = typeof mailOutbox.$inferSelect;
export type { MailAttachment };

export function createOutboxRepository(db: Db) {
  return {
    async insert(values: {
      recipient: string;
      subject: string;
      textBody: string;
      htmlBody?: string;
      attachments?: MailAttachment[];
      kind: string;
      status: OutboxStatus;
    }) {
      const [row] = await db.insert(mailOutbox).values(values).returning();
      return row!;
    },
    async markSent(id: string, now: Date) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(eq(mailOutbox.id, id));
    },
    async markFailed(id: string, reason: string) {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', attempts: sql`${mailOutbox.attempts} + 1`, lastError: reason })
        .where(eq(mailOutbox.id, id));
    },
    /** Mail that has not gone out yet and has not used up its attempts. */
    async findUndelivered(maxAttempts: number) {
      return db
        .select()
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.status, ['pending', 'failed']), lt(mailOutbox.attempts, maxAttempts)))
        .orderBy(mailOutbox.createdAt)
        .limit(100);
    },
    async listForRecipient(recipient: string) {
      return db
        .select()
        .from(mailOutbox)
        .where(sql`lower(${mailOutbox.recipient}) = lower(${recipient})`)
        .orderBy(desc(mailOutbox.createdAt));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
