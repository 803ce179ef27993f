import { ROLES, VERIFICATION_STATUSES, type Role, type VerificationStatus } from '@coaching/contract';
import { Button, MenuItem, Stack, TextField, Typography, type TextFieldProps } from '@mui/material';
import { QuickFilter, QuickFilterControl } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { QUICK_FILTER_DEBOUNCE_MS, quickFilterFormatter, quickFilterParser, type StatusFilter } from './user-list-query.js';
import { useUsersGrid } from './users-grid-context.js';

const STATUSES: StatusFilter[] = ['active', 'inactive'];

/** The grid's toolbar: the quick filter (sent as q once the typing pauses for 500 ms), role and status, and the bulk actions. */
export function UsersToolbar() {
  const { t } = useTranslation('admin-users');
  const { filters, selected, onBulk } = useUsersGrid();
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ p: 2, alignItems: { lg: 'center' } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} role="search" aria-label={t('toolbar.label')}>
      <QuickFilter expanded debounceMs={QUICK_FILTER_DEBOUNCE_MS} parser={quickFilterParser} formatter={quickFilterFormatter}>
        <QuickFilterControl
          render={({ ref, ...control }) => {
            const props = control as TextFieldProps & { slotProps?: { htmlInput?: { id?: string } } };
            // The grid gives the input its own id: the label is tied to that one.
            return <TextField {...props} id={props.slotProps?.htmlInput?.id} inputRef={ref} label={t('toolbar.search')} placeholder={t('toolbar.searchHint')} size="small" type="search" />;
          }}
        />
      </QuickFilter>
      <TextField
        select
        size="small"
        label={t('toolbar.role')}
        value={filters.role}
        onChange={(event) => filters.setRole(event.target.value as Role | '')}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('toolbar.allRoles')}</MenuItem>
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('toolbar.status')}
        value={filters.status}
        onChange={(event) => filters.setStatus(event.target.value as StatusFilter | '')}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('toolbar.allStatuses')}</MenuItem>
        {STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('toolbar.verification')}
        value={filters.verification}
        onChange={(event) => filters.setVerification(event.target.value as VerificationStatus | '')}
        sx={{ minWidth: 190 }}
      >
        <MenuItem value="">{t('toolbar.anyVerification')}</MenuItem>
        {VERIFICATION_STATUSES.map((verification) => (
          <MenuItem key={verification} value={verification}>
            {t(`verification.statuses.${verification}`)}
          </MenuItem>
        ))}
      </TextField>
      </Stack>
      {selected.count > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: { lg: 'auto' } }}>
          <Typography variant="body2" role="status">
            {t('toolbar.selected', { count: selected.count })}
          </Typography>
          <Button size="small" color="error" variant="outlined" disabled={selected.active.length === 0} onClick={() => onBulk('deactivate')}>
            {t('toolbar.deactivateSelected')}
          </Button>
          <Button size="small" variant="outlined" disabled={selected.inactive.length === 0} onClick={() => onBulk('reactivate')}>
            {t('toolbar.reactivateSelected')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
