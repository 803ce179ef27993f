import { Box, Button, Stack, Step, StepLabel, Stepper } from '@mui/material';
import { useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LAST_STEP, SMART_STEPS } from './goal-content.js';
import type { GoalFormValues } from './goal-form.js';
import { GoalTextField } from './goal-text-field.js';

type Props = {
  control: Control<GoalFormValues>;
  step: number;
  /** The current step's text is filled in: the rule for Continue (spec section 4). */
  canContinue: boolean;
  disabled: boolean;
  onStep: (step: number) => void;
};

/** The five SMART criteria, one at a time, each with its tip. */
export function SmartStepper({ control, step, canContinue, disabled, onStep }: Props) {
  const { t } = useTranslation(['goals', 'messages']);
  const { errors } = useFormState({ control, name: 'smartCriteria' });
  const current = SMART_STEPS[step]!;
  return (
    <Box component="section" aria-label={t('dialog.smartCriteria')}>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {SMART_STEPS.map(({ key }, index) => (
          <Step key={key} aria-current={index === step ? 'step' : undefined}>
            <StepLabel error={Boolean(errors.smartCriteria?.[key])}>{t(`messages:goal.smartLabels.${key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <GoalTextField
        key={current.key}
        control={control}
        name={`smartCriteria.${current.key}`}
        label={t(`messages:goal.smartLabels.${current.key}`)}
        multiline
        minRows={3}
        helperText={t(`stepTips.${current.key}`)}
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
    </Box>
  );
}
