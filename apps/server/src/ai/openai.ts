import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { AI_DEFAULTS } from '@coaching/contract';
import { APICallError, generateText, type LanguageModel, streamText } from 'ai';
import { goalAssistSystemPrompt, goalAssistUserPrompt, parseGoalAssistReply } from './goal-prompt.js';
import { AiUnavailableError, type CoachingRequest, type CoachModel, type ModelCallOptions } from './model.js';
import { coachingMessages, coachingSystemPrompt } from './prompts.js';
import { parseRiskOpinion, RISK_SYSTEM_PROMPT, riskUserPrompt } from './risk-prompt.js';
import { parseSuggestions, suggestionSystemPrompt, suggestionUserPrompt } from './suggestion-prompt.js';

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
 * A failed call is AiUnavailableError; a goal-assist reply that cannot be used is replaced by
 * `fallback`'s answer, so the user still gets help when the model rambles instead of answering in
 * JSON. Coaching replies stream straight from the model: a failed stream is never papered over.
 */
export function createOpenAiCompatibleCoachModel(deps: {
  settings: OpenAiCompatibleSettings;
  fallback: CoachModel;
  logger: Logger;
}): CoachModel {
  const { settings, fallback, logger } = deps;
  const provider = createOpenAICompatible({ name: 'coach', baseURL: settings.baseUrl, apiKey: settings.apiKey });
  const chatModel = provider.chatModel(settings.model);

  async function complete(
    system: string,
    prompt: string,
    options: ModelCallOptions,
    temperature: number = AI_DEFAULTS.temperature,
    maxOutputTokens: number = AI_DEFAULTS.maxTokens,
  ): Promise<string> {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const abortSignal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      const { text } = await generateText({
        model: chatModel,
        system,
        prompt,
        temperature,
        maxOutputTokens,
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

    streamReply: (request, options = {}) => streamCoachingReply(chatModel, settings, request, options),

    completeTask: (task, options = {}) => complete(task.system, task.prompt, options, task.temperature, task.maxTokens),

    async assessRisk(messages, options = {}) {
      try {
        const opinion = parseRiskOpinion(await complete(RISK_SYSTEM_PROMPT, riskUserPrompt(messages), options, 0));
        if (!opinion) logger.warn({ model: settings.model }, 'AI risk opinion unusable; the safety rules decide alone');
        return opinion;
      } catch (error) {
        const reason = error instanceof AiUnavailableError ? error.reason : 'unknown error';
        logger.warn({ model: settings.model, reason }, 'AI risk opinion unavailable; the safety rules decide alone');
        return undefined;
      }
    },

    async suggestCoaching(request, options = {}) {
      try {
        const reply = await complete(
          suggestionSystemPrompt(request),
          suggestionUserPrompt(request),
          options,
          request.aiConfig.temperature,
          request.aiConfig.maxTokens,
        );
        const suggestions = parseSuggestions(reply);
        if (!suggestions) logger.warn({ model: settings.model }, 'AI coaching suggestions unusable; the built-in rules suggest');
        return suggestions;
      } catch (error) {
        const reason = error instanceof AiUnavailableError ? error.reason : 'unknown error';
        logger.warn({ model: settings.model, reason }, 'AI coaching suggestions unavailable; the built-in rules suggest');
        return undefined;
      }
    },
  };
}

/** Why a stream failed, in words safe for a log: a break after some text is named as such. */
function streamFailureReason(error: unknown, received: number, idle: AbortSignal, timeoutMs: number): string {
  if (idle.aborted) return received > 0 ? `the stream stalled for ${timeoutMs} ms` : `no answer within ${timeoutMs} ms`;
  if (error === undefined) return 'the endpoint sent an empty reply';
  const broke = received > 0 || (APICallError.isInstance(error) && (error.statusCode ?? 0) > 0 && error.statusCode! < 400);
  if (broke) return `the stream broke off after ${received} pieces (${error instanceof Error ? error.name : 'unknown error'})`;
  return failureReason(error, idle, undefined, timeoutMs);
}

/**
 * The coach's reply as the model streams it. `timeoutMs` bounds the wait for the first piece and
 * every silence after it, so a long reply that keeps coming is not cut off. The HTTP request is
 * aborted whenever reading stops early: the caller's signal, a stall, or the consumer breaking off.
 * A caller's abort ends the stream quietly; a failure is AiUnavailableError, after whatever arrived.
 */
async function* streamCoachingReply(
  model: LanguageModel,
  settings: OpenAiCompatibleSettings,
  request: CoachingRequest,
  options: ModelCallOptions,
): AsyncGenerator<string> {
  const caller = options.signal;
  if (caller?.aborted) return;
  const idle = new AbortController();
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const watch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(), settings.timeoutMs);
  };
  let failure: unknown;
  let received = 0;
  let finished = false;
  watch();
  const result = streamText({
    model,
    system: coachingSystemPrompt(request),
    messages: coachingMessages(request),
    temperature: request.aiConfig.temperature,
    maxOutputTokens: request.aiConfig.maxTokens,
    maxRetries: 0,
    abortSignal: AbortSignal.any([idle.signal, stop.signal, ...(caller ? [caller] : [])]),
    onError: ({ error }) => {
      failure ??= error;
    },
  });
  try {
    for await (const piece of result.textStream) {
      if (piece === '') continue;
      // The consumer's own pace is not the model's silence: the clock runs only while we wait on the model.
      clearTimeout(timer);
      received += 1;
      yield piece;
      if (caller?.aborted) return;
      watch();
    }
    finished = true;
  } catch (error) {
    failure ??= error;
  } finally {
    clearTimeout(timer);
    if (!finished) stop.abort();
  }
  if (caller?.aborted) return;
  if (idle.signal.aborted || failure !== undefined || received === 0) {
    throw new AiUnavailableError(streamFailureReason(failure, received, idle.signal, settings.timeoutMs), { cause: failure });
  }
}
