import type { SmartCriterion } from '@coaching/contract';
import { Button, Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LAST_STEP } from './goal-content.js';
import type { GoalFormValues } from './goal-form.js';
import { GoalTextField } from './goal-text-field.js';

type Props = {
  control: Control<GoalFormValues>;
  criterion: SmartCriterion;
  step: number;
  /** The current step's text is filled in: the rule for Continue (spec section 4). */
  canContinue: boolean;
  disabled: boolean;
  onStep: (step: number) => void;
};

/** The goal dialog's current SMART step: its field with a one-line tip, Back and Continue. */
export function GoalStepField({ control, criterion, step, canContinue, disabled, onStep }: Props) {
  const { t } = useTranslation(['goals', 'messages']);
  return (
    <>
      <GoalTextField
        key={criterion}
        control={control}
        name={`smartCriteria.${criterion}`}
        label={t(`messages:goal.smartLabels.${criterion}`)}
        multiline
        minRows={3}
        fullWidth
        helperText={t(`stepTips.${criterion}`)}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }}>
        <Button onClick={() => onStep(step - 1)} disabled={step === 0 || disabled}>
          {t('dialog.back')}
        </Button>
        {step < LAST_STEP && (
          <Button variant="outlined" onClick={() => onStep(step + 1)} disabled={!canContinue || disabled}>
            {t('dialog.continue')}
          </Button>
        )}
      </Stack>
    </>
  );
}
