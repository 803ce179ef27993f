import { SMART_CRITERIA, type GoalData } from '@coaching/contract';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeMessage, valueLabel } from '../../i18n/localize-message.js';
import { AssistantCopyButton } from './assistant-copy-button.js';
import { goalFieldsOf } from './assistant-goal.js';
import { AssistantSaveDialog } from './assistant-save-dialog.js';
import { toGoalBody } from './goal-body.js';
import { useAssistantSave } from './use-assistant-save.js';
import type { AssistantSuggestion } from './use-assistant-suggestions.js';

type Props = { values: GoalData; suggestions: readonly AssistantSuggestion[]; onEdit: () => void };

/** The completed goal, shown as it will be saved, with Save Goal, Copy to Clipboard and Edit Goal. */
export function AssistantSummary({ values, suggestions, onEdit }: Props) {
  const { t } = useTranslation('messages');
  const saving = useAssistantSave(values, suggestions);
  const goal = useMemo(() => toGoalBody(goalFieldsOf(values), [], new Date()), [values]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Finish replaces the stepper: bring keyboard and screen reader users to what appeared.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('goal.assistantSummaryTitle')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 1 }} data-testid="summary-title">
          {goal.title}
        </Typography>
        <Chip label={valueLabel('common:labels.goalCategories', goal.category)} size="small" color="primary" variant="outlined" sx={{ mt: 1 }} />
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        {SMART_CRITERIA.map((criterion) => (
          <Box key={criterion}>
            <Typography component="dt" variant="overline" color="text.secondary">
              {t(`goal.smartLabels.${criterion}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {localizeMessage(goal.smartCriteria[criterion])}
            </Typography>
          </Box>
        ))}
      </Box>
      {saving.failure && (
        <Alert severity="error" role="alert">
          {localizeMessage(saving.failure)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" startIcon={<SaveIcon />} onClick={saving.askToSave}>
          {t('goal.saveGoal')}
        </Button>
        <AssistantCopyButton values={values} />
        <Button startIcon={<EditIcon />} onClick={onEdit}>
          {t('goal.editGoal')}
        </Button>
      </Stack>
      <AssistantSaveDialog open={saving.confirming} saving={saving.saving} onCancel={saving.cancel} onConfirm={() => void saving.save()} />
    </Stack>
  );
}
