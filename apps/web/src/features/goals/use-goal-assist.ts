import { AI_MESSAGES, RECENT_AI_SUGGESTIONS, type GoalAssistanceType } from '@coaching/contract';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useAssistGoal } from '../../api/goals.js';
import { notify } from '../../components/notify.js';
import type { ShownSuggestion } from './ai-assist-dialog.js';
import { goalDataOf, withSuggestion, type GoalFormValues } from './goal-form.js';
import { offlineSuggestion } from './offline-suggestion.js';
import { toastRefineImprovements } from './refine-toast.js';

const APPLIED = { shouldDirty: true, shouldValidate: true } as const;

/**
 * The dialog's AI helpers. A failed call still gives the user something: a suggestion built in the
 * browser, with a toast saying so (spec section 8). The last five suggestions go with the goal.
 */
export function useGoalAssist(form: UseFormReturn<GoalFormValues>) {
  const assist = useAssistGoal();
  const [suggestion, setSuggestion] = useState<ShownSuggestion>();
  const [recent, setRecent] = useState<string[]>([]);

  const run = async (type: GoalAssistanceType) => {
    if (assist.isPending) return;
    const goalData = goalDataOf(form.getValues());
    let shown: ShownSuggestion;
    try {
      shown = { type, offline: false, ...(await assist.mutateAsync({ goalData, assistanceType: type })) };
    } catch {
      shown = { type, offline: true, ...offlineSuggestion(goalData, type) };
      notify.warning(AI_MESSAGES.offlineSuggestions);
    }
    setSuggestion(shown);
    if (!shown.offline) toastRefineImprovements(type, shown.parsedData);
    setRecent((list) => [...list, shown.content].slice(-RECENT_AI_SUGGESTIONS));
  };

  const apply = () => {
    if (!suggestion) return;
    const next = withSuggestion(form.getValues(), suggestion.parsedData);
    form.setValue('title', next.title, APPLIED);
    form.setValue('category', next.category, APPLIED);
    form.setValue('smartCriteria', next.smartCriteria, APPLIED);
    setSuggestion(undefined);
  };

  return {
    run,
    apply,
    dismiss: () => setSuggestion(undefined),
    suggestion,
    recent,
    pendingType: assist.isPending ? assist.variables?.assistanceType : undefined,
  };
}
