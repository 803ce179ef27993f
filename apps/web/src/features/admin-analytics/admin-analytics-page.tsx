import { Alert, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAnalyticsOverview, useConversationsAnalytics, useSessionsAnalytics } from '../../api/analytics.js';
import { useHasPermission } from '../../auth/use-permission.js';
import { AiUsageCard } from './ai-usage-card.js';
import { readPeriod } from './analytics-period.js';
import { PeriodPicker } from './period-picker.js';
import { RevenueCard } from './revenue-card.js';
import { RoleDistributionCard } from './role-distribution-card.js';
import { SessionActivityCard } from './session-activity-card.js';
import { UserGrowthCard } from './user-growth-card.js';

/**
 * /admin/analytics (issue 20): user growth and roles over 12 months, and sessions, revenue and AI coaching
 * over the period in the address. Every chart has its table and its CSV; each source loads, fails and
 * retries on its own. Without analytics.view the page says so and asks the server nothing.
 */
export function AdminAnalyticsPage() {
  const { t } = useTranslation(['admin-analytics', 'common']);
  const canView = useHasPermission('analytics.view');
  const [params] = useSearchParams();
  const { query } = readPeriod(params);
  const overview = useAnalyticsOverview(canView);
  const sessions = useSessionsAnalytics(query, canView);
  const conversations = useConversationsAnalytics(query, canView);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.adminAnalytics')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      {!canView ? (
        <Alert severity="info">{t('noPermission')}</Alert>
      ) : (
        <>
          <PeriodPicker shown={sessions.data?.period} />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 8 }}>
              <UserGrowthCard query={overview} data={overview.data} />
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <RoleDistributionCard query={overview} data={overview.data} />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <SessionActivityCard query={sessions} data={sessions.data} />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <RevenueCard query={sessions} data={sessions.data} />
            </Grid>
            <Grid size={12}>
              <AiUsageCard query={conversations} data={conversations.data} />
            </Grid>
          </Grid>
        </>
      )}
    </Stack>
  );
}
