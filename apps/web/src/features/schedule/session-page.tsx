import { PATHS } from '@coaching/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.js';
import { Link, useParams } from 'react-router';
import { failureCode } from '../../api/error-messages.js';
import { useSession } from '../../api/sessions.js';
import { SessionPlanAgenda } from '../../components/session-plan-agenda.js';
import { SessionStatusChip } from '../../components/session-status-chip.js';
import { LateMarker } from './late-marker.js';
import { PreSessionBrief } from './pre-session-brief.js';
import { SessionActionsBar } from './session-actions-bar.js';
import { SessionAnalyticsCard } from './session-analytics-card.js';
import { SessionFeedbackCard } from './session-feedback-card.js';
import { SessionNotes } from './session-notes.js';
import { SessionSummary } from './session-summary.js';
import { useCoachZone } from './use-coach-zone.js';
import { useSessionActions } from './use-session-actions.js';

/** /coach/sessions/{id}: the session, its actions, notes, feedback and analytics, and a brief on the client. */
export function SessionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['schedule', 'messages']);
  const zone = useCoachZone();
  const query = useSession(id);
  const actions = useSessionActions();
  const back = (
    <Button component={Link} to={PATHS.coach.sessions} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {t('details.back')}
    </Button>
  );

  if (query.isError && failureCode(query.error) === 'NOT_FOUND') {
    return (
      <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          {t('messages:session.notFound')}
        </Typography>
        <Typography color="text.secondary">{t('details.notFoundText')}</Typography>
        {back}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack sx={{ gap: 2 }}>
        {back}
        <RetryAlert retryLabel={t('tryAgain')} onRetry={() => query.refetch()} retrying={query.isFetching}>
          {t('details.loadFailed')}
        </RetryAlert>
      </Stack>
    );
  }
  const session = query.data;
  if (!session) {
    return (
      <Box role="status" aria-label={t('details.loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress />
      </Box>
    );
  }

  return (
    <Stack sx={{ gap: 3 }}>
      {back}
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {session.title}
        </Typography>
        <SessionStatusChip status={session.status} size="medium" />
        <LateMarker session={session} />
      </Stack>
      <SessionActionsBar session={session} actions={actions} zone={zone} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack sx={{ gap: 3 }}>
            <SessionSummary session={session} zone={zone} />
            {session.plan && <SessionPlanAgenda plan={session.plan} />}
            <SessionNotes key={session.notes ?? ''} session={session} actions={actions} />
            <SessionFeedbackCard session={session} zone={zone} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack sx={{ gap: 3 }}>
            <PreSessionBrief clientId={session.clientId} />
            <SessionAnalyticsCard sessionId={session._id} zone={zone} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
