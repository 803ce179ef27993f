import { Box, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversationAnalytics } from '../../api/conversation-insights.js';
import { EngagementChip } from '../../components/engagement-chip.js';
import { SentimentEmoji } from '../../components/sentiment-emoji.js';
import { useFormat } from '../../i18n/format.js';
import { RetryAlert } from '../../components/retry-alert.js';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 28 }}>
        {children}
      </Box>
    </Box>
  );
}

/** GET /conversations/{id}/analytics, computed by the server from the stored messages; refreshed as messages arrive. */
export function ConversationAnalyticsPanel({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation(['conversations', 'messages']);
  const format = useFormat();
  const query = useConversationAnalytics(conversationId);
  const analytics = query.data;

  return (
    <Box component="section" aria-labelledby="conversation-analytics-heading">
      <Typography id="conversation-analytics-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('insights.analyticsHeading')}
      </Typography>
      {query.isError && !analytics ? (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={query.refetch}>
          {t('messages:coach.loadConversationAnalyticsFailed')}
        </RetryAlert>
      ) : !analytics ? (
        <Skeleton role="status" aria-label={t('insights.loadingAnalytics')} variant="rounded" height={160} />
      ) : (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
          <Stat label={t('insights.totalMessages')}>{format.number(analytics.totalMessages)}</Stat>
          <Stat label={t('insights.conversationLength')}>{t('insights.minutes', { count: analytics.conversationLength })}</Stat>
          <Stat label={t('insights.averageMessageLength')}>{t('insights.characters', { count: analytics.averageMessageLength })}</Stat>
          <Stat label={t('insights.engagementScore')}>{format.percent(analytics.avgEngagementScore * 100)}</Stat>
          <Stat label={t('insights.sentiment')}>
            <SentimentEmoji score={analytics.sentiment} />
            {format.percent(analytics.sentiment * 100)}
          </Stat>
          <Stat label={t('insights.engagement')}>
            <EngagementChip level={analytics.engagement} />
          </Stat>
          <Stat label={t('insights.lastActivity')}>{format.dateTime(analytics.lastActivity)}</Stat>
          <Stat label={t('insights.satisfaction')}>
            {analytics.clientSatisfactionRating === null ? t('insights.notRated') : format.number(analytics.clientSatisfactionRating)}
          </Stat>
        </Box>
      )}
    </Box>
  );
}
