import { AI_MESSAGES, type AssistGoalResult, GLOBAL_ERROR_MESSAGES, type Role } from '@coaching/contract';
import { AiUnavailableError, type AssistGoalRequest, type CoachModel, type ModelCallOptions } from '../../ai/index.js';
import { AppError, forbidden } from '../../http/app-error.js';
import type { AuthContext } from '../auth/auth.service.js';

/** Clients and coaches work on goals with the AI; admins do not (spec section 6). */
const AI_COACHING_ROLES: readonly Role[] = ['client', 'coach'];

export function createAssistGoalService(deps: {
  model: CoachModel;
  logger: { warn(details: object, message: string): void };
}) {
  const { model, logger } = deps;

  /** The model's answer, or 503 AI_SERVICE_UNAVAILABLE when the model cannot be asked. */
  async function ask<T>(caller: AuthContext, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof AiUnavailableError)) throw error;
      logger.warn({ model: model.name, reason: error.reason, userId: caller.userId }, 'AI model unavailable');
      throw new AppError(503, 'AI_SERVICE_UNAVAILABLE', AI_MESSAGES.unavailable);
    }
  }

  return {
    async assistGoal(caller: AuthContext, body: AssistGoalRequest, options?: ModelCallOptions): Promise<AssistGoalResult> {
      if (!AI_COACHING_ROLES.includes(caller.role)) throw forbidden(GLOBAL_ERROR_MESSAGES.forbidden);
      const request = { goalData: body.goalData, assistanceType: body.assistanceType };
      return ask(caller, () => model.assistGoal(request, options));
    },
  };
}

export type AssistGoalService = ReturnType<typeof createAssistGoalService>;
