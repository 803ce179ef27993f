import { AUDIT_ACTIONS, type AuditAction } from '@coaching/contract';
import { Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { actionLabel } from './audit-format.js';
import type { AuditQuery } from './use-audit-query.js';

/** The audit log's filters: an action, a target typed in, and the admin picked from an entry (a chip to remove). */
export function AuditFilters({ query }: { query: AuditQuery }) {
  const { t } = useTranslation('admin-settings');
  return (
    <Stack role="search" aria-label={t('audit.filters.label')} direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'flex-start' } }}>
      <TextField
        select
        size="small"
        label={t('audit.filters.action')}
        value={query.action}
        onChange={(event) => query.setAction(event.target.value as AuditAction | '')}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value="">{t('audit.filters.allActions')}</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {actionLabel(action)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label={t('audit.filters.target')}
        helperText={t('audit.filters.targetHint')}
        value={query.targetInput}
        onChange={(event) => query.setTargetInput(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ flexGrow: 1, maxWidth: 420 }}
      />
      {query.actor && (
        <Chip
          label={t('audit.filters.actor', { name: query.actor.name })}
          onDelete={() => query.setActor(undefined)}
          title={t('audit.filters.removeActor')}
          sx={{ mt: { md: 0.5 } }}
        />
      )}
    </Stack>
  );
}
