import { useTranslation } from 'react-i18next';
import { AssistantStepField } from './assistant-step-field.js';
import { SmartStepper, useSmartStepperOrientation } from './smart-stepper.js';
import type { GoalAssistant } from './use-goal-assistant.js';

type Props = Pick<GoalAssistant, 'values' | 'step' | 'criterion' | 'stepFilled' | 'moves' | 'setField' | 'next' | 'back'>;

/** The five SMART steps on the Goal Assistant, in the same stepper as the goal dialog; Next waits for the step's text. */
export function AssistantStepper({ criterion, ...step }: Props) {
  const { t } = useTranslation('goals');
  const orientation = useSmartStepperOrientation();
  return (
    <SmartStepper step={step.step} orientation={orientation} label={t('assistant.smartCriteria')}>
      <AssistantStepField criterion={criterion} {...step} />
    </SmartStepper>
  );
}
