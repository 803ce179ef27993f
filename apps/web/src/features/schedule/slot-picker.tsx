import type { Slot } from '@coaching/contract';
import { Alert, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBookableSlots } from '../../api/sessions.js';
import { zonedDay, zonedTime } from './schedule-time.js';
import { useZonedFormat } from './use-coach-zone.js';

type Props = {
  coachId: string | undefined;
  zone: string;
  day: string;
  time: string;
  onPick: (pick: { day: string; time: string; duration: number }) => void;
};

/** The coach's own free slots of the next two weeks as quick picks: a day, then a time of that day. */
export function SlotPicker({ coachId, zone, day, time, onPick }: Props) {
  const { t } = useTranslation('schedule');
  const format = useZonedFormat(zone);
  const query = useBookableSlots(coachId, {});
  if (query.isPending) return <Skeleton variant="rounded" height={72} aria-label={t('form.slotsLoading')} />;
  if (query.isError) return <Alert severity="info">{t('form.slotsFailed')}</Alert>;
  const byDay = new Map<string, Slot[]>();
  for (const slot of query.data.slots) {
    const key = zonedDay(slot.start, zone);
    byDay.set(key, [...(byDay.get(key) ?? []), slot]);
  }
  if (byDay.size === 0) return <Typography color="text.secondary">{t('form.noSlots')}</Typography>;
  const shownDay = byDay.has(day) ? day : [...byDay.keys()][0]!;
  const duration = query.data.duration;
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack role="group" aria-label={t('form.slotDays')} direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {[...byDay].map(([key, slots]) => (
          <Chip
            key={key}
            label={format.day(slots[0]!.start)}
            color={key === shownDay ? 'primary' : 'default'}
            variant={key === shownDay ? 'filled' : 'outlined'}
            onClick={() => onPick({ day: key, time: zonedTime(slots[0]!.start, zone), duration })}
          />
        ))}
      </Stack>
      <Stack role="group" aria-label={t('form.slotTimes')} direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {(byDay.get(shownDay) ?? []).map((slot) => {
          const start = zonedTime(slot.start, zone);
          const chosen = shownDay === day && start === time;
          return (
            <Chip
              key={slot.start}
              label={format.time(slot.start)}
              aria-pressed={chosen}
              color={chosen ? 'primary' : 'default'}
              variant={chosen ? 'filled' : 'outlined'}
              onClick={() => onPick({ day: shownDay, time: start, duration })}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
