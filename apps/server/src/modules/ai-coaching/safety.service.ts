import { estimateTokens, LANGUAGES, type MessageMetadata, type RiskCategory, type RiskLevel } from '@coaching/contract';
import type { CoachModel } from '../../ai/index.js';
import {
  checkInAnsweredNoReply,
  concernReply,
  countryOf,
  crisisReply,
  decide,
  detectLanguage,
  EXTRACTION_REPLY,
  holdReply,
  isExtractionAttempt,
  resumedReply,
  screenRisk,
  type Language,
  type Resources,
  type RiskAssessment,
  type SafetyDecision,
} from '../../ai/safety/index.js';
import { sentimentScore } from '../../ai/sentiment.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';
import type { UserEvents } from '../../realtime/index.js';
import type { Contact, UsersService } from '../users/users.service.js';
import type { AiConversationRow, ConversationsRepository } from './conversations.repository.js';
import { AI_COACH_ROLE, CLIENT_ROLE } from './mapper.js';
import type { AiMessageRow, MessagesRepository } from './messages.repository.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { safetyAlertMail } from './safety.mails.js';
import type { CrisisResourceRow, SafetyRepository } from './safety.repository.js';

/** How many of the client's earlier messages are read with the new one: risk builds up over a conversation. */
export const SAFETY_CONTEXT_MESSAGES = 4;
/** An alert shows the coach the start of the message, never more. */
const ALERT_EXCERPT_LENGTH = 120;
/** Where a country has no line of its own in crisis_resources. */
const ANY_COUNTRY = 'ZZ';

export type SafetyOutcome =
  /** The AI coaches this message (the conversation may have left a safety state). */
  | { kind: 'coach'; row: AiConversationRow }
  /** Safety answered the message itself: the reply is stored, with any alert and state change. */
  | { kind: 'answered'; row: AiConversationRow; reply: AiMessageRow };

function excerpt(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length <= ALERT_EXCERPT_LENGTH ? text : `${text.slice(0, ALERT_EXCERPT_LENGTH - 1).trimEnd()}…`;
}

const RANK: Record<RiskAssessment['level'], number> = { ordinary: 0, concern: 1, crisis: 2 };

/** The resources of the client's country, each kind falling back to the international row. */
function pickResources(rows: CrisisResourceRow[], country: string | undefined): Resources {
  const find = (kind: CrisisResourceRow['kind']) =>
    rows.find((row) => row.kind === kind && row.country === country) ?? rows.find((row) => row.kind === kind && row.country === ANY_COUNTRY);
  const emergency = find('emergency');
  const crisisLine = find('crisis_line');
  const abuseLine = rows.find((row) => row.kind === 'abuse_line' && row.country === country);
  return {
    emergency: emergency ?? { name: 'Emergency services', contact: '112 or 911' },
    crisisLine: crisisLine
      ? { name: crisisLine.name, contact: crisisLine.contact, directory: crisisLine.country === ANY_COUNTRY }
      : { name: 'Find A Helpline', contact: 'findahelpline.com', directory: true },
    ...(abuseLine ? { abuseLine: { name: abuseLine.name, contact: abuseLine.contact } } : {}),
  };
}

/**
 * The safety side of an exchange with the AI coach: screens the client's new message with their last
 * few, asks the model for a second opinion on what the rules find risky short of a crisis (it can only
 * raise the level), and carries out the decision: the fixed reply in the client's language with their
 * country's resources, the conversation's safety state, the alert and the coach's mail.
 */
export function createSafetyService(deps: {
  conversations: Pick<ConversationsRepository, 'update'>;
  messages: Pick<MessagesRepository, 'insert' | 'recentClientTexts'>;
  safety: Pick<SafetyRepository, 'insertAlert' | 'resourcesFor'>;
  usersService: Pick<UsersService, 'findContact' | 'activeAdminIds'>;
  model: Pick<CoachModel, 'assessRisk'>;
  mailer: Pick<Mailer, 'send'>;
  /** The alert reaches the coach's and admins' open pages at once, beside the coach's mail. */
  userEvents: Pick<UserEvents, 'publish'>;
  /** The alert is also a notification in the coach's and admins' notification centres. */
  notifications?: Pick<NotificationsService, 'safetyAlert'>;
  publicUrl: string;
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  clock: () => Date;
  logger: { warn(details: object, message: string): void };
}) {
  const { conversations, messages, safety, usersService, model, transaction, clock, logger } = deps;

  /** The screen's assessment, raised (never lowered) by the model's opinion when one is configured. */
  async function assess(texts: string[], signal?: AbortSignal): Promise<RiskAssessment> {
    const rules = screenRisk(texts);
    if (!model.assessRisk || rules.score <= 0 || rules.level === 'crisis') return rules;
    const opinion = await model.assessRisk(texts, { signal });
    if (!opinion || RANK[opinion.level] <= RANK[rules.level]) return rules;
    return { ...rules, level: opinion.level, category: opinion.category ?? rules.category, signals: [...rules.signals, `model:${opinion.level}`] };
  }

  function languageOf(assessment: RiskAssessment, texts: string[], client: Contact | undefined): Language {
    const preferred = LANGUAGES.find((language) => language === client?.language);
    return assessment.language ?? detectLanguage(texts.join(' ')) ?? preferred ?? 'en';
  }

  async function resourcesOf(client: Contact | undefined): Promise<Resources> {
    const country = client ? countryOf(client) : undefined;
    return pickResources(await safety.resourcesFor(country ? [country, ANY_COUNTRY] : [ANY_COUNTRY]), country);
  }

  /** Tells the client's coach through the outbox. A mail that fails is logged, never lost to the client. */
  async function mailCoach(client: Contact, level: RiskLevel, category: RiskCategory, at: Date) {
    if (!client.coachId) return;
    const coach = await usersService.findContact(client.coachId);
    if (!coach) return;
    const mail = safetyAlertMail({
      coachFirstName: coach.firstName,
      coachTimezone: coach.timezone,
      clientName: `${client.firstName} ${client.lastName}`.trim(),
      clientId: client.id,
      level,
      category,
      at,
      publicUrl: deps.publicUrl,
    });
    try {
      await deps.mailer.send({ to: coach.email, ...mail, kind: 'safety_alert' });
    } catch (error) {
      logger.warn({ reason: error instanceof Error ? error.message : String(error), clientId: client.id }, 'safety alert mail could not be queued');
    }
  }

  /** Tells the client's coach and every admin on their event streams; a failure is logged, never the client's. */
  async function tellOverseers(client: Contact, alert: { id: string; conversationId: string | null; level: RiskLevel; category: RiskCategory; at: Date }) {
    try {
      const adminIds = await usersService.activeAdminIds();
      const recipients = [...(client.coachId ? [client.coachId] : []), ...adminIds];
      const clientName = `${client.firstName} ${client.lastName}`.trim();
      await deps.notifications?.safetyAlert({ coachId: client.coachId, adminIds, clientId: client.id, clientName, level: alert.level, at: alert.at });
      deps.userEvents.publish(recipients, {
        type: 'safety.alert',
        data: {
          alertId: alert.id,
          clientId: client.id,
          clientName: `${client.firstName} ${client.lastName}`.trim(),
          conversationId: alert.conversationId,
          level: alert.level,
          kind: alert.category,
          at: alert.at.toISOString(),
        },
      });
    } catch (error) {
      logger.warn({ reason: error instanceof Error ? error.message : String(error), clientId: client.id }, 'safety alert event could not be published');
    }
  }

  type Answer = { text: string; marks: Partial<MessageMetadata>; state?: AiConversationRow['safetyState']; alert?: { level: RiskLevel; category: RiskCategory } };

  async function answerFor(decision: Exclude<SafetyDecision, { kind: 'coach' }>, language: Language, client: Contact | undefined, at: Date): Promise<Answer> {
    const since = at.toISOString();
    switch (decision.kind) {
      case 'crisis': {
        const coachAlerted = Boolean(client?.coachId);
        return {
          text: crisisReply(language, decision.category, await resourcesOf(client), coachAlerted),
          marks: { safetyFlag: decision.category, safetyLevel: 'crisis', coachAlerted },
          state: { status: 'hold', category: decision.category, since },
          alert: { level: 'crisis', category: decision.category },
        };
      }
      case 'concern':
        return {
          text: concernReply(language, decision.category, await resourcesOf(client)),
          marks: { safetyFlag: decision.category, safetyLevel: 'concern', coachAlerted: false },
          state: { status: 'asked', category: decision.category, since },
          ...(decision.alert ? { alert: { level: 'concern' as const, category: decision.category } } : {}),
        };
      case 'hold':
        return { text: holdReply(language, decision.category, await resourcesOf(client)), marks: { safetyFlag: decision.category, safetyLevel: 'crisis' } };
      case 'resume':
        return { text: resumedReply(language), marks: {}, state: null };
      case 'checkInNo':
        return { text: checkInAnsweredNoReply(language), marks: {}, state: null };
    }
  }

  return {
    async respond(row: AiConversationRow, userMessage: AiMessageRow, options: { signal?: AbortSignal } = {}): Promise<SafetyOutcome> {
      const started = performance.now();
      const earlier = await messages.recentClientTexts(row.id, CLIENT_ROLE, SAFETY_CONTEXT_MESSAGES, userMessage.id);
      const texts = [...earlier, userMessage.content];
      const assessment = await assess(texts, options.signal);
      const decision = decide(row.safetyState ?? null, assessment, userMessage.content);

      if (decision.kind === 'coach') {
        const cleared = decision.clear ? ((await conversations.update(row.id, { safetyState: null })) ?? row) : row;
        if (!isExtractionAttempt(userMessage.content)) return { kind: 'coach', row: cleared };
        const reply = await storeReply(cleared, { text: EXTRACTION_REPLY, marks: { refused: true } }, started);
        return { kind: 'answered', row: cleared, reply };
      }

      const client = await usersService.findContact(row.userId);
      const at = clock();
      const answer = await answerFor(decision, languageOf(assessment, texts, client), client, at);
      const { reply, updated, alertId } = await transaction(async (tx) => {
        const changes = {
          ...(answer.state !== undefined ? { safetyState: answer.state } : {}),
          ...(answer.alert ? { flagged: true } : {}),
        };
        const next = Object.keys(changes).length > 0 ? ((await conversations.update(row.id, changes, tx)) ?? row) : row;
        const alert = answer.alert
          ? await safety.insertAlert({ conversationId: row.id, userId: row.userId, kind: answer.alert.category, level: answer.alert.level, excerpt: excerpt(userMessage.content), at }, tx)
          : undefined;
        return { reply: await storeReply(next, answer, started, tx), updated: next, alertId: alert?.id };
      });
      if (answer.alert) {
        logger.warn(
          { conversationId: row.id, level: answer.alert.level, concern: answer.alert.category, signals: assessment.signals, coachAlerted: answer.marks.coachAlerted },
          'safety risk recognised; an alert is raised',
        );
        if (client) await mailCoach(client, answer.alert.level, answer.alert.category, at);
        if (client && alertId) await tellOverseers(client, { id: alertId, conversationId: row.id, ...answer.alert, at });
      }
      return { kind: 'answered', row: updated, reply };
    },
  };

  function storeReply(row: AiConversationRow, answer: Pick<Answer, 'text' | 'marks'>, started: number, tx?: Db) {
    const metadata: MessageMetadata = {
      tokens: estimateTokens(answer.text),
      processingTime: Math.max(0, Math.round(performance.now() - started)),
      sentiment: sentimentScore(answer.text),
      messageType: 'safety_response',
      ...answer.marks,
    };
    return messages.insert({ conversationId: row.id, role: AI_COACH_ROLE, content: answer.text, metadata, at: clock() }, tx);
  }
}

export type SafetyService = ReturnType<typeof createSafetyService>;
