import type { CoachMetrics } from '@coaching/contract';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { useRatingLabel } from './analytics-format.js';

type Tile = { label: string; value: string; caption?: string };

/** Total clients, completed and upcoming sessions, and the average rating (or that there is none yet). */
export function SummaryTiles({ metrics }: { metrics: CoachMetrics }) {
  const { t } = useTranslation('coach-analytics');
  const format = useFormat();
  const rating = useRatingLabel();
  const tiles: Tile[] = [
    { label: t('tiles.totalClients'), value: format.number(metrics.totalClients) },
    { label: t('tiles.completedSessions'), value: format.number(metrics.completedSessions) },
    { label: t('tiles.upcomingSessions'), value: format.number(metrics.upcomingSessions) },
    metrics.averageSessionRating === null
      ? { label: t('tiles.averageRating'), value: t('tiles.noRatings') }
      : { label: t('tiles.averageRating'), value: rating(metrics.averageSessionRating), caption: t('tiles.ratedSessions', { count: metrics.ratedSessions }) },
  ];
  return (
    <Grid container spacing={2} component="section" aria-label={t('tiles.label')}>
      {tiles.map((tile) => (
        <Grid key={tile.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            {/* A term and its value, so that a screen reader says which number is which. */}
            <CardContent component="dl" sx={{ m: 0 }}>
              <Typography variant="body2" color="text.secondary" component="dt">
                {tile.label}
              </Typography>
              <Typography variant="h5" component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {tile.value}
              </Typography>
              {tile.caption && (
                <Typography variant="caption" color="text.secondary" component="dd" sx={{ m: 0 }}>
                  {tile.caption}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
