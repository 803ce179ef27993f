import { PATHS } from '@coaching/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, CircularProgress, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useSession } from '../../api/sessions.js';
import { SessionPlanAgenda } from '../../components/session-plan-agenda.js';
import { SessionStatusChip } from '../../components/session-status-chip.js';
import { SessionActions } from './session-actions.js';
import { SessionDetails } from './session-details.js';
import { SessionFeedback } from './session-feedback.js';
import { SessionLoadFailure } from './session-load-failure.js';
import { SessionStatusNotes } from './session-status-notes.js';

/** /client/sessions/:id: one session with the coach, what can be done with it, and the client's feedback once it is over. */
export function ClientSessionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('sessions');
  const query = useSession(id);
  const session = query.data;
  const titleId = useId();

  if (query.isError && !session) {
    return (
      <Box sx={{ maxWidth: 960 }}>
        <SessionLoadFailure error={query.error} onRetry={() => void query.refetch()} />
      </Box>
    );
  }
  if (!session) {
    return (
      <Box role="status" aria-label={t('detail.loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress />
      </Box>
    );
  }

  return (
    <Stack sx={{ gap: 3, maxWidth: 960 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <IconButton component={RouterLink} to={PATHS.client.sessions} aria-label={t('detail.back')}>
          <ArrowBackIcon />
        </IconButton>
        <Typography id={titleId} variant="h4" component="h1" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {session.title}
        </Typography>
        <SessionStatusChip status={session.status} size="medium" />
      </Stack>
      <SessionStatusNotes session={session} />
      <Paper variant="outlined" component="section" aria-label={t('detail.details')} sx={{ p: 3 }}>
        <Stack sx={{ gap: 2 }}>
          <SessionDetails session={session} />
          <SessionActions session={session} describedBy={titleId} />
        </Stack>
      </Paper>
      {session.plan && <SessionPlanAgenda plan={session.plan} />}
      {session.status === 'completed' && (
        <FeedbackSection>
          <SessionFeedback session={session} />
        </FeedbackSection>
      )}
    </Stack>
  );
}

/** The feedback section, scrolled to when the address ends in #feedback (the list's 'Give feedback'). */
function FeedbackSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('sessions');
  const { hash } = useLocation();
  const headingId = useId();
  useEffect(() => {
    if (hash === '#feedback') document.getElementById('feedback')?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return (
    <Paper id="feedback" variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('feedback.title')}
      </Typography>
      {children}
    </Paper>
  );
}
