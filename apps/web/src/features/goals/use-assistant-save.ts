import { GOAL_MESSAGES, type GoalData, PATHS } from '@coaching/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateGoal } from '../../api/goals.js';
import { notify } from '../../components/notify.js';
import { goalFieldsOf } from './assistant-goal.js';
import { toGoalBody } from './goal-body.js';
import { saveFailureMessages } from './goal-errors.js';
import type { AssistantSuggestion } from './use-assistant-suggestions.js';

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
      await createGoal.mutateAsync(toGoalBody(goalFieldsOf(values), aiSuggestions, new Date()));
    } catch (error) {
      const messages = saveFailureMessages(error);
      setConfirming(false);
      setFailure(messages.inline);
      notify.error(messages.toast);
      return;
    }
    notify.success(GOAL_MESSAGES.created);
    await navigate(PATHS.client.goals);
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
