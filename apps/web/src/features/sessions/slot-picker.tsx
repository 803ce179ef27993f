import { SESSION_LIMITS, type Slot } from '@coaching/contract';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, CircularProgress, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.js';
import { useBookableSlots } from '../../api/sessions.js';
import { dayKey, dayStartIn, useViewerZone, useZonedFormat, zoneChoices } from './session-time.js';

const PAGE_DAYS = 14;
/** The pages of two weeks that reach the default booking horizon; the server leaves out what the coach's own horizon does not allow. */
const LAST_PAGE = Math.ceil(SESSION_LIMITS.bookingHorizonDaysDefault / PAGE_DAYS) - 1;

type Props = {
  coachId: string;
  zone: string;
  onZoneChange: (zone: string) => void;
  selected: Slot | undefined;
  onSelect: (slot: Slot) => void;
};

/** The coach's free times, two weeks at a time, grouped by day in the zone the client chose. */
export function SlotPicker({ coachId, zone, onZoneChange, selected, onSelect }: Props) {
  const { t } = useTranslation('sessions');
  const viewerZone = useViewerZone();
  // Pages start at midnight in the zone shown, so no day is split between two pages.
  const [origin] = useState(() => Date.now());
  const [page, setPage] = useState(0);
  const from = dayStartIn(origin, zone, page * PAGE_DAYS);
  const to = dayStartIn(origin, zone, (page + 1) * PAGE_DAYS);
  const query = useBookableSlots(coachId, { from, to });
  const format = useZonedFormat(zone);
  const zoneId = useId();
  const coachZone = query.data?.timezone;
  const days = useMemo(() => groupByDay(query.data?.slots ?? [], zone), [query.data, zone]);

  return (
    <Stack sx={{ gap: 2 }}>
      <Box>
        <TextField
          select
          id={zoneId}
          label={t('booking.zone')}
          value={zone}
          onChange={(event) => onZoneChange(event.target.value)}
          size="small"
          sx={{ minWidth: 280 }}
        >
          {zoneChoices(viewerZone, coachZone, zone).map((choice) => (
            <MenuItem key={choice} value={choice}>
              <ZoneName zone={choice} />
            </MenuItem>
          ))}
        </TextField>
        {coachZone && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('booking.coachZone', { zone: coachZone.replaceAll('_', ' ') })}
          </Typography>
        )}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Button startIcon={<ChevronLeftIcon />} disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t('booking.earlier')}
        </Button>
        <Typography variant="subtitle2" component="p" aria-live="polite">
          {t('booking.range', { from: format.shortDate(from), to: format.shortDate(new Date(to).getTime() - 1) })}
        </Typography>
        <Button endIcon={<ChevronRightIcon />} disabled={page >= LAST_PAGE} onClick={() => setPage(page + 1)}>
          {t('booking.later')}
        </Button>
      </Stack>
      {query.isFetching && query.data && <LinearProgress aria-label={t('booking.loading')} />}
      {query.isError ? (
        <RetryAlert retryLabel={t('booking.tryAgain')} onRetry={() => query.refetch()}>
          {t('booking.loadFailed')}
        </RetryAlert>
      ) : !query.data ? (
        <Box role="status" aria-label={t('booking.loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          <CircularProgress />
        </Box>
      ) : days.length === 0 ? (
        <Typography color="text.secondary">{t('booking.empty')}</Typography>
      ) : (
        <Stack sx={{ gap: 2 }} aria-label={t('booking.slots')} role="region">
          {days.map(({ key, slots }) => (
            <DaySlots key={key} slots={slots} zone={zone} selected={selected} onSelect={onSelect} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ZoneName({ zone }: { zone: string }) {
  return useZonedFormat(zone).zone();
}

function DaySlots({ slots, zone, selected, onSelect }: { slots: Slot[]; zone: string; selected: Slot | undefined; onSelect: (slot: Slot) => void }) {
  const format = useZonedFormat(zone);
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {format.day(slots[0]!.start)}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {slots.map((slot) => {
          const chosen = selected?.start === slot.start;
          return (
            <Button key={slot.start} size="small" variant={chosen ? 'contained' : 'outlined'} aria-pressed={chosen} onClick={() => onSelect(slot)}>
              {format.time(slot.start)}
            </Button>
          );
        })}
      </Stack>
    </Box>
  );
}

function groupByDay(slots: Slot[], zone: string): { key: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const key = dayKey(slot.start, zone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days].map(([key, daySlots]) => ({ key, slots: daySlots }));
}
