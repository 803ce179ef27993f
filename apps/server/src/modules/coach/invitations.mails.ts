import { INVITATION_TTL_DAYS } from '@coaching/contract';
import { escapeHtml } from '../../mail/escape-html.js';

/**
 * The invitation mail. A new person gets a link to register as the coach's client; a client already on
 * the platform gets a link to accept or decline.
 */
export function invitationMail(input: { name: string; coachName: string; link: string; existingUser: boolean }) {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  const ask = input.existingUser
    ? `${input.coachName} invited you to work with them as your coach on the coaching platform. Accept or decline here:`
    : `${input.coachName} invited you to the coaching platform as their client. Create your account here:`;
  const validity = `The link works for ${INVITATION_TTL_DAYS} days.`;
  const text = [greeting, '', ask, '', input.link, '', validity, "If you don't know this coach, ignore this mail."].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(ask)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${input.existingUser ? 'Answer the invitation' : 'Create your account'}</a></p>`,
    `<p>${escapeHtml(validity)} If you don't know this coach, ignore this mail.</p>`,
  ].join('\n');
  return { subject: `${input.coachName} invited you to coaching`, text, html };
}
