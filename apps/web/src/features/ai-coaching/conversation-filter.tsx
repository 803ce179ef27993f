import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ConversationListStatus } from '../../api/ai-coaching.js';

const FILTERS: readonly ConversationListStatus[] = ['active', 'completed'];

/** Active or completed conversations: two toggle buttons, reached with Tab and pressed with Enter or Space. */
export function ConversationFilter({ value, onChange }: { value: ConversationListStatus; onChange: (status: ConversationListStatus) => void }) {
  const { t } = useTranslation('messages');
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={value}
      aria-label={t('aiCoaching.conversationFilterLabel')}
      // Pressing the chosen filter again would leave none chosen: the list always shows one.
      onChange={(_event, next: ConversationListStatus | null) => next && onChange(next)}
      sx={{ px: 2, pt: 1 }}
    >
      {FILTERS.map((status) => (
        <ToggleButton key={status} value={status}>
          {t(`aiCoaching.conversationFilters.${status}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
