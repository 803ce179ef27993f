import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useZonedFormat } from './session-time.js';

/** 'Thu, 12 Mar 2030, 10:00 AM – 11:00 AM' in the given zone. */
export function useWhen(zone: string) {
  const { t } = useTranslation('sessions');
  const format = useZonedFormat(zone);
  return useCallback((start: string, end: string) => t('when', { date: format.date(start), start: format.time(start), end: format.time(end) }), [t, format]);
}
