import { addDays, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/retry-alert.js';
import { useNavigate } from 'react-router';
import { useSessionList } from '../../api/sessions.js';
import { LazyCalendar } from './lazy-calendar.js';
import { coachSessionPath } from './schedule-paths.js';
import { sessionItem } from './session-facts.js';
import { dayStart, toWallClock } from './schedule-time.js';

/** The wall-clock days a calendar view shows, padded to whole weeks. */
function visibleDays(view: 'month' | 'week', date: Date): { first: string; afterLast: string } {
  const first = view === 'month' ? startOfWeek(startOfMonth(date)) : startOfWeek(date);
  const last = view === 'month' ? endOfWeek(endOfMonth(date)) : endOfWeek(date);
  return { first: format(first, 'yyyy-MM-dd'), afterLast: format(addDays(last, 1), 'yyyy-MM-dd') };
}

/** The sessions of the month or week shown, on the coach's clock; a click opens one. */
export function SessionsCalendar({ zone }: { zone: string }) {
  const { t } = useTranslation('schedule');
  const navigate = useNavigate();
  const [view, setView] = useState<'month' | 'week'>('month');
  const [date, setDate] = useState(() => toWallClock(Date.now(), zone));
  const days = visibleDays(view, date);
  const query = useSessionList({
    dateFrom: dayStart(days.first, zone),
    dateTo: dayStart(days.afterLast, zone),
    sort: 'scheduledDate',
    limit: 100,
  });
  return (
    <>
      {query.isError && (
        <RetryAlert retryLabel={t('tryAgain')} onRetry={() => query.refetch()}>
          {t('list.loadFailed')}
        </RetryAlert>
      )}
      <LazyCalendar
        label={t('calendar.sessionsLabel')}
        events={(query.data?.sessions ?? []).map((session) => sessionItem(session, zone))}
        view={view}
        onViewChange={setView}
        date={date}
        onNavigate={setDate}
        onSelect={(item) => void navigate(coachSessionPath(item.id))}
      />
    </>
  );
}
