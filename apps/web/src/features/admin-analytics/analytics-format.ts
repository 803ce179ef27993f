import type { AnalyticsInterval } from '@coaching/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarDateLabel } from '../../i18n/calendar-date.js';
import { useFormat } from '../../i18n/format.js';

/**
 * A point of a series in the reader's language: a month ('2030-02' or a month's first day) as 'Feb 2030', a
 * day or a week's Monday as its date. They are calendar dates of the platform timezone, not instants.
 */
export function useBucketLabel(): (bucket: string, interval: AnalyticsInterval) => string {
  const { i18n } = useTranslation();
  const dateLabel = useCalendarDateLabel();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (bucket: string, interval: AnalyticsInterval) => {
      if (interval !== 'month') return dateLabel(bucket);
      const [year = 1970, month = 1] = bucket.split('-').map(Number);
      return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 15));
    },
    [dateLabel, language],
  );
}

/** Counts as the reader writes them; money to the cent at most. */
export function useFigures() {
  const format = useFormat();
  return { count: (value: number) => format.number(value), money: (value: number) => format.number(Math.round(value * 100) / 100) };
}
