import { SESSION_HOLDING_STATUSES, WEEKDAYS } from '@coaching/contract';
import { addDays, endOfWeek, format, getDay, startOfWeek } from 'date-fns';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionList } from '../../api/sessions.js';
import { useAuth } from '../../auth/auth-provider.js';
import type { CalendarItem } from './big-calendar.js';
import { LazyCalendar } from './lazy-calendar.js';
import { hoursOn, type ScheduleDraft } from './schedule-draft.js';
import { coachSessionPath } from './schedule-paths.js';
import { sessionItem } from './session-facts.js';
import { dayStart, toWallClock } from './schedule-time.js';

const at = (day: Date, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
};

/** The hours the draft makes available on each day of the week shown, and its blocked times. */
function availabilityItems(draft: ScheduleDraft, first: Date, label: { available: string; blocked: string }): { background: CalendarItem[]; blocks: CalendarItem[] } {
  const background: CalendarItem[] = [];
  for (let offset = 0; offset < 7; offset += 1) {
    const day = addDays(first, offset);
    const key = format(day, 'yyyy-MM-dd');
    const hours = hoursOn(draft, key, WEEKDAYS[(getDay(day) + 6) % 7]!);
    if (hours.available) background.push({ id: `available-${key}`, title: label.available, start: at(day, hours.startTime), end: at(day, hours.endTime), tone: 'available' });
  }
  const blocks = draft.blocks
    .filter((block) => block.start && block.end && block.end > block.start)
    .map((block): CalendarItem => ({
      id: `block-${block.key}`,
      title: block.reason.trim() || label.blocked,
      start: toWallClock(block.start, draft.timezone),
      end: toWallClock(block.end, draft.timezone),
      tone: 'blocked',
    }));
  return { background, blocks };
}

/** A week of the coach's sessions over their availability, as the draft (saved or not) sets it. */
export const ScheduleWeek = memo(function ScheduleWeek({ draft }: { draft: ScheduleDraft }) {
  const { t } = useTranslation('schedule');
  const navigate = useNavigate();
  const { user } = useAuth();
  const zone = draft.timezone;
  const [date, setDate] = useState(() => toWallClock(Date.now(), zone));
  const first = startOfWeek(date);
  const afterLast = addDays(endOfWeek(date), 1);
  const sessions = useSessionList({
    status: [...SESSION_HOLDING_STATUSES],
    dateFrom: dayStart(format(first, 'yyyy-MM-dd'), zone),
    dateTo: dayStart(format(afterLast, 'yyyy-MM-dd'), zone),
    sort: 'scheduledDate',
    limit: 100,
  });
  const { background, blocks } = availabilityItems(draft, first, { available: t('calendar.available'), blocked: t('calendar.blocked') });
  // The coach's settings may keep their blocked (personal) times off the calendar (calendar.showPersonalEvents).
  const showBlocks = user?.coachSettings?.calendar.showPersonalEvents ?? true;
  return (
    <LazyCalendar
      label={t('calendar.weekLabel')}
      view="week"
      date={date}
      onNavigate={setDate}
      background={background}
      events={[...(sessions.data?.sessions ?? []).map((session) => sessionItem(session, zone)), ...(showBlocks ? blocks : [])]}
      onSelect={(item) => {
        if (!item.id.startsWith('block-')) void navigate(coachSessionPath(item.id));
      }}
    />
  );
});
