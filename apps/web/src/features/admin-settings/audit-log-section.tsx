import { USER_LIST_PAGE_SIZE_OPTIONS } from '@coaching/contract';
import { Button, LinearProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../../api/platform-settings.js';
import { useHasPermission } from '../../auth/use-permission.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { SettingsCard } from '../../components/settings-card.js';
import { AuditEntryRow } from './audit-entry-row.js';
import { AuditFilters } from './audit-filters.js';
import { useAuditQuery } from './use-audit-query.js';

const COLUMNS = ['when', 'actor', 'action', 'target', 'ip', 'changes'] as const;

/** The audit log viewer (GET /admin/audit): for admins with audit.view; anyone else is told what it needs. */
export function AuditLogSection() {
  const { t } = useTranslation('admin-settings');
  const canView = useHasPermission('audit.view');
  return (
    <SettingsCard title={t('audit.title')} hint={t('audit.hint')}>
      {canView ? <AuditLog /> : <Typography color="text.secondary">{t('audit.needsPermission')}</Typography>}
    </SettingsCard>
  );
}

function AuditLog() {
  const { t } = useTranslation('admin-settings');
  const query = useAuditQuery();
  const log = useAuditLog(query.request, true);
  const entries = log.data?.entries ?? [];
  return (
    <Stack spacing={2}>
      <AuditFilters query={query} />
      {log.isError && (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={() => log.refetch()} retrying={log.isFetching}>
          {t('audit.loadFailed')}
        </RetryAlert>
      )}
      {log.isFetching && <LinearProgress aria-label={t('audit.loading')} />}
      {log.data && entries.length === 0 && (
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <Typography role="status">{query.filtered ? t('audit.noMatch') : t('audit.empty')}</Typography>
          {query.filtered && (
            <Button size="small" variant="outlined" onClick={query.clear}>
              {t('audit.clearFilters')}
            </Button>
          )}
        </Stack>
      )}
      {entries.length > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label={t('audit.label')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align={column === 'changes' ? 'right' : 'left'}>
                      {t(`audit.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <AuditEntryRow key={entry._id} entry={entry} onActor={query.setActor} onTarget={query.pickTarget} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={log.data?.pagination.total ?? 0}
            page={query.page}
            rowsPerPage={query.pageSize}
            rowsPerPageOptions={[...USER_LIST_PAGE_SIZE_OPTIONS]}
            onPageChange={(_event, page) => query.setPage(page)}
            onRowsPerPageChange={(event) => query.setPageSize(Number(event.target.value))}
            labelRowsPerPage={t('audit.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('audit.pageRange', { from, to, count })}
          />
        </>
      )}
    </Stack>
  );
}
