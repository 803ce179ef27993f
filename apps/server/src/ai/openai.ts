import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { AI_DEFAULTS } from '@coaching/contract';
import { APICallError, generateText } from 'ai';
import { goalAssistSystemPrompt, goalAssistUserPrompt, parseGoalAssistReply } from './goal-prompt.js';
import { AiUnavailableError, type CoachModel, type ModelCallOptions } from './model.js';

export type OpenAiCompatibleSettings = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
};

type Logger = { warn(details: object, message: string): void };

/** Why a call failed, in words safe for a log: status codes and error kinds, no request content. */
function failureReason(error: unknown, timeout: AbortSignal, caller: AbortSignal | undefined, timeoutMs: number): string {
  if (caller?.aborted) return 'the caller cancelled the request';
  if (timeout.aborted) return `no answer within ${timeoutMs} ms`;
  if (APICallError.isInstance(error)) {
    if (error.statusCode === undefined) return `cannot connect (${error.message})`;
    if (error.statusCode >= 400) return `the endpoint answered HTTP ${error.statusCode}`;
    return `the endpoint's HTTP ${error.statusCode} response is not a chat completion`;
  }
  // Other errors can quote the endpoint's response, which may echo the user's goal: name the kind only.
  return error instanceof Error ? error.name : 'unknown error';
}

/**
 * A CoachModel backed by any OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM, llama.cpp).
 * A failed call is AiUnavailableError; a reply that cannot be used is replaced by `fallback`'s
 * answer, so the user still gets help when the model rambles instead of answering in JSON.
 */
export function createOpenAiCompatibleCoachModel(deps: {
  settings: OpenAiCompatibleSettings;
  fallback: CoachModel;
  logger: Logger;
}): CoachModel {
  const { settings, fallback, logger } = deps;
  const provider = createOpenAICompatible({ name: 'coach', baseURL: settings.baseUrl, apiKey: settings.apiKey });
  const chatModel = provider.chatModel(settings.model);

  async function complete(system: string, prompt: string, options: ModelCallOptions): Promise<string> {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const abortSignal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      const { text } = await generateText({
        model: chatModel,
        system,
        prompt,
        temperature: AI_DEFAULTS.temperature,
        maxOutputTokens: AI_DEFAULTS.maxTokens,
        maxRetries: 0,
        abortSignal,
      });
      return text;
    } catch (error) {
      throw new AiUnavailableError(failureReason(error, timeout, options.signal, settings.timeoutMs), { cause: error });
    }
  }

  return {
    name: 'openai-compatible',

    async assistGoal(request, options = {}) {
      const reply = await complete(goalAssistSystemPrompt(request.assistanceType), goalAssistUserPrompt(request), options);
      const parsed = parseGoalAssistReply(reply);
      if (parsed.ok) return parsed.result;
      logger.warn(
        { model: settings.model, assistanceType: request.assistanceType, reason: parsed.reason },
        'AI reply unusable; answered with the built-in goal assistant',
      );
      return fallback.assistGoal(request, options);
    },

    // STUB until the coaching engine lands.
    streamReply: (request, options) => fallback.streamReply(request, options),
  };
}
