import { GOAL_MESSAGES, GoalAssistanceTypeSchema, type GoalAssistanceType } from '@coaching/contract';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';

type Props = {
  /** Why the helpers cannot run yet (no Specific text), or undefined when they can. */
  missing: string | undefined;
  pendingType: GoalAssistanceType | undefined;
  disabled: boolean;
  onAssist: (type: GoalAssistanceType) => void;
};

/** Summarize, Expand and Refine: each sends the form as it stands to the AI. */
export function GoalAiActions({ missing, pendingType, disabled, onAssist }: Props) {
  const hintId = useId();
  return (
    <Stack spacing={1} component="section" aria-label="AI help">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {GoalAssistanceTypeSchema.options.map((type) => (
          <Button
            key={type}
            size="small"
            variant="outlined"
            startIcon={<AutoAwesomeIcon />}
            disabled={Boolean(missing) || disabled || (pendingType !== undefined && pendingType !== type)}
            loading={pendingType === type}
            aria-describedby={missing ? hintId : undefined}
            onClick={() => onAssist(type)}
          >
            {GOAL_MESSAGES.assistanceLabels[type]}
          </Button>
        ))}
      </Stack>
      {missing && (
        <Typography id={hintId} variant="caption" color="text.secondary">
          {missing}
        </Typography>
      )}
    </Stack>
  );
}
