import { Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AiUsage } from './ai-usage.js';
import { ClientsChart } from './clients-chart.js';
import { PracticeMetrics } from './practice-metrics.js';

/**
 * /coach/analytics (issue 18): the practice's totals, sessions and ratings per week, each client's progress and
 * the AI coaching usage. Every chart has its table; each data source loads, fails and retries on its own.
 */
export function CoachAnalyticsPage() {
  const { t } = useTranslation(['coach-analytics', 'common']);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.coachAnalytics')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      <PracticeMetrics />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ClientsChart />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <AiUsage />
        </Grid>
      </Grid>
    </Stack>
  );
}
