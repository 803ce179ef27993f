import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with a mail; a calendar invitation (text/calendar with its METHOD) is offered to mail clients as one. */
export type MailAttachment = { filename: string; content: string; contentType: string; method?: 'REQUEST' | 'CANCEL' };

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'logged';

/** Every mail the product sends, kept whether or not SMTP is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    kind: text('kind').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_recipient_idx').on(t.recipient), index('mail_outbox_status_idx').on(t.status)],
);
