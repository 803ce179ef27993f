import { GOAL_LIMITS, type SmartCriterion } from '@coaching/contract';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AssistantTips } from './assistant-tips-list.js';
import { CRITERION_TIPS } from './assistant-tips.js';
import { LAST_STEP } from './goal-content.js';
import type { GoalAssistant } from './use-goal-assistant.js';

type Props = Pick<GoalAssistant, 'values' | 'step' | 'stepFilled' | 'moves' | 'setField' | 'next' | 'back'> & { criterion: SmartCriterion };

/** The Goal Assistant's current SMART step: what it asks for, its field, tips, and Back and Next (Finish on the last). */
export function AssistantStepField({ criterion, values, step, stepFilled, moves, setField, next, back }: Props) {
  const { t } = useTranslation(['goals', 'messages']);
  const explanationId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (moves > 0) fieldRef.current?.focus();
  }, [moves]);

  // Ctrl+Enter (Cmd+Enter) moves on from the text field, as Next does.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      next();
    }
  };

  const label = t(`messages:goal.smartLabels.${criterion}`);
  const tips = CRITERION_TIPS[criterion].map((tip) => t(`assistant.guides.${criterion}.tips.${tip}` as 'assistant.guides.specific.tips.verb'));
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary" id={explanationId}>
        {t(`assistant.guides.${criterion}.explanation`)}
      </Typography>
      <TextField
        inputRef={fieldRef}
        label={label}
        value={values[criterion]}
        onChange={(event) => setField(criterion, event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t(`assistant.guides.${criterion}.placeholder`)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: GOAL_LIMITS.criterionMaxLength, 'aria-describedby': explanationId } }}
      />
      <AssistantTips tips={tips} />
      <Stack direction="row" spacing={1}>
        <Button onClick={back} disabled={step === 0}>
          {t('assistant.back')}
        </Button>
        <Button variant="contained" onClick={next} disabled={!stepFilled}>
          {step === LAST_STEP ? t('assistant.finish') : t('assistant.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
