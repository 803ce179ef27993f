import type { CoachingSuggestion } from '@coaching/contract';
import { Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCoachingSuggestions } from '../../api/conversation-insights.js';
import { valueLabel } from '../../i18n/localize-message.js';
import { RetryAlert } from '../../components/retry-alert.js';

/** Spec section 2: the coach sees the first three. */
const SHOWN = 3;
const PRIORITY_COLORS = { high: 'error', medium: 'warning', low: 'default' } as const;

function Suggestion({ suggestion }: { suggestion: CoachingSuggestion }) {
  const { t } = useTranslation('conversations');
  return (
    <Box component="li" sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack direction="row" sx={{ gap: 0.75, mb: 0.75, flexWrap: 'wrap' }}>
        <Chip size="small" color={PRIORITY_COLORS[suggestion.priority]} label={t(`insights.priorities.${suggestion.priority}`)} />
        <Chip size="small" variant="outlined" label={valueLabel('conversations:insights.types', suggestion.type)} />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {suggestion.content}
      </Typography>
    </Box>
  );
}

/** The AI's next-step ideas for the coach, built from the recent messages; refreshed as messages arrive. */
export function CoachingSuggestions({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation(['conversations', 'messages']);
  const query = useCoachingSuggestions(conversationId);
  const suggestions = query.data?.slice(0, SHOWN);

  return (
    <Box component="section" aria-labelledby="coaching-suggestions-heading">
      <Typography id="coaching-suggestions-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('insights.suggestionsHeading')}
      </Typography>
      {query.isError && !suggestions ? (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={query.refetch}>
          {t('messages:coach.loadSuggestionsFailed')}
        </RetryAlert>
      ) : !suggestions ? (
        <Stack role="status" aria-label={t('insights.loadingSuggestions')} spacing={1}>
          {Array.from({ length: SHOWN }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : suggestions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('insights.noSuggestions')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {suggestions.map((suggestion, index) => (
            <Suggestion key={`${index}:${suggestion.content}`} suggestion={suggestion} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
