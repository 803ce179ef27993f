import { Box, LinearProgress, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useClientGoals } from '../../api/coach.js';
import { useSessionList } from '../../api/sessions.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { SessionStatusChip } from '../../components/session-status-chip.js';
import { useFormat } from '../../i18n/format.js';
import { DetailSection } from './detail-section.js';

/** The latest sessions the Activity tab lists. */
export const ACTIVITY_SESSIONS = 5;

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label}>
      <Skeleton />
      <Skeleton />
    </Box>
  );
}

/** The Activity tab: the client's latest sessions with their status, and their active goals with progress. */
export function ActivityTab({ clientId }: { clientId: string }) {
  const { t } = useTranslation('coach-clients');
  const format = useFormat();
  const sessions = useSessionList({ clientId, limit: ACTIVITY_SESSIONS, sort: '-scheduledDate' });
  const goals = useClientGoals(clientId);
  const active = goals.data?.filter((goal) => goal.status === 'active') ?? [];
  return (
    <>
      <DetailSection title={t('detail.activity.sessions')}>
        {sessions.isPending ? (
          <Loading label={t('detail.activity.sessionsLoading')} />
        ) : sessions.isError ? (
          <RetryAlert retryLabel={t('tryAgain')} onRetry={sessions.refetch} retrying={sessions.isFetching}>
            {t('detail.activity.sessionsFailed')}
          </RetryAlert>
        ) : sessions.data.sessions.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('detail.activity.noSessions')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {sessions.data.sessions.slice(0, ACTIVITY_SESSIONS).map((session) => (
              <ListItem key={session._id} disableGutters secondaryAction={<SessionStatusChip status={session.status} />}>
                <ListItemText primary={session.title} secondary={format.dateTime(session.scheduledDate)} />
              </ListItem>
            ))}
          </List>
        )}
      </DetailSection>
      <DetailSection title={t('detail.activity.goals')}>
        {goals.isPending ? (
          <Loading label={t('detail.activity.goalsLoading')} />
        ) : goals.isError ? (
          <RetryAlert retryLabel={t('tryAgain')} onRetry={goals.refetch} retrying={goals.isFetching}>
            {t('detail.activity.goalsFailed')}
          </RetryAlert>
        ) : active.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('detail.activity.noGoals')}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {active.map((goal) => (
              <li key={goal._id}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                  <Typography variant="body2">{goal.title}</Typography>
                  <Typography variant="body2" color="text.secondary" aria-hidden="true">
                    {format.percent(goal.progress)}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={goal.progress}
                  aria-label={t('detail.activity.goalProgress', { title: goal.title })}
                  sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                />
              </li>
            ))}
          </Stack>
        )}
      </DetailSection>
    </>
  );
}
