import { Box } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useMemo } from 'react';
import { Calendar, dateFnsLocalizer, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../i18n/locale-store.js';

/** One thing on the calendar, its times already on the coach's wall clock (schedule-time.ts). */
export type CalendarItem = {
  id: string;
  title: string;
  start: Date;
  end: Date;
  tone: 'confirmed' | 'waiting' | 'over' | 'available' | 'blocked';
};

export type BigCalendarProps = {
  events: CalendarItem[];
  /** Availability and blocked times, drawn behind the sessions (week and day views). */
  background?: CalendarItem[];
  view: Extract<View, 'month' | 'week'>;
  onViewChange?: (view: 'month' | 'week') => void;
  date: Date;
  onNavigate: (date: Date) => void;
  onSelect?: (item: CalendarItem) => void;
  label: string;
};

/**
 * react-big-calendar with date-fns: loaded only when a calendar is shown (React.lazy), in the reader's
 * language, with the colours of the status badges.
 */
export default function BigCalendar({ events, background, view, onViewChange, date, onNavigate, onSelect, label }: BigCalendarProps) {
  const { t, i18n } = useTranslation('schedule');
  const dateLocale = useDateLocale() ?? enUS;
  const theme = useTheme();
  const culture = i18n.resolvedLanguage ?? 'en';
  const localizer = useMemo(
    () => dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { [culture]: dateLocale } }),
    [culture, dateLocale],
  );
  const messages = useMemo(
    () => ({
      today: t('calendar.today'),
      previous: t('calendar.previous'),
      next: t('calendar.next'),
      month: t('calendar.month'),
      week: t('calendar.week'),
      day: t('calendar.day'),
      agenda: t('calendar.agenda'),
      date: t('calendar.date'),
      time: t('calendar.time'),
      event: t('calendar.event'),
      allDay: t('calendar.allDay'),
      noEventsInRange: t('calendar.noEvents'),
      showMore: (count: number) => t('calendar.showMore', { count }),
    }),
    [t],
  );
  const colours: Record<CalendarItem['tone'], string> = {
    confirmed: theme.palette.success.main,
    waiting: theme.palette.warning.main,
    over: theme.palette.grey[500],
    available: alpha(theme.palette.success.main, 0.12),
    blocked: alpha(theme.palette.error.main, 0.14),
  };
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{ height: view === 'week' ? 640 : 600, '& .rbc-event': { fontSize: 13 }, '& .rbc-background-event': { border: 'none', opacity: 1 } }}
    >
      <Calendar<CalendarItem>
        localizer={localizer}
        culture={culture}
        messages={messages}
        events={events}
        backgroundEvents={background ?? []}
        views={['month', 'week']}
        view={view}
        onView={(next) => onViewChange?.(next === 'month' ? 'month' : 'week')}
        date={date}
        onNavigate={onNavigate}
        onSelectEvent={(item) => onSelect?.(item)}
        onKeyPressEvent={(item, event) => {
          const { key } = event as unknown as React.KeyboardEvent;
          if (key === 'Enter' || key === ' ') onSelect?.(item);
        }}
        scrollToTime={new Date(1970, 0, 1, 7)}
        tooltipAccessor={(item) => item.title}
        eventPropGetter={(item) => ({
          style: {
            backgroundColor: colours[item.tone],
            color: item.tone === 'available' || item.tone === 'blocked' ? theme.palette.text.secondary : theme.palette.common.white,
            borderColor: item.tone === 'blocked' ? theme.palette.error.main : undefined,
          },
        })}
        popup
      />
    </Box>
  );
}
