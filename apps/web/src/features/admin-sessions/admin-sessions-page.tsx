import { QUICK_FILTER_DEBOUNCE_MS, USER_LIST_PAGE_SIZE, USER_LIST_PAGE_SIZE_OPTIONS, type Session } from '@coaching/contract';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionList, type SessionListFilter } from '../../api/sessions.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { useDebouncedValue } from '../../components/use-debounced-value.js';
import { useSessionColumns } from './session-columns.js';
import { SessionDetailDialog } from './session-detail-dialog.js';
import { dayStart, NO_FILTERS, SessionFilters, type SessionFilterValues } from './session-filters.js';

const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: USER_LIST_PAGE_SIZE };

/** /admin/sessions (issue 20): every session, a server-side page at a time, latest first; a click opens its detail. */
export function AdminSessionsPage() {
  const { t } = useTranslation(['admin-sessions', 'common']);
  const [filters, setFilters] = useState<SessionFilterValues>(NO_FILTERS);
  const [pagination, setPagination] = useState(FIRST_PAGE);
  const [opened, setOpened] = useState<Session>();
  const coach = useDebouncedValue(filters.coach.trim(), QUICK_FILTER_DEBOUNCE_MS);
  const client = useDebouncedValue(filters.client.trim(), QUICK_FILTER_DEBOUNCE_MS);

  const query = useMemo(
    (): SessionListFilter => ({
      page: pagination.page + 1,
      limit: pagination.pageSize,
      status: filters.status ? [filters.status] : undefined,
      coach: coach || undefined,
      client: client || undefined,
      dateFrom: dayStart(filters.from),
      dateTo: dayStart(filters.to, true),
    }),
    [pagination, filters.status, filters.from, filters.to, coach, client],
  );
  const sessions = useSessionList(query);
  const columns = useSessionColumns();
  const filtered = Object.values(filters).some((value) => value !== '');

  const changeFilters = (next: SessionFilterValues) => {
    setFilters(next);
    setPagination((current) => ({ ...current, page: 0 }));
  };

  const overlay = () => (
    <Stack spacing={1} sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Typography role="status">{filtered ? t('grid.noMatch') : t('grid.empty')}</Typography>
      {filtered && (
        <Button variant="outlined" size="small" onClick={() => changeFilters(NO_FILTERS)}>
          {t('grid.clearFilters')}
        </Button>
      )}
    </Stack>
  );

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('common:titles.adminSessions')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      {sessions.isError && (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={() => sessions.refetch()} retrying={sessions.isFetching}>
          {t('loadFailed')}
        </RetryAlert>
      )}
      <SessionFilters value={filters} onChange={changeFilters} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DataGrid
          aria-label={t('grid.label')}
          rows={sessions.data?.sessions ?? []}
          getRowId={(row) => row._id}
          columns={columns}
          rowCount={sessions.data?.pagination.total ?? 0}
          loading={sessions.isFetching}
          paginationMode="server"
          filterMode="server"
          sortingMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={[...USER_LIST_PAGE_SIZE_OPTIONS]}
          disableColumnFilter
          disableColumnSorting
          onRowClick={({ row }) => setOpened(row)}
          // The keyboard's way in: Enter (or Space) on any cell of a row opens it, as a click does.
          onCellKeyDown={({ row }, event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            setOpened(row);
          }}
          slots={{ noRowsOverlay: sessions.isError ? () => null : overlay }}
          autoHeight
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Paper>
      {opened && <SessionDetailDialog key={opened._id} session={opened} onClose={() => setOpened(undefined)} />}
    </Stack>
  );
}
