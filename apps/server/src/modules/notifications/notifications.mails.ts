import { escapeHtml } from '../../mail/escape-html.js';

/** The mail that tells someone a message is waiting. It quotes the start of the message and links to the conversation. */
export function newMessageMail(input: { recipientFirstName: string; senderName: string; conversationTitle: string; excerpt: string; link: string }) {
  const subject = `New message from ${input.senderName}: ${input.conversationTitle}`;
  const greeting = input.recipientFirstName ? `Hi ${input.recipientFirstName},` : 'Hi,';
  const lines = [
    `${input.senderName} wrote to you in "${input.conversationTitle}":`,
    '',
    `“${input.excerpt}”`,
    '',
    `Reply: ${input.link}`,
    '',
    'More messages in this conversation during the next 15 minutes will not be mailed separately.',
  ];
  const text = [greeting, '', ...lines].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(input.senderName)} wrote to you in “${escapeHtml(input.conversationTitle)}”:</p>`,
    `<blockquote>${escapeHtml(input.excerpt)}</blockquote>`,
    `<p><a href="${escapeHtml(input.link)}">Reply</a></p>`,
    '<p>More messages in this conversation during the next 15 minutes will not be mailed separately.</p>',
  ].join('\n');
  return { subject, text, html };
}
