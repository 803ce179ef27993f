import type { Session } from '@coaching/contract';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SessionStatusChip } from '../../components/session-status-chip.js';
import { SessionActions } from './session-actions.js';
import { recordedLate, sessionPath } from './session-rules.js';
import { useViewerZone } from './session-time.js';
import { useWhen } from './use-when.js';

/** One session in a list: what, when (in the viewer's zone), how long, where, its status, and what can be done. */
export function SessionCard({ session }: { session: Session }) {
  const { t } = useTranslation('sessions');
  const when = useWhen(useViewerZone());
  const titleId = useId();
  const to = sessionPath(session._id);
  const needsFeedback = session.status === 'completed' && !session.assessment.clientFeedback;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Stack sx={{ gap: 0.5, minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={to} underline="hover" color="inherit">
              {session.title}
            </Link>
          </Typography>
          <Typography variant="body2">{when(session.scheduledDate, session.endDate)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('minutes', { minutes: session.duration })} · {t(`location.${session.locationType}`)}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <SessionStatusChip status={session.status} />
          {recordedLate(session) && <Chip size="small" color="error" variant="outlined" label={t('list.late')} />}
          {session.assessment.clientFeedback && <Chip size="small" variant="outlined" label={t('list.feedbackGiven')} />}
        </Stack>
      </Stack>
      {session.status === 'scheduled' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('awaitingHint')}
        </Typography>
      )}
      <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
        <SessionActions session={session} describedBy={titleId} />
        {needsFeedback && (
          <Button size="small" variant="outlined" startIcon={<RateReviewIcon />} component={RouterLink} to={`${to}#feedback`} aria-describedby={titleId}>
            {t('list.giveFeedback')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
