import type { AiConfig, AssistGoalResult, CoachingSuggestion, GoalAssistanceType, GoalData, Guardrails, Methodology } from '@coaching/contract';
import type { RiskOpinion } from './risk-prompt.js';

export type { RiskOpinion };

/** What every call into a model may carry: the caller's wish to stop waiting. */
export type ModelCallOptions = { signal?: AbortSignal };

export type AssistGoalRequest = { goalData: GoalData; assistanceType: GoalAssistanceType };

/** One earlier turn of an AI coaching conversation, oldest first. */
export type CoachingTurn = { speaker: 'client' | 'coach'; content: string };

/**
 * Who the AI speaks with: a client it coaches, or a coach using it as the assistant of their practice
 * (a coach's own AI conversation), who gets help with sessions, clients and messages instead of coaching.
 */
export type CoachingAudience = 'client' | 'coach';

/**
 * Everything a model may know when it answers one message: only this user's own context.
 * Nothing here ever comes from another user.
 */
export type CoachingRequest = {
  /** 'client' when absent. */
  audience?: CoachingAudience;
  /** The conversation's methodology, which aiConfig.coaching_style sets (directive GROW, non-directive ICF...). */
  methodology: Methodology;
  guardrails: Guardrails;
  /** maxTokens bounds the reply in both engines; systemPrompt is set only by the client's coach or an admin. */
  aiConfig: AiConfig;
  /** The person writing: the client, or the coach when `audience` is 'coach'. */
  client: {
    firstName: string;
    /** Titles of the client's active goals and the conversation's goals. */
    goals: string[];
    focusAreas: string[];
    /** The summary of the client's previous AI conversation, if any. */
    earlierSummary: string;
    /** What the client's coach wrote for the AI coach about them (per-client AI configuration); '' when nothing. */
    coachContext?: string;
    /** Methodologies the coach wants the AI coach to draw on besides its own. */
    frameworks?: Methodology[];
  };
  /** Earlier turns of this conversation (at most AI_CHAT_LIMITS.historyTurns), oldest first. */
  history: CoachingTurn[];
  /** The client's new message. */
  message: string;
};

/**
 * What a model reads to suggest the coach's next move in a conversation between a coach and a client:
 * the messages so far (oldest first) and the conversation's AI settings, whose systemPrompt is the coach's.
 */
export type SuggestCoachingRequest = {
  methodology: Methodology;
  aiConfig: AiConfig;
  focusAreas: string[];
  turns: CoachingTurn[];
};

/**
 * The coach's model, whichever engine answers: the built-in one (offline, deterministic) or an
 * OpenAI-compatible endpoint. Services depend on this interface only; each capability is one
 * method, so the chat coach joins as another method beside assistGoal.
 */
export interface CoachModel {
  readonly name: 'builtin' | 'openai-compatible';
  assistGoal(request: AssistGoalRequest, options?: ModelCallOptions): Promise<AssistGoalResult>;
  /**
   * The coach's reply to the client's message, streamed as text pieces (a word or a few at a time).
   * Throws AiUnavailableError when the model cannot be asked or stops answering; stops early when
   * options.signal aborts. Safety screening happens before this is called, never inside it.
   */
  streamReply(request: CoachingRequest, options?: ModelCallOptions): AsyncIterable<string>;
  /**
   * A second opinion on the risk in a client's newest message (their recent messages, oldest first),
   * asked only when the rules saw some risk short of a crisis. Undefined when this engine gives none
   * (the built-in one) or could not answer: the rules' assessment then stands.
   */
  assessRisk?(messages: readonly string[], options?: ModelCallOptions): Promise<RiskOpinion | undefined>;
  /**
   * Suggestions for the coach of a conversation between a coach and a client. Undefined when this
   * engine gives none (the built-in one, whose rules then suggest) or could not answer usably.
   */
  suggestCoaching?(request: SuggestCoachingRequest, options?: ModelCallOptions): Promise<CoachingSuggestion[] | undefined>;
  /**
   * The raw answer to one task of the coach's AI tools (a brief, a summary, goal suggestions: see
   * ai-tools-prompts.ts), whose prompt names the JSON shape wanted. Absent from the built-in engine,
   * whose rules work the tools out. Throws AiUnavailableError when the model cannot be asked.
   */
  completeTask?(task: ModelTask, options?: ModelCallOptions): Promise<string>;
}

/** One request to a chat model: its instructions, the data, and how freely and how long it may answer. */
export type ModelTask = { system: string; prompt: string; temperature?: number; maxTokens?: number };

/**
 * The model could not be asked: the endpoint refused the connection, answered with an HTTP error,
 * or did not answer in time. Services turn it into 503 AI_SERVICE_UNAVAILABLE.
 */
export class AiUnavailableError extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`AI model unavailable: ${reason}`, options);
    this.name = 'AiUnavailableError';
  }
}
