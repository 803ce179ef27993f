import { AUTH_LIMITS, AUTH_MESSAGES } from '@coaching/contract';
import { escapeHtml } from '../../mail/escape-html.js';

export function passwordResetMail(input: { firstName: string; link: string }) {
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const minutes = AUTH_LIMITS.resetTokenTtlMinutes;
  const text = [
    greeting,
    '',
    'Someone asked to reset the password of your coaching platform account.',
    `Choose a new password here (the link works once, for ${minutes} minutes):`,
    '',
    input.link,
    '',
    "If it wasn't you, ignore this mail: your password stays as it is.",
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your coaching platform account.</p>
<p><a href="${escapeHtml(input.link)}">Choose a new password</a> (the link works once, for ${minutes} minutes).</p>
<p>If it wasn't you, ignore this mail: your password stays as it is.</p>`;
  return { subject: AUTH_MESSAGES.resetMailSubject, text, html };
}
