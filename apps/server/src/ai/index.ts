import type { Config } from '../config.js';
import { createBuiltinCoachModel } from './builtin/index.js';
import type { CoachModel } from './model.js';
import { createOpenAiCompatibleCoachModel } from './openai.js';

export {
  AiUnavailableError,
  type AssistGoalRequest,
  type CoachingAudience,
  type CoachingRequest,
  type CoachingTurn,
  type CoachModel,
  type ModelCallOptions,
  type ModelTask,
} from './model.js';

/** Used when AI_BASE_URL is set but AI_MODEL is not. */
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

/** The built-in coach unless AI_BASE_URL names an OpenAI-compatible endpoint. */
export function createCoachModel(deps: {
  config: Pick<Config, 'ai'>;
  logger: { warn(details: object, message: string): void };
}): CoachModel {
  const { ai } = deps.config;
  const builtin = createBuiltinCoachModel();
  if (!ai.baseUrl) return builtin;
  return createOpenAiCompatibleCoachModel({
    settings: { baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model?.trim() || DEFAULT_AI_MODEL, timeoutMs: ai.timeoutMs },
    fallback: builtin,
    logger: deps.logger,
  });
}
