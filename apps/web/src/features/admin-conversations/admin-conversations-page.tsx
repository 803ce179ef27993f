import { QUICK_FILTER_DEBOUNCE_MS, USER_LIST_PAGE_SIZE, USER_LIST_PAGE_SIZE_OPTIONS, type OversightConversation, type OversightConversationListParams } from '@coaching/contract';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOversightConversations, useOversightSummary } from '../../api/admin-oversight.js';
import { ApiError } from '../../api/api-error.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { useDebouncedValue } from '../../components/use-debounced-value.js';
import { useConversationColumns } from './conversation-columns.js';
import { ConversationFilters, NO_FILTERS, type ConversationFilterValues } from './conversation-filters.js';
import { TranscriptDialog } from './transcript-dialog.js';

const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: USER_LIST_PAGE_SIZE };

/** /admin/conversations (issue 20): every conversation, a server-side page at a time, with its safety flags and transcript. */
export function AdminConversationsPage() {
  const { t } = useTranslation(['admin-conversations', 'common']);
  const [filters, setFilters] = useState<ConversationFilterValues>(NO_FILTERS);
  const [pagination, setPagination] = useState(FIRST_PAGE);
  const [opened, setOpened] = useState<OversightConversation>();
  const search = useDebouncedValue(filters.search.trim(), QUICK_FILTER_DEBOUNCE_MS);

  const query = useMemo(
    (): OversightConversationListParams => ({
      page: pagination.page + 1,
      limit: pagination.pageSize,
      kind: filters.kind === 'all' ? undefined : filters.kind,
      flagged: filters.flagged ? 'true' : undefined,
      q: search || undefined,
    }),
    [pagination, filters.kind, filters.flagged, search],
  );
  const conversations = useOversightConversations(query);
  const summary = useOversightSummary(true);
  const onOpen = useCallback((conversation: OversightConversation) => setOpened(conversation), []);
  const columns = useConversationColumns(onOpen);
  const filtered = filters.kind !== 'all' || filters.flagged || search !== '';
  const forbidden = conversations.error instanceof ApiError && conversations.error.status === 403;

  const changeFilters = (next: ConversationFilterValues) => {
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Typography variant="h4" component="h1">
            {t('common:titles.adminConversations')}
          </Typography>
          <Typography color="text.secondary">{t('subtitle')}</Typography>
        </div>
        {summary.data && (
          <Chip color={summary.data.openAlerts > 0 ? 'error' : 'default'} label={t('openAlerts', { count: summary.data.openAlerts })} sx={{ flexShrink: 0 }} />
        )}
      </Stack>
      {forbidden ? (
        <Alert severity="warning">{t('forbidden')}</Alert>
      ) : (
        <>
          {conversations.isError && (
            <RetryAlert retryLabel={t('tryAgain')} onRetry={() => conversations.refetch()} retrying={conversations.isFetching}>
              {t('loadFailed')}
            </RetryAlert>
          )}
          <ConversationFilters value={filters} onChange={changeFilters} />
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <DataGrid
              aria-label={t('grid.label')}
              rows={conversations.data?.conversations ?? []}
              getRowId={(row) => `${row.kind}:${row._id}`}
              columns={columns}
              rowCount={conversations.data?.pagination.total ?? 0}
              loading={conversations.isFetching}
              paginationMode="server"
              filterMode="server"
              sortingMode="server"
              paginationModel={pagination}
              onPaginationModelChange={setPagination}
              pageSizeOptions={[...USER_LIST_PAGE_SIZE_OPTIONS]}
              disableColumnFilter
              disableColumnSorting
              disableRowSelectionOnClick
              slots={{ noRowsOverlay: conversations.isError ? () => null : overlay }}
              autoHeight
              rowHeight={56}
            />
          </Paper>
        </>
      )}
      {opened && <TranscriptDialog key={`${opened.kind}:${opened._id}`} conversation={opened} onClose={() => setOpened(undefined)} />}
    </Stack>
  );
}
