import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';

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
