import { TZDate } from '@date-fns/tz';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { useDisplayTimeZone } from '../../i18n/locale-store.js';

/** A week of a series ('2030-02-25', its Monday in UTC) as a date in the reader's language, the same date in every zone. */
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

/** A 0-1 score with two decimals ('0.62', '0,62'); '—' where there is none. */
export function useScoreLabel(): (score: number | null | undefined) => string {
  const format = useFormat();
  const { t } = useTranslation('coach-ai-oversight');
  return useCallback((score: number | null | undefined) => (score === null || score === undefined ? t('noValue') : format.number(Math.round(score * 100) / 100)), [format, t]);
}

const KNOWN_KINDS = ['suicide', 'self_harm', 'harm_to_others', 'abuse', 'medical_emergency'] as const;

/** What kind of risk an alert is about, in the reader's language. */
export function useAlertKindLabel(): (kind: string) => string {
  const { t } = useTranslation('coach-ai-oversight');
  return useCallback(
    (kind: string) => {
      const known = KNOWN_KINDS.find((candidate) => candidate === kind);
      return t(`alerts.kinds.${known ?? 'other'}`);
    },
    [t],
  );
}
