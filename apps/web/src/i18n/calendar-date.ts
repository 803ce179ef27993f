import { TZDate } from '@date-fns/tz';
import { useCallback } from 'react';
import { useFormat } from './format.js';
import { useDisplayTimeZone } from './locale-store.js';

/**
 * A calendar date of a series ('2030-02-25': a week's Monday, a day in the client's zone) in the reader's
 * language. It is a date, not an instant: noon of that date in the reader's zone shows the same date in every zone.
 */
export function useCalendarDateLabel(): (date: string) => string {
  const format = useFormat();
  const timeZone = useDisplayTimeZone();
  return useCallback(
    (date: string) => {
      const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
      return format.date(new TZDate(year, month - 1, day, 12, 0, timeZone));
    },
    [format, timeZone],
  );
}
