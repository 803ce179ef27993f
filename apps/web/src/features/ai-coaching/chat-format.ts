import { AI_MESSAGES, AI_UNAVAILABLE_TOAST_MS, TOAST_DURATION_MS, type AiMessage, type MessageRole } from '@coaching/contract';
import { failureCode, failureMessage } from '../../api/error-messages.js';
import { i18n } from '../../i18n/i18n.js';

const label = (role: 'you' | 'client' | 'coach' | 'system' | 'aiCoach') => i18n.t(`messages:aiCoaching.roleLabels.${role}`);

/** Who wrote the message who chats here (the client, or a coach trying the assistant). */
export const isAuthorMessage = (message: Pick<AiMessage, 'role'>) => message.role === 'client' || message.role === 'user';

/**
 * Spec section 6: the person chatting reads their own messages as 'You'; someone overseeing another
 * person's conversation (a coach) reads them as 'Client'.
 */
export function roleLabel(role: MessageRole, ownConversation: boolean): string {
  switch (role) {
    case 'client':
    case 'user':
      return ownConversation ? label('you') : label('client');
    case 'coach':
      return label('coach');
    case 'system':
      return label('system');
    default:
      return label('aiCoach');
  }
}

/** Spec section 8, AI send: the unavailable text for 5 s, else the server's message, else the generic one. */
export function sendFailureToast(error: unknown): { message: string; duration: number } {
  const unavailable = failureCode(error) === 'AI_SERVICE_UNAVAILABLE';
  return {
    message: failureMessage(error, { fallback: AI_MESSAGES.sendFailed, byCode: { AI_SERVICE_UNAVAILABLE: AI_MESSAGES.unavailable }, reason: 'any' }),
    duration: unavailable ? AI_UNAVAILABLE_TOAST_MS : TOAST_DURATION_MS.error,
  };
}

/** A message that lives only in this browser: the apology after a failed send in the client chat. */
export function localSystemMessage(content: string): AiMessage {
  return {
    _id: `local-${crypto.randomUUID()}`,
    role: 'system',
    content,
    timestamp: new Date().toISOString(),
    metadata: { tokens: 0, processingTime: 0, sentiment: 0.5, messageType: 'system' },
  };
}

/** Adds messages the server returned, skipping any a refetch already brought in. */
export function withMessages(messages: AiMessage[], added: AiMessage[]): AiMessage[] {
  const known = new Set(messages.map((message) => message._id));
  return [...messages, ...added.filter((message) => !known.has(message._id))];
}
