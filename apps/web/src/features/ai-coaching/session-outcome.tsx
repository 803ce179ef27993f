import { COACH_RATING_MAX, type AiConversation } from '@coaching/contract';
import { Box, Rating, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What a completed session leaves besides insights and action items: its summary, the rating and the next session's focus. */
export function SessionOutcome({ conversation }: { conversation: AiConversation }) {
  const { t } = useTranslation('messages');
  const { summary } = conversation.sessionSummary;
  const { rating, nextSessionFocus } = conversation;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color={summary ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {summary || t('aiCoaching.noSessionSummary')}
      </Typography>
      {rating !== null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {/* The stars repeat the sentence beside them for the eye; a screen reader reads the sentence. */}
          <Box aria-hidden sx={{ display: 'flex' }}>
            <Rating value={rating} max={COACH_RATING_MAX} readOnly size="small" />
          </Box>
          <Typography variant="body2">{t('aiCoaching.completedRating', { rating })}</Typography>
        </Stack>
      )}
      {nextSessionFocus && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('aiCoaching.completedNextFocus', { focus: nextSessionFocus })}
        </Typography>
      )}
    </Stack>
  );
}
