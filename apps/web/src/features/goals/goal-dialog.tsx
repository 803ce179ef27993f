import { assistMissingText, type Goal } from '@coaching/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack } from '@mui/material';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../i18n/localize-message.js';
import { AiAssistDialog } from './ai-assist-dialog.js';
import { LAST_STEP, SMART_STEPS } from './goal-content.js';
import { GoalAiActions } from './goal-ai-actions.js';
import { GoalDetailsFields } from './goal-details-fields.js';
import { goalFormResolver, goalFormValues, type GoalFormValues } from './goal-form.js';
import { GoalStepField } from './goal-step-field.js';
import { SmartCriteriaDisclosure } from './smart-criteria-list.js';
import { SmartStepper, useSmartStepperOrientation } from './smart-stepper.js';
import { useGoalAssist } from './use-goal-assist.js';
import { useSaveGoal } from './use-save-goal.js';

type Props = { goal?: Goal; onClose: () => void };

/** Create or edit a goal: details, the five SMART steps, AI help. Editing starts at step 0 (spec section 4). */
export function GoalDialog({ goal, onClose }: Props) {
  const { t } = useTranslation(['goals', 'messages']);
  const titleId = useId();
  const form = useForm<GoalFormValues>({ resolver: goalFormResolver, defaultValues: goalFormValues(goal) });
  const criteria = useWatch({ control: form.control, name: 'smartCriteria' });
  const [step, setStep] = useStepWithFocus(form.setFocus);
  const assist = useGoalAssist(form);
  const { save, failure, pending } = useSaveGoal(goal, onClose);
  const criterion = SMART_STEPS[step]!.key;
  const stepFilled = criteria[criterion].trim() !== '';
  // Read during render so react-hook-form tracks them.
  const { isDirty, errors } = form.formState;

  const showFirstInvalidStep = (errors: FieldErrors<GoalFormValues>) => {
    const invalid = SMART_STEPS.findIndex(({ key }) => errors.smartCriteria?.[key]);
    if (invalid >= 0) setStep(invalid);
  };

  // Enter in a one-line field moves on like Continue; only the last step saves.
  const onSubmit = (event: FormEvent) => {
    if (step === LAST_STEP && stepFilled && !pending) {
      return form.handleSubmit((values) => save(values, assist.recent), showFirstInvalidStep)(event);
    }
    event.preventDefault();
    if (step < LAST_STEP && stepFilled) setStep(step + 1);
  };

  const orientation = useSmartStepperOrientation();
  // On a phone the dialog takes the whole screen and the steps come first, so all five and the AI help show at once.
  const phone = orientation === 'vertical';
  const stepper = (
    <SmartStepper
      step={step}
      orientation={orientation}
      label={t('dialog.smartCriteria')}
      invalid={(criterion) => Boolean(errors.smartCriteria?.[criterion])}
    >
      <GoalStepField control={form.control} criterion={criterion} step={step} canContinue={stepFilled} disabled={pending} onStep={setStep} />
    </SmartStepper>
  );
  const aiActions = (
    <GoalAiActions
      missingFor={() => assistMissingText({ specific: criteria.specific, measurable: '' }, 'expand')}
      pendingType={assist.pendingType}
      disabled={pending}
      onAssist={(type) => void assist.run(type)}
    />
  );
  const details = <GoalDetailsFields control={form.control} autoFocus={!phone} />;
  const overview = goal && <SmartCriteriaDisclosure criteria={criteria} label={t('dialog.overview')} defaultOpen={!phone} />;

  return (
    <Dialog
      open
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        // A stray click beside the dialog, or Escape once something is typed, must not throw the
        // typing away: Cancel stays the one explicit way out.
        if (reason === 'backdropClick' || isDirty || pending) return;
        onClose();
      }}
      slotProps={{ paper: { component: 'form', onSubmit } }}
    >
      <DialogTitle id={titleId}>{goal ? t('messages:goal.editGoal') : t('messages:goal.addNewGoal')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{localizeMessage(failure)}</Alert>}
          {phone ? (
            <>
              {stepper}
              {aiActions}
              <Divider />
              {details}
              {overview}
            </>
          ) : (
            <>
              {details}
              <Divider />
              {overview}
              {stepper}
              {aiActions}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={step !== LAST_STEP || !stepFilled} loading={pending}>
          {goal ? t('dialog.update') : t('dialog.create')}
        </Button>
      </DialogActions>
      {assist.suggestion && <AiAssistDialog suggestion={assist.suggestion} onApply={assist.apply} onClose={assist.dismiss} />}
    </Dialog>
  );
}

/** Moving between steps puts the cursor in the new step's field; opening the dialog leaves it on Title. */
function useStepWithFocus(setFocus: (name: `smartCriteria.${(typeof SMART_STEPS)[number]['key']}`) => void) {
  const [step, setStep] = useState(0);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) setFocus(`smartCriteria.${SMART_STEPS[step]!.key}`);
  }, [step, setFocus]);
  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  return [step, goTo] as const;
}
