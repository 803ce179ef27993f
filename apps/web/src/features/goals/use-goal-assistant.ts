import { SMART_CRITERIA, type GoalData, type GoalSuggestion } from '@coaching/contract';
import { useCallback, useState } from 'react';
import { applySuggestion, EMPTY_GOAL_DATA } from './assistant-goal.js';
import { LAST_STEP } from './goal-content.js';

export type AssistantField = keyof GoalData;

/**
 * The assistant page's states (spec section 4): steps 0-4 over the SMART criteria, then the
 * completed summary, which can return to step 0. Values survive every move.
 */
export function useGoalAssistant() {
  const [values, setValues] = useState<GoalData>(EMPTY_GOAL_DATA);
  const [step, setStep] = useState(0);
  const [completed, setCompleted] = useState(false);
  // Bumped by every move the user makes, so the stepper focuses the new step's field (not on first load).
  const [moves, setMoves] = useState(0);

  const criterion = SMART_CRITERIA[step]!;
  const stepFilled = values[criterion].trim() !== '';

  const setField = useCallback((field: AssistantField, value: string) => setValues((current) => ({ ...current, [field]: value })), []);
  const apply = useCallback((suggestion: GoalSuggestion) => setValues((current) => applySuggestion(current, suggestion)), []);

  const goTo = (target: number) => {
    setStep(target);
    setMoves((count) => count + 1);
  };

  const next = () => {
    if (!stepFilled) return;
    if (step === LAST_STEP) setCompleted(true);
    else goTo(step + 1);
  };

  const back = () => goTo(Math.max(0, step - 1));

  const edit = () => {
    setCompleted(false);
    goTo(0);
  };

  return { values, step, criterion, stepFilled, completed, moves, setField, apply, next, back, edit };
}

export type GoalAssistant = ReturnType<typeof useGoalAssistant>;
