import { LIST_LIMITS, PATHS, pathTo, type CoachAiInsights } from '@coaching/contract';
import { Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAiAssistance } from '../../auth/use-ai-assistance.js';
import { useFormat } from '../../i18n/format.js';

type Summary = CoachAiInsights['summaryReports'][number];

/** Up to 3 recent AI conversation summaries, each opening its analysis (while the coach has it on) and the client's AI conversations. */
export function AiSummaries({ summaries }: { summaries: Summary[] }) {
  const { t } = useTranslation('coach-dashboard');
  if (summaries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('oversight.noSummaries')}
      </Typography>
    );
  }
  return (
    <List disablePadding aria-label={t('oversight.summaries')}>
      {summaries.slice(0, LIST_LIMITS.aiSummaries).map((summary) => (
        <SummaryItem key={summary.conversationId} summary={summary} />
      ))}
    </List>
  );
}

function SummaryItem({ summary }: { summary: Summary }) {
  const { t } = useTranslation('coach-dashboard');
  const format = useFormat();
  const { conversationAnalysis } = useAiAssistance();
  const title = summary.title || t('oversight.untitled');
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 1.5 }} data-testid="ai-summary">
      {conversationAnalysis ? (
        <Link component={RouterLink} to={pathTo(PATHS.coach.conversationAnalysis, { conversationId: summary.conversationId })} variant="subtitle2" sx={{ fontWeight: 600 }}>
          {title}
        </Link>
      ) : (
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
        {summary.summary}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={pathTo(PATHS.coach.clientAiConversations, { clientId: summary.clientId })} variant="caption">
          {t('oversight.clientConversations', { name: summary.clientName })}
        </Link>
        <Typography variant="caption" color="text.secondary">
          {format.relative(summary.updatedAt)}
        </Typography>
      </Stack>
    </ListItem>
  );
}
