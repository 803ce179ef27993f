import { GOAL_MESSAGES, type Goal } from '@coaching/contract';
import { useState } from 'react';
import { useCreateGoal, useUpdateGoal } from '../../api/goals.js';
import { notify } from '../../components/notify.js';
import { saveFailureMessages } from './goal-errors.js';
import { goalBodyFromForm, type GoalFormValues } from './goal-form.js';

/**
 * Create or update from the dialog. A failure keeps the dialog open with everything typed, shows
 * the server's first message inline and toasts it (spec section 8).
 */
export function useSaveGoal(goal: Goal | undefined, onSaved: () => void) {
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const [failure, setFailure] = useState<string>();

  const save = async (values: GoalFormValues, suggestions: readonly string[]) => {
    setFailure(undefined);
    const body = goalBodyFromForm(values, goal, suggestions, new Date());
    try {
      if (goal) await update.mutateAsync({ id: goal._id, body });
      else await create.mutateAsync(body);
    } catch (error) {
      const messages = saveFailureMessages(error);
      setFailure(messages.inline);
      notify.error(messages.toast);
      return;
    }
    notify.success(goal ? GOAL_MESSAGES.updated : GOAL_MESSAGES.created);
    onSaved();
  };

  return { save, failure, pending: create.isPending || update.isPending };
}
