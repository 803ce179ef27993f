import { COACH_CLIENT_STATUSES } from '@coaching/contract';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SORT_CHOICES, type ClientFilters, type SortChoice, type StatusChoice } from './client-query.js';

type Props = { search: string; filters: Omit<ClientFilters, 'search'>; onSearch: (text: string) => void; onChange: (next: Partial<Omit<ClientFilters, 'search'>>) => void };

/** The search box (asked for once the typing pauses), the status filter and the sort. */
export function ClientFiltersBar({ search, filters, onSearch, onChange }: Props) {
  const { t } = useTranslation('coach-clients');
  return (
    <Stack
      component="form"
      role="search"
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('filters.label')} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
      <TextField
        type="search"
        label={t('filters.search')}
        placeholder={t('filters.searchHint')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        size="small"
        sx={{ flexGrow: 1 }}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={t('filters.status')}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as StatusChoice })}
        size="small"
        sx={{ minWidth: 160 }}
      >
        {COACH_CLIENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`filters.statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('filters.sort')}
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as SortChoice })}
        size="small"
        sx={{ minWidth: 160 }}
      >
        {(Object.keys(SORT_CHOICES) as SortChoice[]).map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`filters.sorts.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
