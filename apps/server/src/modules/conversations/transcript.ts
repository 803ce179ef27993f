import { CONVERSATION_ROLE_LABELS, CONVERSATION_TRANSCRIPT_LABELS, type Conversation, type ConversationMessage } from '@coaching/contract';

/** 2026-05-01 14:03 UTC: exports are read by people, and stored times are UTC. */
const readableTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function speaker(message: ConversationMessage, readerId: string, conversation: Conversation): string {
  if (message.role === 'system') return CONVERSATION_ROLE_LABELS.system;
  if (message.senderId === readerId) return CONVERSATION_ROLE_LABELS.you;
  const name = message.role === 'coach' ? conversation.coachName : conversation.clientName;
  const label = message.role === 'coach' ? CONVERSATION_ROLE_LABELS.coach : CONVERSATION_ROLE_LABELS.client;
  return name ? `${name} (${label})` : label;
}

/** The conversation as plain text: a header, then one '[time] Speaker: text' entry per message, oldest first. */
export function conversationTranscript(conversation: Conversation, messages: readonly ConversationMessage[], readerId: string, exportedAt: Date): string {
  const header = [
    `${CONVERSATION_TRANSCRIPT_LABELS.title}: ${conversation.title}`,
    `${CONVERSATION_TRANSCRIPT_LABELS.between}: ${conversation.clientName} (${CONVERSATION_ROLE_LABELS.client}), ${conversation.coachName} (${CONVERSATION_ROLE_LABELS.coach})`,
    `${CONVERSATION_TRANSCRIPT_LABELS.exported}: ${readableTime(exportedAt.toISOString())}`,
  ];
  const lines = messages.map((message) => `[${readableTime(message.timestamp)}] ${speaker(message, readerId, conversation)}: ${message.content.trim()}`);
  return `${[...header, '', ...lines].join('\n')}\n`;
}
