import type { CoachMetrics } from '@coaching/contract';
import { Button, Card, CardContent, Grid, Rating, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoachMetrics } from '../../api/coach.js';
import { useFormat } from '../../i18n/format.js';

/** The average of the clients' session ratings (0-5) and the completed sessions, as GET /analytics/coach counts them. */
export function RatingTiles() {
  const { t } = useTranslation('coach-profile');
  const metrics = useCoachMetrics();
  return (
    <Grid container spacing={2} component="section" aria-label={t('ratings.label')}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Tile label={t('ratings.average')} query={metrics} show={(m) => <AverageRating metrics={m} />} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Tile label={t('ratings.completed')} query={metrics} show={(m) => <CompletedSessions count={m.completedSessions} />} />
      </Grid>
    </Grid>
  );
}

type TileProps = { label: string; query: ReturnType<typeof useCoachMetrics>; show: (metrics: CoachMetrics) => ReactNode };

function Tile({ label, query, show }: TileProps) {
  const { t } = useTranslation('coach-profile');
  return (
    <Card variant="outlined" aria-busy={query.isPending} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2" sx={{ mb: 1 }}>
          {label}
        </Typography>
        {query.isPending && <Skeleton width={96} height={40} />}
        {query.isError && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="alert">
            <Typography variant="body2" color="error">
              {t('ratings.loadFailed')}
            </Typography>
            <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
              {t('ratings.tryAgain')}
            </Button>
          </Stack>
        )}
        {query.isSuccess && show(query.data)}
      </CardContent>
    </Card>
  );
}

function AverageRating({ metrics }: { metrics: CoachMetrics }) {
  const { t, i18n } = useTranslation('coach-profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const average = metrics.averageSessionRating;
  if (average === null) return <Typography variant="h6">{t('ratings.noRatings')}</Typography>;
  const rating = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  return (
    <Stack spacing={0.5}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {t('ratings.outOf', { rating })}
      </Typography>
      <Rating value={average} precision={0.1} max={5} readOnly aria-label={t('ratings.ratingLabel', { rating })} />
      <Typography variant="caption" color="text.secondary">
        {t('ratings.ratedSessions', { count: metrics.ratedSessions })}
      </Typography>
    </Stack>
  );
}

function CompletedSessions({ count }: { count: number }) {
  const format = useFormat();
  return (
    <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
      {format.number(count)}
    </Typography>
  );
}
