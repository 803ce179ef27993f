import {
  CONVERSATION_MESSAGES,
  OVERSIGHT_TRANSCRIPT_LIMIT,
  type OversightConversation,
  type OversightConversationKind,
  type OversightConversationList,
  type OversightConversationListQuery,
  type OversightParticipant,
  type OversightSummary,
  type OversightTranscript,
} from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../platform.js';
import { toOversightAlert } from '../ai-coaching/alerts.service.js';
import type { ConversationsService as AiConversationsService } from '../ai-coaching/conversations.service.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { AiConversationRow, AlertCounts, ConversationOversightRepository, HumanConversationRow, PersonRow } from './conversation-oversight.repository.js';

const NO_ALERTS: AlertCounts = { open: 0, reviewed: 0, resolved: 0 };
const conversationNotFound = () => new AppError('NOT_FOUND', CONVERSATION_MESSAGES.notFound);

function participant(person: PersonRow | undefined, id: string): OversightParticipant {
  return { _id: id, firstName: person?.firstName ?? '', lastName: person?.lastName ?? '', email: person?.email ?? '', role: person?.role ?? 'client' };
}

const nameOf = (person: PersonRow | undefined) => (person ? `${person.firstName} ${person.lastName}`.trim() : '');

/**
 * The admin's oversight of conversations (issue 20, /admin/conversations): the list of both kinds with their
 * metadata and safety flags, and a transcript. Everything here needs conversations.oversee; each transcript
 * opened is appended to the audit log with who and when, and an AI one also to the client's own log of
 * who read their AI conversations (the AI coaching module's transparency, through its get).
 */
export function createConversationOversightService(deps: {
  repository: ConversationOversightRepository;
  policy: Pick<AccessPolicy, 'requireAttempt'>;
  aiConversations: Pick<AiConversationsService, 'get'>;
  auditService: Pick<AuditService, 'record'>;
  clock: Clock;
}) {
  const { repository, policy, clock } = deps;

  function humanView(row: HumanConversationRow, people: Map<string, PersonRow>): OversightConversation {
    return {
      _id: row.id,
      kind: 'human',
      title: row.title,
      status: row.status,
      participants: [participant(people.get(row.clientId), row.clientId), participant(people.get(row.coachId), row.coachId)],
      startedAt: row.createdAt.toISOString(),
      lastActivityAt: row.updatedAt.toISOString(),
      messageCount: row.messageCount,
      flagged: false,
      safetyHold: false,
      alerts: NO_ALERTS,
    };
  }

  function aiView(row: AiConversationRow, people: Map<string, PersonRow>, alerts: AlertCounts | undefined): OversightConversation {
    return {
      _id: row.id,
      kind: 'ai',
      title: row.title,
      status: row.status,
      participants: [participant(people.get(row.userId), row.userId)],
      startedAt: row.createdAt.toISOString(),
      lastActivityAt: row.lastActivityAt.toISOString(),
      messageCount: row.messageCount,
      flagged: row.flagged,
      safetyHold: row.safetyState?.status === 'hold',
      alerts: alerts ?? NO_ALERTS,
    };
  }

  async function views(keys: { kind: OversightConversationKind; id: string }[]): Promise<OversightConversation[]> {
    const humanIds = keys.filter((key) => key.kind === 'human').map((key) => key.id);
    const aiIds = keys.filter((key) => key.kind === 'ai').map((key) => key.id);
    const [humans, ais, alerts] = await Promise.all([repository.humanByIds(humanIds), repository.aiByIds(aiIds), repository.alertCountsOf(aiIds)]);
    const people = await repository.peopleByIds([...humans.flatMap((row) => [row.clientId, row.coachId]), ...ais.map((row) => row.userId)]);
    const byKey = new Map<string, OversightConversation>([
      ...humans.map((row) => [`human:${row.id}`, humanView(row, people)] as const),
      ...ais.map((row) => [`ai:${row.id}`, aiView(row, people, alerts.get(row.id))] as const),
    ]);
    return keys.flatMap((key) => byKey.get(`${key.kind}:${key.id}`) ?? []);
  }

  async function humanTranscript(id: string) {
    const [row] = await repository.humanByIds([id]);
    if (!row) throw conversationNotFound();
    const people = await repository.peopleByIds([row.clientId, row.coachId]);
    const { rows, truncated } = await repository.humanMessages(row.id, OVERSIGHT_TRANSCRIPT_LIMIT);
    const messages = rows.map((message) => ({
      _id: message.id,
      role: message.role,
      senderName: message.senderId ? nameOf(people.get(message.senderId)) : '',
      content: message.content,
      createdAt: message.createdAt.toISOString(),
    }));
    return { conversation: humanView(row, people), messages, truncated, alerts: [] };
  }

  async function aiTranscript(actor: Actor, id: string) {
    const [row] = await repository.aiByIds([id]);
    if (!row) throw conversationNotFound();
    // Read through the AI coach's own access, which logs the read for the client ("who read my AI conversations").
    await deps.aiConversations.get(actor, row.id);
    const [people, counts, alertRows, { rows, truncated }] = await Promise.all([
      repository.peopleByIds([row.userId]),
      repository.alertCountsOf([row.id]),
      repository.alertsOf(row.id),
      repository.aiMessages(row.id, OVERSIGHT_TRANSCRIPT_LIMIT),
    ]);
    const owner = people.get(row.userId);
    const messages = rows.map((message) => ({
      _id: message.id,
      role: message.role,
      senderName: message.role === 'user' || message.role === 'client' ? nameOf(owner) : '',
      content: message.content,
      createdAt: message.createdAt.toISOString(),
    }));
    return { conversation: aiView(row, people, counts.get(row.id)), messages, truncated, alerts: alertRows.map((alert) => toOversightAlert(alert, nameOf(owner))) };
  }

  return {
    async list(caller: Caller, query: OversightConversationListQuery): Promise<OversightConversationList> {
      await policy.requireAttempt(caller, 'conversations.oversee');
      const { keys, total } = await repository.page({ ...query, q: query.q || undefined });
      return { conversations: await views(keys), pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) } };
    },

    async summary(caller: Caller): Promise<OversightSummary> {
      await policy.requireAttempt(caller, 'conversations.oversee');
      return repository.summary();
    },

    /** One conversation in full, for an admin with conversations.oversee: every opening goes in the audit log. */
    async transcript(actor: Actor, kind: OversightConversationKind, id: string): Promise<OversightTranscript> {
      await policy.requireAttempt(actor, 'conversations.transcript');
      const found = kind === 'human' ? await humanTranscript(id) : await aiTranscript(actor, id);
      const readAt = clock();
      await deps.auditService.record(actor, {
        action: 'conversation.transcript_read',
        targetType: 'conversation',
        targetId: id,
        before: null,
        after: { kind, title: found.conversation.title, participantIds: found.conversation.participants.map((person) => person._id), messages: found.messages.length },
      });
      return { ...found, readAt: readAt.toISOString() };
    },
  };
}

export type ConversationOversightService = ReturnType<typeof createConversationOversightService>;
