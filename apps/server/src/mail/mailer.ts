import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from '../db/ambient.js';
import type { MailAttachment, OutboxMessage, OutboxRepository } from './outbox.repository.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  /** A calendar invitation (contentType text/calendar with a method) is also offered as the mail's event. */
  attachments?: MailAttachment[];
};

/** Nodemailer's view of the attachments: an invitation as the message's calendar event (mail clients offer Accept) and as a file. */
function deliveryParts(attachments: MailAttachment[] | null) {
  if (!attachments?.length) return {};
  const invitation = attachments.find((attachment) => attachment.method);
  return {
    // Nodemailer adds the event as an attachment itself.
    attachments: attachments.filter((attachment) => attachment !== invitation).map(({ filename, content, contentType }) => ({ filename, content, contentType })),
    ...(invitation ? { icalEvent: { method: invitation.method!.toLowerCase(), filename: invitation.filename, content: invitation.content } } : {}),
  };
}

export interface Mailer {
  /** Keeps the mail in the outbox and, with SMTP configured, delivers it without holding up the caller. */
  send(message: MailMessage): Promise<OutboxMessage>;
  /** Resolves once every delivery started so far has finished (tests and shutdown wait on it). */
  idle(): Promise<void>;
  /** Retries what an earlier run could not deliver. */
  retryUndelivered(): Promise<void>;
  /** Who mail is sent from from now on: the platform settings' sender (issue 20), read at each delivery. */
  useSender(sender: () => string): void;
  close(): void;
}

const MAX_ATTEMPTS = 5;

export function createMailer(deps: {
  outbox: OutboxRepository;
  smtpUrl?: string;
  from: string;
  logger: FastifyBaseLogger;
  clock?: () => Date;
}): Mailer {
  const { outbox, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  const transport: Transporter | undefined = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : undefined;
  const inFlight = new Set<Promise<void>>();
  let sender = () => deps.from;

  async function deliver(row: OutboxMessage): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: sender(),
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        ...deliveryParts(row.attachments),
      });
      await outbox.markSent(row.id, clock());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ mailId: row.id, kind: row.kind, reason }, 'mail delivery failed; it stays in the outbox');
      await outbox.markFailed(row.id, reason).catch(() => undefined);
    }
  }

  function track(work: Promise<void>) {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  return {
    async send(message) {
      const row = await outbox.insert({
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        attachments: message.attachments,
        kind: message.kind,
        status: transport ? 'pending' : 'logged',
      });
      // Delivered once the mail is surely kept: a rolled-back request (or job) sends nothing.
      if (transport) afterCommit(() => track(deliver(row)));
      return row;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async retryUndelivered() {
      if (!transport) return;
      for (const row of await outbox.findUndelivered(MAX_ATTEMPTS)) track(deliver(row));
      await this.idle();
    },
    useSender(next) {
      sender = next;
    },
    close() {
      transport?.close();
    },
  };
}
