import type { OversightConversationKind } from '@coaching/contract';
import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type ConversationFilterValues = { kind: OversightConversationKind | 'all'; flagged: boolean; search: string };
export const NO_FILTERS: ConversationFilterValues = { kind: 'all', flagged: false, search: '' };

/** Kind, flagged only and a participant search; the search is sent once typing pauses. */
export function ConversationFilters({ value, onChange }: { value: ConversationFilterValues; onChange: (next: ConversationFilterValues) => void }) {
  const { t } = useTranslation('admin-conversations');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <TextField
        select
        size="small"
        label={t('filters.kind')}
        value={value.kind}
        onChange={(event) => onChange({ ...value, kind: event.target.value as ConversationFilterValues['kind'] })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="all">{t('filters.all')}</MenuItem>
        <MenuItem value="human">{t('filters.human')}</MenuItem>
        <MenuItem value="ai">{t('filters.ai')}</MenuItem>
      </TextField>
      <TextField
        size="small"
        type="search"
        label={t('filters.search')}
        placeholder={t('filters.searchHint')}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
        sx={{ minWidth: 260 }}
      />
      <FormControlLabel
        control={<Switch checked={value.flagged} onChange={(event) => onChange({ ...value, flagged: event.target.checked })} />}
        label={t('filters.flagged')}
      />
    </Stack>
  );
}
