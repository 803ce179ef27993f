import { GOAL_MESSAGES, type GoalData } from '@coaching/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.js';
import { useCreateGoal } from '../../api/goals.js';
import { notify } from '../../components/notify.js';
import { toGoalBody } from './assistant-goal.js';
import type { AssistantSuggestion } from './use-assistant-suggestions.js';

/** The first server validation message, else the error's own message (spec section 8). */
function failureMessage(error: unknown): string | undefined {
  if (isApiError(error)) return error.userMessage || undefined;
  return error instanceof Error && error.message ? error.message : undefined;
}

/** Save Goal: confirm, create with the save defaults, then on to My Goals; a failure keeps everything typed. */
export function useAssistantSave(values: GoalData, suggestions: readonly AssistantSuggestion[]) {
  const createGoal = useCreateGoal();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();

  const save = async () => {
    setFailure(undefined);
    // Oldest first: the server keeps the last ones of the list.
    const aiSuggestions = suggestions.map((suggestion) => suggestion.content).reverse();
    try {
      await createGoal.mutateAsync(toGoalBody(values, aiSuggestions, new Date()));
    } catch (error) {
      const message = failureMessage(error);
      setConfirming(false);
      setFailure(message ?? GOAL_MESSAGES.saveFailed);
      notify.error(message ?? GOAL_MESSAGES.saveFailedRetry);
      return;
    }
    notify.success(GOAL_MESSAGES.created);
    await navigate('/client/goals');
  };

  return {
    confirming,
    askToSave: () => setConfirming(true),
    cancel: () => setConfirming(false),
    save,
    saving: createGoal.isPending,
    failure,
  };
}
