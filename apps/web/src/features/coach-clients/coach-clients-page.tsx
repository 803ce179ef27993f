import { COACH_MESSAGES, type CoachClient } from '@coaching/contract';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Button, Pagination, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoachClients } from '../../api/coach.js';
import { useAuth } from '../../auth/auth-provider.js';
import { CoachVerificationBanner } from '../../components/coach-verification-banner.js';
import { inviteRefusal } from '../../components/coach-verification-state.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { useFormat } from '../../i18n/format.js';
import { localizeMessage } from '../../i18n/localize-message.js';
import { AddClientDialog } from './add-client-dialog.js';
import { ClientDetailDialog } from './client-detail-dialog.js';
import { ClientFiltersBar } from './client-filters.js';
import { ClientGrid, ClientGridSkeleton } from './client-grid.js';
import { CLIENTS_PER_PAGE, clientListQuery, DEFAULT_FILTERS, type ClientFilters } from './client-query.js';
import { ClientStatTiles } from './client-stat-tiles.js';
import { InvitationsSection } from './invitations-section.js';
import { useDebouncedValue } from './use-debounced-value.js';

/** The spec's quick filter waits 500 ms after the last key (section 2, User Management); the client search does too. */
export const SEARCH_DEBOUNCE_MS = 500;

/** /coach/clients, 'My Clients' (spec section 2): the tiles, the search and filters, the client cards and their detail dialog, and the invitations. */
export function CoachClientsPage() {
  const { t } = useTranslation(['coach-clients', 'common', 'invitations']);
  const format = useFormat();
  const [typed, setTyped] = useState('');
  const [choices, setChoices] = useState<Omit<ClientFilters, 'search'>>(DEFAULT_FILTERS);
  const filters: ClientFilters = { ...choices, search: useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS) };
  // A page belongs to the filters it was chosen under: other filters start again on page 1.
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const query = useCoachClients(clientListQuery(filters, page));
  const [open, setOpen] = useState<CoachClient | null>(null);
  const [adding, setAdding] = useState(false);
  const filtered = filterKey !== JSON.stringify(DEFAULT_FILTERS);
  const list = query.data;
  const pages = list ? Math.ceil(list.pagination.total / CLIENTS_PER_PAGE) : 0;
  // An unverified coach cannot invite (issue 20): the button says why instead of failing.
  const refusal = localizeMessage(inviteRefusal(useAuth().user));

  const clear = () => {
    setTyped('');
    setChoices(DEFAULT_FILTERS);
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('common:titles.coachClients')}
          </Typography>
          <Typography color="text.secondary">{t('subtitle')}</Typography>
        </Box>
        <Tooltip title={refusal ?? ''}>
          <Box component="span" sx={{ flexShrink: 0 }}>
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)} disabled={Boolean(refusal)}>
              {t('invitations:add.open')}
            </Button>
          </Box>
        </Tooltip>
      </Stack>
      <CoachVerificationBanner />
      <ClientStatTiles />
      <ClientFiltersBar search={typed} filters={choices} onSearch={setTyped} onChange={(next) => setChoices({ ...choices, ...next })} />
      {query.isPending ? (
        <ClientGridSkeleton />
      ) : query.isError ? (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={query.refetch} retrying={query.isFetching}>
          {localizeMessage(COACH_MESSAGES.loadClientsFailed)}
        </RetryAlert>
      ) : list && list.clients.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          {filtered ? (
            <Stack spacing={2} sx={{ alignItems: 'center' }}>
              <Typography>{t('list.noMatch')}</Typography>
              <Button onClick={clear}>{t('list.clearFilters')}</Button>
            </Stack>
          ) : (
            <Stack spacing={2} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h2">
                {t('list.empty')}
              </Typography>
              <Typography color="text.secondary">{t('list.emptyHint')}</Typography>
              <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)} disabled={Boolean(refusal)}>
                {t('invitations:add.open')}
              </Button>
            </Stack>
          )}
        </Paper>
      ) : (
        list && (
          <Box aria-busy={query.isPlaceholderData}>
            <ClientGrid clients={list.clients} onOpenProfile={setOpen} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary">
                {t('list.range', {
                  from: format.number((page - 1) * CLIENTS_PER_PAGE + 1),
                  to: format.number((page - 1) * CLIENTS_PER_PAGE + list.clients.length),
                  total: format.number(list.pagination.total),
                })}
              </Typography>
              {pages > 1 && (
                <Pagination
                  count={pages}
                  page={page}
                  onChange={(_event, next) => setPaging({ filterKey, page: next })}
                  aria-label={t('list.pages')}
                />
              )}
            </Stack>
          </Box>
        )
      )}
      <InvitationsSection />
      {open && <ClientDetailDialog key={open._id} client={open} onClose={() => setOpen(null)} />}
      <AddClientDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
