import {
  AI_MESSAGES,
  AI_UNAVAILABLE_TOAST_MS,
  assistMissingText,
  RECENT_AI_SUGGESTIONS,
  type AssistGoalResult,
  type GoalAssistanceType,
  type GoalData,
} from '@coaching/contract';
import { useRef, useState } from 'react';
import { useAssistGoal } from '../../api/goals.js';
import { notify } from '../../components/notify.js';
import { offlineSuggestion } from './offline-suggestion.js';
import { toastRefineImprovements } from './refine-toast.js';

export type AssistantSuggestion = AssistGoalResult & { id: number; type: GoalAssistanceType; offline: boolean };

/** The side panel's AI help: the last five suggestions, newest first, and the one on show. */
export function useAssistantSuggestions(values: GoalData) {
  const assist = useAssistGoal();
  const [recent, setRecent] = useState<AssistantSuggestion[]>([]);
  const [shownId, setShownId] = useState<number>();
  const lastId = useRef(0);

  const add = (type: GoalAssistanceType, result: AssistGoalResult, offline: boolean) => {
    lastId.current += 1;
    const suggestion: AssistantSuggestion = { ...result, id: lastId.current, type, offline };
    setRecent((list) => [suggestion, ...list].slice(0, RECENT_AI_SUGGESTIONS));
    setShownId(suggestion.id);
  };

  const request = async (type: GoalAssistanceType) => {
    if (assist.isPending || assistMissingText(values, type)) return;
    const goalData = values;
    try {
      const result = await assist.mutateAsync({ goalData, assistanceType: type });
      add(type, result, false);
      toastRefineImprovements(type, result.parsedData);
    } catch {
      // Spec section 8: say the AI is away, and still give the user something to work with.
      notify.error(AI_MESSAGES.assistanceUnavailable, AI_UNAVAILABLE_TOAST_MS);
      add(type, offlineSuggestion(goalData, type), true);
    }
  };

  return {
    recent,
    shown: recent.find((suggestion) => suggestion.id === shownId),
    show: setShownId,
    request,
    pendingType: assist.isPending ? assist.variables?.assistanceType : undefined,
  };
}

export type AssistantSuggestions = ReturnType<typeof useAssistantSuggestions>;
