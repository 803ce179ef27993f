import { type AiConfig, type Conversation, type ConversationMessage, defaultAiConfig } from '@coaching/contract';
import type { Person } from '../users/users.service.js';
import type { ConversationMessageRow, ConversationRow, MessageCursor } from './conversations.repository.js';

export const fullName = (person: Pick<Person, 'firstName' | 'lastName'> | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : '';

export function toConversationMessage(row: ConversationMessageRow): ConversationMessage {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    role: row.role,
    senderId: row.senderId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    metadata: { messageType: row.kind },
  };
}

/** The conversation's AI settings, the defaults where the coach set none. */
export const aiConfigOf = (row: Pick<ConversationRow, 'aiConfig'>): AiConfig => ({ ...defaultAiConfig(), ...row.aiConfig });

export type ConversationParts = {
  people: ReadonlyMap<string, Person>;
  lastMessage: ConversationMessageRow | undefined;
  unreadCount: number;
  /** Who is looking: the other participant's name is the one shown (an admin sees the client's). */
  viewerId: string;
};

export function toConversation(row: ConversationRow, parts: ConversationParts): Conversation {
  const clientName = fullName(parts.people.get(row.clientId));
  const coachName = fullName(parts.people.get(row.coachId));
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    tags: row.tags,
    clientId: row.clientId,
    coachId: row.coachId,
    clientName,
    coachName,
    otherName: parts.viewerId === row.clientId ? coachName : clientName,
    lastMessage: parts.lastMessage ? toConversationMessage(parts.lastMessage) : null,
    unreadCount: parts.unreadCount,
    analytics: { totalMessages: row.messageCount, clientSatisfactionRating: null },
    aiConfig: parts.viewerId === row.clientId ? withoutInstructions(aiConfigOf(row)) : aiConfigOf(row),
    isAICoaching: false,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The coach's instructions to their assistant are the coach's: the client gets the rest. */
function withoutInstructions(config: AiConfig): AiConfig {
  const { systemPrompt: _instructions, ...rest } = config;
  return rest;
}

/** A page's cursor: the oldest message of it, as opaque URL-safe text. */
export function encodeCursor(row: ConversationMessageRow): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor's message, or undefined when the text is not a cursor this server made. */
export function decodeCursor(text: string): MessageCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string' || !UUID.test(id)) return undefined;
    const createdAt = new Date(at);
    return Number.isNaN(createdAt.getTime()) ? undefined : { createdAt, id };
  } catch {
    return undefined;
  }
}
