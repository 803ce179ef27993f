import type { GoalData } from '@coaching/contract';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { smartGoalText } from './assistant-goal.js';
import { useAssistantCopy } from './use-assistant-copy.js';

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Copies the goal as text; the button says 'Copied!' for two seconds, and screen readers hear it. */
export function AssistantCopyButton({ values }: { values: GoalData }) {
  const { t } = useTranslation('messages');
  const { copied, copy } = useAssistantCopy();
  return (
    <>
      <Button
        variant="outlined"
        color={copied ? 'success' : 'primary'}
        startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
        onClick={() => void copy(smartGoalText(values, new Date()))}
      >
        {copied ? t('goal.copied') : t('goal.copyToClipboard')}
      </Button>
      <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {copied ? t('goal.copied') : ''}
      </Box>
    </>
  );
}
