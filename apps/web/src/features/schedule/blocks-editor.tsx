import { SESSION_LIMITS } from '@coaching/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ScheduleDraft } from './schedule-draft.js';
import { zonedDay, zonedInstant, zonedTime } from './schedule-time.js';

type Block = ScheduleDraft['blocks'][number];

/** 'YYYY-MM-DDTHH:mm' on the zone's clock, for a datetime-local input. */
const local = (instant: string, zone: string) => (instant ? `${zonedDay(instant, zone)}T${zonedTime(instant, zone)}` : '');
const instantOf = (value: string, zone: string) => {
  const [day = '', time = ''] = value.split('T');
  return day && time ? zonedInstant(day, time, zone) : '';
};

/** Times no one can book (holidays, training): start, end and a reason, on the coach's clock. */
export function BlocksEditor({ value, onChange, zone, now }: { value: Block[]; onChange: (next: Block[]) => void; zone: string; now: number }) {
  const { t } = useTranslation('schedule');
  const set = (index: number, patch: Partial<Block>) => onChange(value.map((block, i) => (i === index ? { ...block, ...patch } : block)));
  const add = () => {
    const day = zonedDay(now + 86_400_000, zone);
    onChange([...value, { key: crypto.randomUUID(), start: zonedInstant(day, '09:00', zone), end: zonedInstant(day, '12:00', zone), reason: '' }]);
  };
  return (
    <Stack sx={{ gap: 1.5 }}>
      {value.length === 0 && <Typography color="text.secondary">{t('blocks.empty')}</Typography>}
      {value.map((block, index) => {
        const backwards = Boolean(block.start && block.end) && new Date(block.end) <= new Date(block.start);
        return (
          <Stack key={block.key} direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
            <TextField
              type="datetime-local"
              size="small"
              label={t('blocks.start')}
              value={local(block.start, zone)}
              onChange={(event) => set(index, { start: instantOf(event.target.value, zone) })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="datetime-local"
              size="small"
              label={t('blocks.end')}
              value={local(block.end, zone)}
              error={backwards}
              helperText={backwards ? t('blocks.backwards') : undefined}
              onChange={(event) => set(index, { end: instantOf(event.target.value, zone) })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              label={t('blocks.reason')}
              value={block.reason}
              onChange={(event) => set(index, { reason: event.target.value })}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { maxLength: SESSION_LIMITS.reasonMaxLength } }}
            />
            <IconButton aria-label={t('blocks.remove')} onClick={() => onChange(value.filter((_, i) => i !== index))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Button startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }} onClick={add}>
        {t('blocks.add')}
      </Button>
    </Stack>
  );
}
