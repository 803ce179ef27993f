import type { Session, SessionStatus } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Box, Button, CircularProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.js';
import { Link, useSearchParams } from 'react-router';
import { useSessionList } from '../../api/sessions.js';
import { newSessionPath } from './schedule-paths.js';
import { dayStart, nextDay } from './schedule-time.js';
import { SessionFilters, type SessionFilterValues } from './session-filters.js';
import { SessionTable } from './session-table.js';
import { SessionsCalendar } from './sessions-calendar.js';
import { useCoachZone } from './use-coach-zone.js';
import { useSessionActions } from './use-session-actions.js';

/** Spec section 9: the coach's sessions page asks for page 1, 50 sessions, latest first. */
const LIST_LIMIT = 50;

/** /coach/sessions: the list (filters kept in the address) or a calendar of the coach's sessions. */
export function SessionsPage() {
  const { t } = useTranslation(['schedule', 'common']);
  const zone = useCoachZone();
  const [params, setParams] = useSearchParams();
  const filters: SessionFilterValues = {
    status: (params.get('status') ?? '') as SessionStatus | '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const view = params.get('view') === 'calendar' ? 'calendar' : 'list';
  const update = (next: Partial<SessionFilterValues> & { view?: string }) => {
    const merged = { ...filters, view, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([key, value]) => value !== '' && !(key === 'view' && value === 'list'))), { replace: true });
  };
  const backwards = filters.from !== '' && filters.to !== '' && filters.to < filters.from;
  const query = useSessionList({
    page: 1,
    limit: LIST_LIMIT,
    sort: '-scheduledDate',
    status: filters.status ? [filters.status] : undefined,
    dateFrom: filters.from ? dayStart(filters.from, zone) : undefined,
    dateTo: filters.to && !backwards ? dayStart(nextDay(filters.to), zone) : undefined,
  });
  const { confirm } = useSessionActions();
  const list = query.data;
  const filtered = filters.status !== '' || filters.from !== '' || filters.to !== '';

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {t('common:titles.coachSessions')}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_event, next: string | null) => next && update({ view: next })}
            aria-label={t('views.label')}
          >
            <ToggleButton value="list">
              <ViewListIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
              {t('views.list')}
            </ToggleButton>
            <ToggleButton value="calendar">
              <CalendarMonthIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
              {t('views.calendar')}
            </ToggleButton>
          </ToggleButtonGroup>
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={newSessionPath()}>
            {t('newSession')}
          </Button>
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('zoneNote', { zone })}
      </Typography>
      {view === 'calendar' ? (
        <SessionsCalendar zone={zone} />
      ) : (
        <>
          <SessionFilters value={filters} onChange={update} />
          {query.isError ? (
            <RetryAlert retryLabel={t('tryAgain')} onRetry={() => query.refetch()} retrying={query.isFetching}>
              {t('list.loadFailed')}
            </RetryAlert>
          ) : !list ? (
            <Box role="status" aria-label={t('list.loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
              <CircularProgress />
            </Box>
          ) : list.sessions.length === 0 ? (
            <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
              <Typography color="text.secondary">{filtered ? t('list.noMatches') : t('list.empty')}</Typography>
              {!filtered && (
                <Button component={Link} to={newSessionPath()} variant="outlined">
                  {t('newSession')}
                </Button>
              )}
            </Stack>
          ) : (
            <>
              <SessionTable sessions={list.sessions} zone={zone} confirming={confirm.pending} onConfirm={(session: Session) => confirm.run(session._id)} />
              {list.pagination.total > list.sessions.length && (
                <Typography variant="body2" color="text.secondary">
                  {t('list.more', { shown: list.sessions.length, total: list.pagination.total })}
                </Typography>
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
