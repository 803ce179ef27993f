import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as the SMTP server received it, its body decoded from quoted-printable. */
export type ReceivedMail = { to: string[]; subject: string; text: string };

/** Undoes quoted-printable soft line breaks and escapes, so the mail reads as the recipient sees it. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A local mailbox for the journeys: a real SMTP server on loopback that the built product sends to
 * (SMTP_URL), and a small HTTP reader of what arrived (GET /mails?to=address), since the journeys run in
 * other processes than the global setup that owns it.
 */
export async function startMailbox(): Promise<{ smtpUrl: string; readerUrl: string; stop: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        const decoded = decodeQuotedPrintable(body);
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: /^Subject: (.*)$/m.exec(decoded)?.[1]?.trim() ?? '',
          text: decoded,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const reader: Server = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://mailbox').searchParams.get('to')?.toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(mails.filter((mail) => !to || mail.to.includes(to))));
  });
  await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    readerUrl: `http://127.0.0.1:${(reader.address() as AddressInfo).port}`,
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => reader.close(() => resolve()));
    },
  };
}

/** The mails sent to `address` so far, waiting up to `timeoutMs` for at least one that `matches`. */
export async function mailsTo(readerUrl: string, address: string, matches: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 10_000): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(`${readerUrl}/mails?to=${encodeURIComponent(address)}`)).json()) as ReceivedMail[];
    if (mails.some(matches) || Date.now() > deadline) return mails.filter(matches);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
