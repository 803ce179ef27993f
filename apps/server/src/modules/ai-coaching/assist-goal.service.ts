import type { AssistGoalResult } from '@coaching/contract';
import type { AccessPolicy, Caller } from '../../access/index.js';
import { AiUnavailableError, type AssistGoalRequest, type CoachModel, type ModelCallOptions } from '../../ai/index.js';
import { AppError } from '../../http/app-error.js';

export function createAssistGoalService(deps: {
  model: CoachModel;
  policy: Pick<AccessPolicy, 'requireRole'>;
  logger: { warn(details: object, message: string): void };
}) {
  const { model, policy, logger } = deps;

  /** The model's answer, or 503 AI_SERVICE_UNAVAILABLE when the model cannot be asked. */
  async function ask<T>(caller: Caller, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof AiUnavailableError)) throw error;
      logger.warn({ model: model.name, reason: error.reason, userId: caller.userId }, 'AI model unavailable');
      throw new AppError('AI_SERVICE_UNAVAILABLE');
    }
  }

  return {
    async assistGoal(caller: Caller, body: AssistGoalRequest, options?: ModelCallOptions): Promise<AssistGoalResult> {
      // Clients and coaches work on goals with the AI; admins do not (spec section 6).
      policy.requireRole(caller, 'goals.assist');
      const request = { goalData: body.goalData, assistanceType: body.assistanceType };
      return ask(caller, () => model.assistGoal(request, options));
    },
  };
}

export type AssistGoalService = ReturnType<typeof createAssistGoalService>;
