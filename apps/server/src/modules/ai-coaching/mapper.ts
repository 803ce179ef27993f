import { COACHING_STYLE_OF_METHODOLOGY, type ActionItem, type AiConversation, type AiMessage, type MessageRole } from '@coaching/contract';
import type { CoachingTurn } from '../../ai/index.js';
import type { AiActionItemRow } from './action-items.repository.js';
import type { AiConversationRow } from './conversations.repository.js';
import type { AiMessageRow, ConversationShape } from './messages.repository.js';

/** Whoever chats writes as the client; the AI answers as ai_coach (spec section 3). */
export const CLIENT_ROLE: MessageRole = 'client';
export const AI_COACH_ROLE: MessageRole = 'ai_coach';

export const fullName = (person: { firstName: string; lastName: string } | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : '';

const MINUTE_MS = 60_000;
/** Scores are stored as reals; four decimals is all the screens need. */
const rounded = (value: number) => Math.round(value * 10_000) / 10_000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAiMessage(row: AiMessageRow): AiMessage {
  return { _id: row.id, role: row.role, content: row.content, timestamp: row.createdAt.toISOString(), metadata: row.metadata };
}

export function toActionItem(row: AiActionItemRow): ActionItem {
  return { _id: row.id, item: row.item, status: row.status, deadline: iso(row.deadline), createdAt: row.createdAt.toISOString() };
}

/** The turns a model or the analysis sees: client and AI messages, oldest first. */
export function toTurns(rows: readonly AiMessageRow[]): CoachingTurn[] {
  return rows
    .filter((row) => row.role === CLIENT_ROLE || row.role === AI_COACH_ROLE)
    .map((row) => ({ speaker: row.role === CLIENT_ROLE ? 'client' : 'coach', content: row.content }));
}

export function durationMinutes(shape: ConversationShape | undefined): number {
  return shape ? Math.floor((shape.lastAt.getTime() - shape.firstAt.getTime()) / MINUTE_MS) : 0;
}

export type ConversationParts = {
  /** The coach of the conversation's owner, if they have one. */
  coachId: string | null;
  actionItems: readonly AiActionItemRow[];
  shape: ConversationShape | undefined;
  /** Empty in lists. */
  messages: readonly AiMessageRow[];
  /** 'summary' when the reader is the client's coach and the client keeps their transcripts to themself; 'full' by default. */
  transcript?: 'full' | 'summary';
};

export function toAiConversation(row: AiConversationRow, parts: ConversationParts): AiConversation {
  return {
    _id: row.id,
    title: row.title,
    status: row.status,
    isAICoaching: true,
    clientId: row.userId,
    coachId: parts.coachId,
    focusAreas: row.focusAreas,
    goals: row.goals,
    coachingContext: { focusAreas: row.focusAreas, methodology: row.methodology, stage: row.stage },
    // coaching_style names the methodology in the AI config form's terms; the methodology column is what the engines follow.
    aiConfig: { ...row.aiConfig, coaching_style: COACHING_STYLE_OF_METHODOLOGY[row.methodology] },
    sessionSummary: { keyInsights: row.keyInsights, actionItems: parts.actionItems.map(toActionItem), summary: row.summary },
    analytics: {
      totalMessages: row.messageCount,
      conversationLength: durationMinutes(parts.shape),
      averageMessageLength: Math.round(parts.shape?.averageClientLength ?? 0),
      avgEngagementScore: rounded(row.engagementScore),
      sentiment: rounded(row.sentiment),
      engagement: row.engagement,
      lastActivity: row.lastActivityAt.toISOString(),
      clientSatisfactionRating: row.rating,
    },
    flagged: row.flagged,
    safetyHold: row.safetyState?.status === 'hold',
    rating: row.rating,
    nextSessionFocus: row.nextSessionFocus,
    messages: parts.transcript === 'summary' ? [] : parts.messages.map(toAiMessage),
    transcript: parts.transcript ?? 'full',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: iso(row.completedAt),
  };
}
