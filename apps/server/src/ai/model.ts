import type { AssistGoalResult, GoalAssistanceType, GoalData } from '@coaching/contract';

/** What every call into a model may carry: the caller's wish to stop waiting. */
export type ModelCallOptions = { signal?: AbortSignal };

export type AssistGoalRequest = { goalData: GoalData; assistanceType: GoalAssistanceType };

/**
 * The coach's model, whichever engine answers: the built-in one (offline, deterministic) or an
 * OpenAI-compatible endpoint. Services depend on this interface only; each capability is one
 * method, so the chat coach joins as another method beside assistGoal.
 */
export interface CoachModel {
  readonly name: 'builtin' | 'openai-compatible';
  assistGoal(request: AssistGoalRequest, options?: ModelCallOptions): Promise<AssistGoalResult>;
}

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
