import { GoalAssistanceTypeSchema, type GoalAssistanceType } from '@coaching/contract';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../i18n/localize-message.js';

type Props = {
  /** Why this helper cannot run yet (its criterion is empty), or undefined when it can (spec section 5). */
  missingFor: (type: GoalAssistanceType) => string | undefined;
  pendingType: GoalAssistanceType | undefined;
  disabled?: boolean;
  onAssist: (type: GoalAssistanceType) => void;
};

/** Summarize, Expand and Refine: each sends the goal as it stands to the AI. Used by the goal dialog and the assistant page. */
export function GoalAiActions({ missingFor, pendingType, disabled = false, onAssist }: Props) {
  const { t } = useTranslation(['goals', 'messages']);
  const hintId = useId();
  const missing = GoalAssistanceTypeSchema.options.map(missingFor).find(Boolean);
  return (
    <Stack spacing={1} component="section" aria-label={t('assist.aiHelp')}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {GoalAssistanceTypeSchema.options.map((type) => (
          <Button
            key={type}
            size="small"
            variant="outlined"
            startIcon={<AutoAwesomeIcon />}
            disabled={Boolean(missingFor(type)) || disabled || (pendingType !== undefined && pendingType !== type)}
            loading={pendingType === type}
            aria-describedby={missingFor(type) ? hintId : undefined}
            onClick={() => onAssist(type)}
          >
            {t(`messages:goal.assistanceLabels.${type}`)}
          </Button>
        ))}
      </Stack>
      {missing && (
        <Typography id={hintId} variant="caption" color="text.secondary">
          {localizeMessage(missing)}
        </Typography>
      )}
    </Stack>
  );
}
