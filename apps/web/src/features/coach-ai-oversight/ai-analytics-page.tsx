import { AI_OVERSIGHT_LIMITS } from '@coaching/contract';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCoachAiAnalytics } from '../../api/ai-oversight.js';
import { AlertsPanel } from './alerts-panel.js';
import { ClientTrendsTable } from './client-trends-table.js';
import { CardEmpty, CardFailed, CardLoading, TitledCard } from '../../components/titled-card.js';
import { TrendsCharts } from './trends-charts.js';

/**
 * /coach/ai-analytics (issue 18): the alerts to follow up, each client's AI coaching in a sortable table, and
 * sentiment and messages per week as charts. The alerts and the trends load, fail and retry on their own.
 */
export function AiAnalyticsPage() {
  const { t } = useTranslation(['coach-ai-oversight', 'common']);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.coachAiAnalytics')}
        </Typography>
        <Typography color="text.secondary">{t('analytics.subtitle')}</Typography>
      </div>
      <AlertsPanel />
      <Trends />
    </Stack>
  );
}

function Trends() {
  const { t } = useTranslation('coach-ai-oversight');
  const analytics = useCoachAiAnalytics(AI_OVERSIGHT_LIMITS.defaultWeeks);
  if (analytics.isPending) return <CardLoading label={t('analytics.loading')} />;
  if (analytics.isError) return <CardFailed retryLabel={t('tryAgain')} message={t('analytics.loadFailed')} onRetry={analytics.refetch} retrying={analytics.isFetching} />;
  if (analytics.data.clients.length === 0) return <CardEmpty message={t('analytics.empty')} />;
  return (
    <Stack spacing={3}>
      <TitledCard title={t('table.title')} description={t('table.description')}>
        {(titleId) => <ClientTrendsTable clients={analytics.data.clients} labelledBy={titleId} />}
      </TitledCard>
      <TrendsCharts analytics={analytics.data} />
    </Stack>
  );
}
