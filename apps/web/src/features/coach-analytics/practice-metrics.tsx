import { Grid, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCoachMetrics } from '../../api/coach.js';
import { CardFailed } from '../../components/titled-card.js';
import { RatingsChart } from './ratings-chart.js';
import { SessionsChart } from './sessions-chart.js';
import { SummaryTiles } from './summary-tiles.js';

/** What GET /analytics/coach holds: the totals, sessions per week and ratings per week; one failure, one retry. */
export function PracticeMetrics() {
  const { t } = useTranslation('coach-analytics');
  const metrics = useCoachMetrics();
  if (metrics.isPending) {
    return (
      <Stack spacing={3} aria-busy="true" aria-label={t('metrics.loading')}>
        <Grid container spacing={2}>
          {[0, 1, 2, 3].map((tile) => (
            <Grid key={tile} size={{ xs: 12, sm: 6, md: 3 }}>
              <Skeleton variant="rounded" height={96} />
            </Grid>
          ))}
        </Grid>
        <Grid container spacing={3}>
          {[0, 1].map((chart) => (
            <Grid key={chart} size={{ xs: 12, lg: 6 }}>
              <Skeleton variant="rounded" height={380} />
            </Grid>
          ))}
        </Grid>
      </Stack>
    );
  }
  if (metrics.isError) return <CardFailed retryLabel={t('tryAgain')} message={t('metrics.loadFailed')} onRetry={metrics.refetch} retrying={metrics.isFetching} />;
  const { series } = metrics.data;
  return (
    <Stack spacing={3}>
      <SummaryTiles metrics={metrics.data} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <SessionsChart weeks={series.sessionsPerWeek} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <RatingsChart weeks={series.ratingsPerWeek} />
        </Grid>
      </Grid>
    </Stack>
  );
}
