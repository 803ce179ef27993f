import { PATHS, pathTo, type Session } from '@coaching/contract';
import EventIcon from '@mui/icons-material/Event';
import { Button, Card, CardActions, CardContent, CardHeader, List, ListItemButton, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.js';
import { Link as RouterLink } from 'react-router';
import { useUpcomingSessions } from '../../api/sessions.js';
import { SessionStatusChip } from '../../components/session-status-chip.js';
import { useFormat } from '../../i18n/format.js';

/** Spec section 9: the client dashboard lists the first 3 upcoming sessions, within the next 30 days. */
export const WIDGET_SESSIONS = 3;
const WIDGET_DAYS = 30;
/** The sessions page opens its booking dialog with ?book=1. */
const BOOK_PATH = `${PATHS.client.sessions}?book=1`;

/** The dashboard's "upcoming coach sessions"; its words are in the sessions catalogue, fetched here if the page has not yet. */
export function UpcomingSessionsWidget() {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
      <WidgetCard />
    </Suspense>
  );
}

function WidgetCard() {
  const { t } = useTranslation('sessions');
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardHeader title={t('widget.title')} slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }} />
      <CardContent sx={{ pt: 0 }}>
        <WidgetBody labelledBy={titleId} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={PATHS.client.sessions}>
          {t('widget.viewAll')}
        </Button>
      </CardActions>
    </Card>
  );
}

function WidgetBody({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('sessions');
  const { data, isPending, isFetching, refetch } = useUpcomingSessions(WIDGET_DAYS, WIDGET_SESSIONS);
  if (isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('widget.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (!data) {
    return (
      <RetryAlert retryLabel={t('widget.tryAgain')} onRetry={() => refetch()} retrying={isFetching}>
        {t('widget.loadFailed')}
      </RetryAlert>
    );
  }
  if (data.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{t('widget.empty')}</Typography>
        <Button component={RouterLink} to={BOOK_PATH} variant="contained" startIcon={<EventIcon />}>
          {t('widget.book')}
        </Button>
      </Stack>
    );
  }
  return (
    <List disablePadding aria-labelledby={labelledBy}>
      {data.slice(0, WIDGET_SESSIONS).map((session) => (
        <WidgetSession key={session._id} session={session} />
      ))}
    </List>
  );
}

function WidgetSession({ session }: { session: Session }) {
  const { t } = useTranslation('sessions');
  const format = useFormat();
  return (
    <li>
      {/* The status under the title and time: beside them it squeezed the title into a narrow column. */}
      <ListItemButton
        component={RouterLink}
        to={pathTo(PATHS.client.session, { id: session._id })}
        sx={{ flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, borderRadius: 1 }}
      >
        <ListItemText
          sx={{ my: 0 }}
          primary={session.title}
          secondary={`${format.dateTime(session.scheduledDate)} · ${t('minutes', { minutes: session.duration })}`}
        />
        <SessionStatusChip status={session.status} />
      </ListItemButton>
    </li>
  );
}
