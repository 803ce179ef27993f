import { LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSessionAnalytics } from '../../api/sessions.js';
import { useZonedFormat } from './use-coach-zone.js';

/** GET /sessions/{id}/analytics: planned and actual length, and the client's goal progress since the session before. */
export function SessionAnalyticsCard({ sessionId, zone }: { sessionId: string; zone: string }) {
  const { t } = useTranslation('schedule');
  const format = useZonedFormat(zone);
  const query = useSessionAnalytics(sessionId);
  const analytics = query.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack sx={{ gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t('analytics.title')}
        </Typography>
        {query.isError ? (
          <Typography color="text.secondary">{t('analytics.failed')}</Typography>
        ) : !analytics ? (
          <Skeleton variant="rounded" height={80} aria-label={t('analytics.loading')} />
        ) : (
          <>
            <Typography>
              {t('analytics.planned', { count: analytics.plannedDuration })}
              {' · '}
              {analytics.actualDuration === null ? t('analytics.noActual') : t('analytics.actual', { count: analytics.actualDuration })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {analytics.previousSessionDate ? t('analytics.since', { date: format.dateTime(analytics.previousSessionDate) }) : t('analytics.firstSession')}
            </Typography>
            {analytics.goalProgress.length === 0 ? (
              <Typography color="text.secondary">{t('analytics.noGoals')}</Typography>
            ) : (
              <Stack component="ul" sx={{ gap: 1.5, p: 0, m: 0, listStyle: 'none' }}>
                {analytics.goalProgress.map((goal) => (
                  <li key={goal.goalId}>
                    <Typography variant="body2">{goal.title}</Typography>
                    <LinearProgress variant="determinate" value={goal.progress} aria-label={goal.title} sx={{ my: 0.5 }} />
                    <Typography variant="caption" color="text.secondary">
                      {t('analytics.progress', { progress: goal.progress })}
                      {' · '}
                      {t('analytics.milestonesSince', { count: goal.milestonesCompletedSince })}
                    </Typography>
                  </li>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
