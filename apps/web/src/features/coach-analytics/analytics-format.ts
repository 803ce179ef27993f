import { TZDate } from '@date-fns/tz';
import { useCallback } from 'react';
import { useFormat } from '../../i18n/format.js';
import { useDisplayTimeZone } from '../../i18n/locale-store.js';

/**
 * A week of the series ('2030-02-25', its Monday in UTC) as a date in the reader's language. The day is a
 * calendar date, not an instant: noon of that date in the reader's zone shows that same date in every zone.
 */
export function useWeekLabel(): (week: string) => string {
  const format = useFormat();
  const timeZone = useDisplayTimeZone();
  return useCallback(
    (week: string) => {
      const [year = 1970, month = 1, day = 1] = week.split('-').map(Number);
      return format.date(new TZDate(year, month - 1, day, 12, 0, timeZone));
    },
    [format, timeZone],
  );
}

/** A 0-5 rating with one decimal ('4.6', '4,6'); '—' where there is none. */
export function useRatingLabel(): (rating: number | null) => string {
  const format = useFormat();
  return useCallback((rating: number | null) => (rating === null ? NO_VALUE : format.number(Math.round(rating * 10) / 10)), [format]);
}

/** Shown in a table's cell for a week without a value. */
export const NO_VALUE = '—';
