import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { valueLabel } from '../../i18n/localize-message.js';

type Props = { label: string; values: string[]; onChange: (values: string[]) => void; maxItems: number; maxLength: number };

/** A guardrail list (session goals, topic boundaries...): chips to remove, a field to add one; blank and repeated entries are refused. */
export function ChipListField({ label, values, onChange, maxItems, maxLength }: Props) {
  const { t } = useTranslation('coach-clients');
  const [draft, setDraft] = useState('');
  const entry = draft.trim();
  const duplicate = values.some((value) => value.toLowerCase() === entry.toLowerCase());
  const full = values.length >= maxItems;
  const canAdd = entry !== '' && !duplicate && !full;
  const add = () => {
    if (!canAdd) return;
    onChange([...values, entry]);
    setDraft('');
  };
  return (
    <Stack spacing={1}>
      {values.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('detail.ai.none')}
        </Typography>
      ) : (
        <Stack component="ul" aria-label={label} direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {values.map((value) => (
            <li key={value}>
              <Chip
                label={valueLabel('coach-clients:detail.ai.values', value)}
                onDelete={() => onChange(values.filter((v) => v !== value))}
                aria-label={t('detail.ai.remove', { value: valueLabel('coach-clients:detail.ai.values', value) })}
              />
            </li>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('detail.ai.newItem', { field: label })}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={entry !== '' && (duplicate || full)}
          helperText={entry !== '' && duplicate ? t('detail.ai.duplicate') : full ? t('detail.ai.full', { count: maxItems }) : undefined}
          slotProps={{ htmlInput: { maxLength } }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={!canAdd} aria-label={t('detail.ai.newItem', { field: label })}>
          {t('detail.ai.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
