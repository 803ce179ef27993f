import { AI_TRANSCRIPT_LABELS, METHODOLOGY_LABELS, type AiConversation, type AiMessage } from '@coaching/contract';

/** 2026-05-01 14:03 UTC: exports are read by people, and stored times are UTC. */
function readableTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function speaker(message: AiMessage, readerIsOwner: boolean): string {
  if (message.role === 'ai_coach' || message.role === 'ai' || message.role === 'assistant') return AI_TRANSCRIPT_LABELS.aiCoach;
  if (message.role === 'system') return AI_TRANSCRIPT_LABELS.system;
  return readerIsOwner ? AI_TRANSCRIPT_LABELS.you : AI_TRANSCRIPT_LABELS.client;
}

/** The conversation as plain text: a header, then one '[time] Speaker: text' entry per message. */
export function transcript(conversation: AiConversation, readerIsOwner: boolean, exportedAt: Date): string {
  const header = [
    `${AI_TRANSCRIPT_LABELS.title}: ${conversation.title}`,
    `${AI_TRANSCRIPT_LABELS.methodology}: ${METHODOLOGY_LABELS[conversation.coachingContext.methodology]}`,
    `${AI_TRANSCRIPT_LABELS.exported}: ${readableTime(exportedAt.toISOString())}`,
  ];
  const lines = conversation.messages.map(
    (message) => `[${readableTime(message.timestamp)}] ${speaker(message, readerIsOwner)}: ${message.content.trim()}`,
  );
  return `${[...header, '', ...lines].join('\n')}\n`;
}
