import { PATHS, pathTo, type RiskCategory, type RiskLevel } from '@coaching/contract';
import { escapeHtml } from '../../mail/escape-html.js';

const CATEGORY_WORDS: Record<RiskCategory, string> = {
  suicide: 'suicide risk',
  self_harm: 'self-harm',
  harm_to_others: 'a risk of harm to someone else',
  abuse: 'abuse or assault',
  medical_emergency: 'a medical emergency',
};


/** The time in the coach's own timezone, or UTC when theirs is not one Intl knows. */
function localTime(at: Date, timezone: string): string {
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(at);
  try {
    return format(timezone || 'UTC');
  } catch {
    return format('UTC');
  }
}

/**
 * The mail that tells a coach about a safety alert. It names the level, the category and the time,
 * and links to the client's AI conversations; it never quotes the client's words, which stay in the
 * product.
 */
export function safetyAlertMail(input: {
  coachFirstName: string;
  coachTimezone: string;
  clientName: string;
  clientId: string;
  level: RiskLevel;
  category: RiskCategory;
  at: Date;
  publicUrl: string;
}) {
  const urgent = input.level === 'crisis';
  const what = CATEGORY_WORDS[input.category];
  const when = localTime(input.at, input.coachTimezone);
  const link = `${input.publicUrl}${pathTo(PATHS.coach.clientAiConversations, { clientId: input.clientId })}`;
  const subject = urgent
    ? `Urgent safety alert: ${input.clientName} (${what})`
    : `Safety check-in suggested: ${input.clientName} (${what})`;
  const body = urgent
    ? [
        `At ${when}, the AI coach recognised a possible crisis (${what}) in a conversation with ${input.clientName}.`,
        'It answered with crisis resources and holds its coaching until your client says they are safe or you review the alert.',
        'Please reach out to them as soon as you can.',
      ]
    : [
        `At ${when}, something ${input.clientName} wrote to the AI coach may point to ${what}.`,
        'The AI asked them directly whether they are safe and offered resources. A check-in from you may help.',
      ];
  const greeting = input.coachFirstName ? `Hi ${input.coachFirstName},` : 'Hi,';
  const text = [greeting, '', ...body, '', `Open their AI conversations: ${link}`].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...body.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">Open their AI conversations</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
