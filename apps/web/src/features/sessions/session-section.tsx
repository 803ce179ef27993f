import { Box, CircularProgress, Pagination, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.js';
import { useSessionList } from '../../api/sessions.js';
import { OVER, UPCOMING } from './session-rules.js';
import { SessionCard } from './session-card.js';

export const SESSIONS_PAGE_SIZE = 10;

/** Upcoming: still to come or under way, soonest first. Past: over either way (cancelled ones too), latest first. */
const FILTERS = {
  upcoming: { status: UPCOMING, sort: 'scheduledDate' },
  past: { status: OVER, sort: '-scheduledDate' },
} as const;

export function SessionSection({ kind }: { kind: keyof typeof FILTERS }) {
  const { t } = useTranslation('sessions');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useSessionList({ ...FILTERS[kind], status: [...FILTERS[kind].status], page, limit: SESSIONS_PAGE_SIZE });
  const list = query.data;
  const heading = kind === 'upcoming' ? t('list.upcoming') : t('list.past');
  const pages = list ? Math.ceil(list.pagination.total / SESSIONS_PAGE_SIZE) : 0;
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 2 }}>
      <Typography id={headingId} variant="h5" component="h2">
        {heading}
      </Typography>
      {query.isError && !list ? (
        <RetryAlert retryLabel={t('list.tryAgain')} onRetry={() => query.refetch()} retrying={query.isFetching}>
          {t('list.loadFailed')}
        </RetryAlert>
      ) : !list ? (
        <Box role="status" aria-label={t('list.loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
          <CircularProgress />
        </Box>
      ) : list.sessions.length === 0 ? (
        <Typography color="text.secondary">{kind === 'upcoming' ? t('list.upcomingEmpty') : t('list.pastEmpty')}</Typography>
      ) : (
        <Stack component="ul" aria-labelledby={headingId} sx={{ gap: 1.5, listStyle: 'none', p: 0, m: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {list.sessions.map((session) => (
            <li key={session._id}>
              <SessionCard session={session} />
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, value) => setPage(value)}
          sx={{ alignSelf: 'center' }}
          aria-label={t('list.pages', { list: heading })}
        />
      )}
    </Stack>
  );
}
