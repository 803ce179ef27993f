import { ADMIN_MESSAGES } from '@coaching/contract';
import { Alert, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAnalyticsOverview } from '../../api/analytics.js';
import { useHasPermission } from '../../auth/use-permission.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { CardLoading } from '../../components/titled-card.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { AdminQuickActions } from './admin-quick-actions.js';
import { OverviewCards } from './overview-cards.js';
import { PlatformHealth } from './platform-health.js';
import { RecentActivity } from './recent-activity.js';
import { RoleDistributionChart } from './role-distribution-chart.js';
import { UserGrowthChart } from './user-growth-chart.js';

/**
 * /admin, Platform Overview (spec section 2): the four cards, Platform Health, quick actions, the user growth and
 * distribution charts and Recent Activity. The figures need analytics.view; health and quick actions do not.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin-dashboard');
  const canViewAnalytics = useHasPermission('analytics.view');
  const overview = useAnalyticsOverview(canViewAnalytics);
  const figures = !canViewAnalytics ? (
    <Alert severity="info" sx={{ mb: 3 }}>
      {t('needsPermission')}
    </Alert>
  ) : overview.isError ? (
    <RetryAlert retryLabel={t('tryAgain')} onRetry={overview.refetch} retrying={overview.isFetching} sx={{ mb: 3 }}>
      {localizeMessage(ADMIN_MESSAGES.loadAnalyticsFailed)}
    </RetryAlert>
  ) : (
    <OverviewCards overview={overview} />
  );
  const data = canViewAnalytics && overview.isSuccess ? overview.data : undefined;
  const loading = canViewAnalytics && overview.isPending;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subtitle')}
      </Typography>
      {figures}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PlatformHealth overview={overview} canViewAnalytics={canViewAnalytics} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AdminQuickActions />
        </Grid>
        {loading && (
          <>
            <Grid size={{ xs: 12, lg: 7 }}>
              <CardLoading label={t('charts.loading')} />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <CardLoading label={t('charts.loading')} />
            </Grid>
            <Grid size={12}>
              <CardLoading label={t('activity.loading')} height={200} />
            </Grid>
          </>
        )}
        {data && (
          <>
            <Grid size={{ xs: 12, lg: 7 }}>
              <UserGrowthChart months={data.charts.userGrowth} />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <RoleDistributionChart roles={data.charts.roleDistribution} />
            </Grid>
            <Grid size={12}>
              <RecentActivity items={data.recentActivity} />
            </Grid>
          </>
        )}
      </Grid>
    </>
  );
}
