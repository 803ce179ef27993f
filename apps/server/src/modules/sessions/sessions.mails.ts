import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { escapeHtml } from '../../mail/escape-html.js';

/** The mails of a session's life: each carries the calendar invitation, so calendars add, move or drop the event. */

export type SessionMailKind = 'requested' | 'confirmed' | 'scheduled' | 'rescheduled' | 'cancelled' | 'reminder';

/** "Tuesday 2 March 2027, 14:00 (Europe/London)": the recipient's own timezone. */
export function whenIn(start: Date, timeZone: string): string {
  return `${format(new TZDate(start, timeZone), 'EEEE d MMMM yyyy, HH:mm')} (${timeZone})`;
}

const HEADLINES: Record<SessionMailKind, (other: string) => string> = {
  requested: (other) => `${other} asked for a session with you. Confirm it in the app.`,
  confirmed: (other) => `Your session with ${other} is confirmed.`,
  scheduled: (other) => `${other} scheduled a session with you.`,
  rescheduled: (other) => `Your session with ${other} has a new time.`,
  cancelled: (other) => `Your session with ${other} was cancelled.`,
  reminder: (other) => `Reminder: your session with ${other} is coming up.`,
};

/** The person who asked for or scheduled the session gets its invitation too, in words of their own. */
const OWN_HEADLINES: Partial<Record<SessionMailKind, (other: string) => string>> = {
  requested: (other) => `You asked ${other} for a session. It waits for their confirmation.`,
  scheduled: (other) => `You scheduled a session with ${other}.`,
};

const SUBJECTS: Record<SessionMailKind, string> = {
  requested: 'Session requested',
  confirmed: 'Session confirmed',
  scheduled: 'Session scheduled',
  rescheduled: 'Session moved',
  cancelled: 'Session cancelled',
  reminder: 'Session reminder',
};

export function sessionMail(input: {
  kind: SessionMailKind;
  recipientFirstName: string;
  otherName: string;
  title: string;
  start: Date;
  durationMinutes: number;
  timeZone: string;
  link: string;
  reason?: string;
  late?: boolean;
  /** The recipient made this change themself. */
  ownAction?: boolean;
}) {
  const headline = ((input.ownAction && OWN_HEADLINES[input.kind]) || HEADLINES[input.kind])(input.otherName);
  const when = whenIn(input.start, input.timeZone);
  const subject = `${SUBJECTS[input.kind]}: ${input.title}, ${when}`;
  const greeting = input.recipientFirstName ? `Hi ${input.recipientFirstName},` : 'Hi,';
  const lines = [
    headline,
    '',
    `${input.title}`,
    `${when}, ${input.durationMinutes} minutes`,
    ...(input.reason ? ['', `Reason: ${input.reason}`] : []),
    ...(input.late ? ['', 'This was within the cancellation notice, so it is recorded as late.'] : []),
    '',
    `Open the session: ${input.link}`,
    '',
    'The attached invitation updates your calendar.',
  ];
  const text = [greeting, '', ...lines].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(headline)}</p>`,
    `<p><strong>${escapeHtml(input.title)}</strong><br>${escapeHtml(when)}, ${input.durationMinutes} minutes</p>`,
    ...(input.reason ? [`<p>Reason: ${escapeHtml(input.reason)}</p>`] : []),
    ...(input.late ? ['<p>This was within the cancellation notice, so it is recorded as late.</p>'] : []),
    `<p><a href="${escapeHtml(input.link)}">Open the session</a></p>`,
    '<p>The attached invitation updates your calendar.</p>',
  ].join('\n');
  return { subject, text, html };
}
